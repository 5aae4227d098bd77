import type { TestCheckoutSession } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { applySubscriptionSnapshot, lockCustomer } from './billing.repo.js';
import { ALREADY_SUBSCRIBED, SESSION_NOT_FOUND } from './billing.service.js';
import {
  completeTestCheckoutSession,
  findTestCheckoutSession,
  insertTestSubscription,
  liveTestSubscriptions,
  type TestCheckoutSessionRecord,
} from './offline-checkout.repo.js';
import { newTestSubscription } from './offline-provider.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';

export interface OfflineCheckoutServiceDeps {
  db: Database;
  now: Clock;
  publicUrl: string;
  priceDisplay: string;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
}

export const PRODUCT_NAME = 'Baseline membership';
export const SESSION_ALREADY_COMPLETE = 'This checkout session is already complete.';
export const CHECKOUT_SESSION_EXPIRED = 'This checkout session has expired.';

/**
 * The offline test checkout's own page, in place of Stripe's hosted one. As there, knowing the session id
 * is the permission: it is 24 random characters, never listed anywhere.
 */
export function createOfflineCheckoutService({
  db,
  now,
  publicUrl,
  priceDisplay,
  announceAccessChange,
}: OfflineCheckoutServiceDeps) {
  async function openSession(sessionId: string): Promise<TestCheckoutSessionRecord> {
    const session = await findTestCheckoutSession(db, sessionId);
    if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
    return session;
  }

  return {
    async view(sessionId: string): Promise<TestCheckoutSession> {
      const session = await openSession(sessionId);
      return {
        id: session.id,
        email: session.email,
        productName: PRODUCT_NAME,
        amountDisplay: priceDisplay,
        status: statusAt(session, now()),
      };
    },

    /**
     * "Pays", unless the customer already has a live subscription (nothing is charged twice): makes the subscription and stores it with the same upsert a Stripe snapshot goes through,
     * then answers the success page's address, as Stripe redirects there after payment.
     */
    async complete(sessionId: string): Promise<string> {
      const session = await openSession(sessionId);
      const status = statusAt(session, now());
      if (status !== 'open')
        throw new HttpError(409, status === 'expired' ? CHECKOUT_SESSION_EXPIRED : SESSION_ALREADY_COMPLETE);

      const subscription = newTestSubscription(session.customerId, now());
      await db.transaction().execute(async (trx) => {
        // Pay clicks on two sessions of one customer take turns here, so the second sees the first's.
        await lockCustomer(trx, session.customerId);
        if ((await liveTestSubscriptions(trx, session.customerId, subscription.readAt)).length > 0) {
          throw new HttpError(409, ALREADY_SUBSCRIBED);
        }
        // A second Pay click racing the first finds the session complete here.
        if (!(await completeTestCheckoutSession(trx, session.id, subscription.id, subscription.readAt))) {
          throw new HttpError(409, SESSION_ALREADY_COMPLETE);
        }
        await insertTestSubscription(trx, subscription);
        await applySubscriptionSnapshot(trx, subscription, subscription.readAt);
      });
      announceAccessChange({ kind: 'subscription-changed' });
      return `${publicUrl}/success?session_id=${session.id}`;
    },
  };
}

export type OfflineCheckoutService = ReturnType<typeof createOfflineCheckoutService>;

function statusAt(session: TestCheckoutSessionRecord, now: number): TestCheckoutSession['status'] {
  if (session.status !== 'open') return session.status;
  return session.expiresAt > now ? 'open' : 'expired';
}
