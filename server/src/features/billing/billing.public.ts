/** What other features may read of a member's subscription (account deletion cancels it first). */
export { findSubscription } from './billing.repo.js';
