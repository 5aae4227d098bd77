import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { TokenService } from './token-service.js';
import { hasAccess } from './access-policy.js';
import { purgeExpiredActivity } from './session-activity.repo.js';

export interface SessionTokenDeps {
  db: Database;
  tokens: TokenService;
  now: Clock;
}

/** Whom a session token is for, as the database has them now (the login, the second factor, a password change). */
export interface SessionHolder {
  id: string;
  isAdmin: boolean;
  mustChangePassword: boolean;
  tokenVersion: number;
}

/**
 * A token for the user as the database has them now, its claims read by the same rule the guards apply. A new
 * session clears expired ones' activity, the table the guards keep.
 */
export async function issueSessionToken({ db, tokens, now }: SessionTokenDeps, user: SessionHolder): Promise<string> {
  await purgeExpiredActivity(db, now());
  return tokens.sign({
    userId: user.id,
    mustChangePassword: user.mustChangePassword,
    isAdmin: user.isAdmin,
    isSubscribed: await hasAccess(db, user, now()),
    tokenVersion: user.tokenVersion,
  });
}
