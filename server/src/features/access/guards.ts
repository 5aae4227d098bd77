import { ACCOUNT_CLOSED_HEADER } from '@baseline/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { Guard } from '../../lib/register-routes.js';
import { securityLog } from '../../lib/security-log.js';
import type { TokenService } from './token-service.js';
import type { AccessCache, AccessState } from './access-cache.js';
import { findAccessUser, findSubscriptionTerm, isTokenRevoked } from './access.repo.js';
import { userHasAccess } from './access-policy.js';
import { createSessionActivityTracker } from './session-activity.js';

/** The signed-in user as the database has them now; permissions are read from here, never from the claims. */
export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  mustChangePassword: boolean;
}

/** The token a request came with: its id and expiry (epoch ms), which logout needs to revoke it. */
export interface PresentedToken {
  jti: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a user. */
    user: SignedInUser | null;
    credential: PresentedToken | null;
  }
  interface FastifyContextConfig {
    /** The few routes a user who must change their password may still call (me, change-password, logout). */
    allowedBeforePasswordChange?: boolean;
  }
}

export const AUTH_REQUIRED = 'Authentication required.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ADMIN_REQUIRED = 'Administrator access required.';
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing.';
export const SUBSCRIPTION_REQUIRED = 'An active subscription is required.';

/** `onRequest` hooks for route groups: register them on an encapsulated plugin, not inside handlers. */
export interface AuthGuards {
  requireUser: Guard;
  /** Runs after requireUser in the same group. */
  requireAdmin: Guard;
  /** Runs after requireUser in the same group: 402 unless the user has access (see access-policy). */
  requireSubscriber: Guard;
}

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  now: Clock;
  /** A session unused this long is refused (see session-activity). */
  idleTimeoutMs: number;
  /** Spares the database on most requests; without it every request reads the user, token and subscription. */
  cache?: AccessCache;
}

/** The guards alone, for an app whose requests registerAccess has decorated already. */
export function createAuthGuards({ db, tokens, now, idleTimeoutMs, cache }: AuthDeps): AuthGuards {
  const activity = createSessionActivityTracker({ db, now, idleTimeoutMs });
  const loadState = async (userId: string): Promise<AccessState> => {
    const [user, term] = await Promise.all([findAccessUser(db, userId), findSubscriptionTerm(db, userId)]);
    return { user, term };
  };
  const loadRevoked = (jti: string) => isTokenRevoked(db, jti);
  const verify = (token: string) => tokens.verify(token);
  const reads = {
    claims: (token: string) => (cache ? cache.claims(token, verify) : verify(token)),
    state: (userId: string) => (cache ? cache.state(userId, loadState) : loadState(userId)),
    isRevoked: (jti: string) => (cache ? cache.isRevoked(jti, loadRevoked) : loadRevoked(jti)),
  };

  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, AUTH_REQUIRED);

    const claims = await reads.claims(match[1]);
    if (!claims) throw new HttpError(401, SESSION_EXPIRED);
    const [{ user }, revoked] = await Promise.all([reads.state(claims.sub), reads.isRevoked(claims.jti)]);
    // Disabling through the admin routes raises the token version too; the flag is read as well, so an
    // account disabled by any other path (a script, a restored backup) is locked out all the same.
    if (!user || user.disabled) throw new HttpError(401, SESSION_EXPIRED, { [ACCOUNT_CLOSED_HEADER]: 'true' });
    if (revoked || claims.ver < user.tokenVersion) throw new HttpError(401, SESSION_EXPIRED);
    const session = { jti: claims.jti, userId: user.id, issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
    if (!(await activity.use(session))) {
      securityLog(request)('auth.session.idle-timeout', { userId: user.id, status: 401 });
      throw new HttpError(401, SESSION_EXPIRED);
    }

    request.user = {
      id: user.id,
      username: user.username,
      email: user.email,
      isAdmin: user.isAdmin,
      mustChangePassword: user.mustChangePassword,
    };
    request.credential = { jti: claims.jti, expiresAt: claims.exp * 1000 };
  }

  return {
    requireUser: loggedGuard(async (request) => {
      await authenticate(request);
      if (request.user?.mustChangePassword && request.routeOptions.config.allowedBeforePasswordChange !== true) {
        throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
      }
    }),
    requireAdmin: loggedGuard((request) => {
      if (!request.user) return Promise.reject(new HttpError(401, AUTH_REQUIRED));
      if (!request.user.isAdmin) return Promise.reject(new HttpError(403, ADMIN_REQUIRED));
      return Promise.resolve();
    }),
    requireSubscriber: loggedGuard(async (request) => {
      if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
      // requireUser has just loaded this state, so with the cache this costs no second read.
      const { term } = await reads.state(request.user.id);
      if (userHasAccess(request.user, term, now())) return;
      // A payment confirmed on another instance may not have been announced here yet: a refusal is
      // decided on a fresh read, so a member who has just paid is never turned away.
      const fresh = cache ? (await cache.reloadState(request.user.id, loadState)).term : term;
      if (!userHasAccess(request.user, fresh, now())) throw new HttpError(402, SUBSCRIPTION_REQUIRED);
    }),
  };
}

/** Every refusal by a guard is a security event (ASVS V16.3.2), with the user when one was recognised. */
function loggedGuard(guard: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await guard(request);
    } catch (error) {
      if (error instanceof HttpError) {
        securityLog(request)('access.denied', {
          ...(request.user ? { userId: request.user.id } : {}),
          status: error.statusCode,
          reason: error.message,
        });
      }
      throw error;
    }
  };
}

/** The user requireUser loaded; calling it on a route without requireUser is a programming error. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new Error(`${request.url} needs requireUser before its handler`);
  return request.user;
}

export function presentedToken(request: FastifyRequest): PresentedToken {
  if (!request.credential) throw new Error(`${request.url} needs requireUser before its handler`);
  return request.credential;
}
