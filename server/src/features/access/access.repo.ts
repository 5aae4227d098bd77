import type { Database } from '../../db/database.js';

export interface SubscriptionTerm {
  status: string;
  /** Epoch ms; null before any subscription. */
  currentPeriodEnd: number | null;
}

/** The two columns the access rule reads: one primary-key lookup, cheap enough for every guarded request. */
export async function findSubscriptionTerm(db: Database, userId: string): Promise<SubscriptionTerm | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['status', 'currentPeriodEnd'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}
