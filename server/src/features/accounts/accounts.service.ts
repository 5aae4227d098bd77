import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigError, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { normalizeUsername, usernameViolation } from '../../lib/identity.js';
import { hashPassword, passwordPolicyViolation } from '../auth/passwords.js';
import { hasAdmin, insertUser, isUsernameOrEmailTaken } from '../users/users.public.js';

export interface AdminSeedDeps {
  db: Database;
  admin: Config['admin'];
  now: Clock;
  /** Where the one-time credentials notice goes (stdout in main.ts). */
  print: (text: string) => void;
}

/**
 * On a database without an administrator, creates one from ADMIN_USERNAME / ADMIN_EMAIL and
 * ADMIN_PASSWORD, or a generated password that is printed this once and must be changed at first login.
 */
export async function ensureAdminAccount({ db, admin, now, print }: AdminSeedDeps): Promise<void> {
  if (await hasAdmin(db)) return;
  const username = normalizeUsername(admin.username);
  const usernameProblem = usernameViolation(username);
  if (usernameProblem)
    throw new ConfigError(`Invalid ADMIN_USERNAME (${JSON.stringify(admin.username)}): ${usernameProblem}`);
  const passwordProblem = admin.password === undefined ? undefined : passwordPolicyViolation(admin.password);
  if (passwordProblem) throw new ConfigError(`Invalid ADMIN_PASSWORD: ${passwordProblem}`);
  if (await isUsernameOrEmailTaken(db, username, admin.email)) {
    throw new ConfigError(
      `No administrator exists, and ADMIN_USERNAME "${username}" or ADMIN_EMAIL "${admin.email}" belongs to an existing user: choose others.`,
    );
  }

  const password = admin.password ?? randomBytes(18).toString('base64url');
  try {
    await insertUser(db, {
      id: randomUUID(),
      username,
      email: admin.email,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      mustChangePassword: admin.password === undefined,
      createdAt: now(),
    });
  } catch (error) {
    // Another instance starting at the same moment seeded the administrator first.
    if (isUniqueViolation(error)) return;
    throw error;
  }

  const shown =
    admin.password === undefined
      ? `password: ${password}   (shown once; you must change it after logging in)`
      : 'password: the one set in ADMIN_PASSWORD';
  const rule = '='.repeat(78);
  print(`\n${rule}\n  Admin account created\n  username: ${username}   ${shown}\n${rule}\n`);
}
