import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { findLastActivity, recordActivity } from '../features/auth/session-activity.repo.js';
import type { Clock } from '../lib/clock.js';

/**
 * How often a session's use is written down, at most: one write a minute per active session and instance
 * instead of one per request. The inactivity timeout may therefore fall up to this much early, never late.
 */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** Enough for every session of a busy instance; the least recently used make room for new ones. */
const MAX_ENTRIES = 20_000;

export interface ActiveSession {
  jti: string;
  userId: string;
  /** Epoch ms: the token's issue time counts as the session's first use. */
  issuedAt: number;
  expiresAt: number;
}

export interface SessionActivityTracker {
  /** Records a use of the session and answers true, or answers false when it has been idle too long. */
  use(session: ActiveSession): Promise<boolean>;
}

export interface SessionActivityOptions {
  db: Database;
  now: Clock;
  idleTimeoutMs: number;
}

/**
 * The inactivity timeout (ASVS 7.3.1). The database holds each session's latest use, shared by every
 * instance; each instance remembers what it last read or wrote, so most requests cost no query. A refusal
 * is always decided on the database's own value, since another instance may have seen a later use.
 */
export function createSessionActivityTracker({
  db,
  now,
  idleTimeoutMs,
}: SessionActivityOptions): SessionActivityTracker {
  const known = new LRUCache<string, number>({ max: MAX_ENTRIES });

  function remember(jti: string, lastActiveAt: number) {
    known.set(jti, Math.max(known.get(jti) ?? 0, lastActiveAt));
  }

  async function readRecorded(session: ActiveSession): Promise<number> {
    const recorded = (await findLastActivity(db, session.jti)) ?? 0;
    remember(session.jti, recorded);
    return Math.max(recorded, session.issuedAt);
  }

  return {
    async use(session) {
      const time = now();
      const remembered = known.get(session.jti);
      let lastActiveAt =
        remembered === undefined ? await readRecorded(session) : Math.max(remembered, session.issuedAt);
      if (time - lastActiveAt >= idleTimeoutMs && remembered !== undefined) lastActiveAt = await readRecorded(session);
      if (time - lastActiveAt >= idleTimeoutMs) return false;

      if (time - lastActiveAt >= ACTIVITY_RESOLUTION_MS) {
        await recordActivity(db, {
          jti: session.jti,
          userId: session.userId,
          lastActiveAt: time,
          expiresAt: session.expiresAt,
        });
        remember(session.jti, time);
      }
      return true;
    },
  };
}
