import type { Database } from '../../db/database.js';
import { subscriptionGrantsAccess } from '../access/access-policy.js';
import { applySubscriptionSnapshot, findSubscription, linkCustomer } from './billing.repo.js';

/** Marks a subscription as given rather than paid for: the payment provider knows nothing of it. */
const COMPLIMENTARY_PREFIX = 'sub_complimentary_';
/** Demo accounts seeded before complimentary access had its own ids used these. */
const GIVEN_PREFIXES = [COMPLIMENTARY_PREFIX, 'sub_demo_'];

export type ComplimentaryAccess =
  { kind: 'none' } | { kind: 'complimentary'; until: number } | { kind: 'paid'; until: number };

/** What grants the user access now, if anything: a gift, or a subscription they pay for. */
export async function currentAccess(db: Database, userId: string, now: number): Promise<ComplimentaryAccess> {
  const record = await findSubscription(db, userId);
  if (!record || record.currentPeriodEnd === null || !subscriptionGrantsAccess(record, now)) return { kind: 'none' };
  const id = record.subscriptionId ?? '';
  const complimentary = GIVEN_PREFIXES.some((prefix) => id.startsWith(prefix));
  return { kind: complimentary ? 'complimentary' : 'paid', until: record.currentPeriodEnd };
}

/**
 * Access until `until` (epoch ms) without payment, written the way billing writes every subscription it
 * hears of, so the one access rule reads it. Granting again moves the date. The caller first makes sure no
 * paid subscription is live: a newer gift would take the paid one's place on the member's row.
 */
export async function grantComplimentaryAccess(db: Database, userId: string, until: number, time: number) {
  await writeComplimentary(db, userId, { status: 'active', currentPeriodEnd: until }, time);
}

/** Ends a gift at once; a paid subscription the member takes out later replaces it as any newer one does. */
export async function endComplimentaryAccess(db: Database, userId: string, time: number) {
  await writeComplimentary(db, userId, { status: 'canceled', currentPeriodEnd: time }, time);
}

async function writeComplimentary(
  db: Database,
  userId: string,
  term: { status: 'active' | 'canceled'; currentPeriodEnd: number },
  time: number,
): Promise<void> {
  const customerId = await linkCustomer(db, userId, `cus_complimentary_${userId}`, time);
  const snapshot = { id: `${COMPLIMENTARY_PREFIX}${userId}`, customerId, priceId: 'price_complimentary', ...term };
  await applySubscriptionSnapshot(db, { ...snapshot, cancelAtPeriodEnd: false, createdAt: time, readAt: time }, time);
}
