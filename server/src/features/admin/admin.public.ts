/** What other features may write to the administrators' audit log (account deletion records itself). */
export { recordAudit } from './audit.repo.js';
