import type { Database } from '../../db/database.js';
import { storePasswordHash } from '../users/users.public.js';
import { invalidateResetTokens } from './password-reset.repo.js';

/**
 * Stores a new password hash, sets the must-change flag (cleared unless an operator set a temporary
 * password), raises the token version, which ends every token issued before, and spends every reset link
 * still open: one mailed before the change must not undo it. Two writes, so the caller runs it in a
 * transaction; the links come first, the order a reset takes the two tables in, so that neither waits on
 * the other. Answers the new version.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: number,
  options: { mustChange?: boolean } = {},
): Promise<number> {
  await invalidateResetTokens(db, userId, now);
  return storePasswordHash(db, userId, passwordHash, now, options);
}
