import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

export interface SubscriptionTerm {
  status: string;
  /** Epoch ms; null before any subscription. */
  currentPeriodEnd: number | null;
}

/** The two columns the access rule reads: one primary-key lookup, cheap enough for every guarded request. */
export async function findSubscriptionTerm(db: Database, userId: string): Promise<SubscriptionTerm | undefined> {
  return termByUser.executeTakeFirst(db, userId);
}

const termByUser = prepareQuery((db: Database, userId: string) =>
  db.selectFrom('subscriptions').select(['status', 'currentPeriodEnd']).where('userId', '=', userId),
);
