/** What other features may read and write of a member's second factor (admin resets it, accounts asks for it). */
export { deleteTwoFactor, isTwoFactorEnabled } from './two-factor.repo.js';
