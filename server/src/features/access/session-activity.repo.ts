import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

export interface SessionActivity {
  jti: string;
  userId: string;
  lastActiveAt: number;
  expiresAt: number;
}

const lastActivity = prepareQuery((db: Database, jti: string) =>
  db.selectFrom('sessionActivity').select('lastActiveAt').where('jti', '=', jti),
);

/** Epoch ms of the session's latest recorded use, or undefined when it has none recorded. */
export async function findLastActivity(db: Database, jti: string): Promise<number | undefined> {
  return (await lastActivity.executeTakeFirst(db, jti))?.lastActiveAt;
}

/** Records a use of the session; a use older than the one recorded (another instance's, late) changes nothing. */
export async function recordActivity(db: Database, activity: SessionActivity): Promise<void> {
  await db
    .insertInto('sessionActivity')
    .values(activity)
    .onConflict((oc) =>
      oc
        .column('jti')
        .doUpdateSet({ lastActiveAt: activity.lastActiveAt })
        .where('sessionActivity.lastActiveAt', '<', activity.lastActiveAt),
    )
    .execute();
}

/** Activity outlives its token by nothing: once the token has expired it is refused anyway. */
export async function purgeExpiredActivity(db: Database, now: number): Promise<void> {
  await db.deleteFrom('sessionActivity').where('expiresAt', '<', now).execute();
}
