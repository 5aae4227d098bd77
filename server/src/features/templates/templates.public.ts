/** What the import reads of a member's templates, and the lock the template routes take, so its writes wait in line. */
export { lockMemberTemplates, templatesOf } from './templates.repo.js';
