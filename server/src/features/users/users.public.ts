/**
 * What other features may read and write of the accounts' rows: they import this module, never users.repo.ts,
 * so the table's shape stays the users feature's own.
 */
export {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  hasAdmin,
  insertUser,
  isUsernameOrEmailTaken,
  listAdminEmails,
  storePasswordHash,
  type User,
} from './users.repo.js';
