/** What other features may read and write of auth's tables (admin decides registrations, ends reset links). */
export {
  decideRegistrationRequest,
  findRegistrationRequest,
  listPendingRequests,
  type RegistrationRequestRow,
} from './registration.repo.js';
export { invalidateResetTokens } from './password-reset.repo.js';
