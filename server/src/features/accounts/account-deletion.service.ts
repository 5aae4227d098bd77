import type { DeleteAccountBody } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { SESSION_EXPIRED } from '../access/guards.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';
import { recordAudit } from '../admin/admin.public.js';
import { findSubscription } from '../billing/billing.public.js';
import type { PaymentProvider } from '../billing/payment-provider.js';
import type { Reauthentication } from '../two-factor/reauthentication.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.public.js';
import { countAdministrators, eraseAccount, findErasedAccount, lockAdministrators } from './account-deletion.repo.js';

export const CODE_REQUIRED =
  'Two-factor authentication is on for this account: enter the code from your authenticator app, or a recovery code.';
export const LAST_ADMIN =
  'You are the only administrator, so your account cannot be deleted. Make another member an administrator first.';
export const SUBSCRIPTION_NOT_ENDED =
  'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.';

/** States in which a subscription will never charge again: nothing to cancel. */
const ENDED_STATES: readonly string[] = ['none', 'canceled', 'incomplete_expired'];

export interface AccountDeletionDeps {
  db: Database;
  reauthentication: Reauthentication;
  provider: PaymentProvider;
  now: Clock;
  announceAccessChange: AnnounceAccessChange;
  log: FastifyBaseLogger;
}

/**
 * A member erasing their own account (UK GDPR art. 17). The order is what keeps a failure harmless: first
 * the checks (password, second factor, last administrator); then the subscription ends at the provider, at
 * once; only then, in one transaction, every row goes. A provider that fails leaves the account whole (503,
 * try again); a crash after the provider leaves a whole account with no subscription to charge, and deleting
 * again finishes. The reverse order could leave a card charged for an account that no longer exists.
 */
export function createAccountDeletion({
  db,
  reauthentication,
  provider,
  now,
  announceAccessChange,
  log,
}: AccountDeletionDeps) {
  async function requireNotLastAdministrator(trx: Database, isAdmin: boolean): Promise<void> {
    if (isAdmin && (await countAdministrators(trx)) <= 1) throw new HttpError(409, LAST_ADMIN);
  }

  /** Ends every subscription of the member's that could still charge, and makes an open checkout unpayable. */
  async function endSubscriptions(userId: string): Promise<void> {
    const record = await findSubscription(db, userId);
    if (!record) return;
    try {
      if (record.checkout && record.checkout.expiresAt > now()) {
        const session = await provider.retrieveCheckoutSession(record.checkout.id);
        if (session?.open) await provider.expireCheckoutSession(session.id);
      }
      const live = await provider.liveSubscriptionsOf(record.customerId);
      const ids = new Set(live.map((subscription) => subscription.id));
      if (record.subscriptionId && !ENDED_STATES.includes(record.status)) ids.add(record.subscriptionId);
      for (const id of ids) await provider.cancelSubscriptionNow(id);
    } catch (error) {
      log.warn({ err: error }, 'account deletion: the payment provider could not end the subscription');
      throw new HttpError(503, SUBSCRIPTION_NOT_ENDED);
    }
  }

  return {
    async deleteAccount(userId: string, { password, code }: DeleteAccountBody, address: string): Promise<void> {
      const user = await reauthentication.requirePassword(userId, password, address);
      if (await isTwoFactorEnabled(db, userId)) {
        if (code === undefined) throw new HttpError(400, CODE_REQUIRED);
        await reauthentication.spendCode(userId, code, address);
      }
      // Checked before the provider too, so the last administrator's subscription is not cancelled in vain.
      await requireNotLastAdministrator(db, user.isAdmin);
      await endSubscriptions(userId);

      await db.transaction().execute(async (trx) => {
        await lockAdministrators(trx);
        const account = await findErasedAccount(trx, userId);
        // Deleted meanwhile by a parallel request: the session has ended either way.
        if (!account) throw new HttpError(401, SESSION_EXPIRED);
        await requireNotLastAdministrator(trx, account.isAdmin === 1);
        await eraseAccount(trx, account);
        // The event, and nothing that could name the person: no id, name or address.
        await recordAudit(trx, {
          actorId: null,
          action: 'account.deleted',
          targetId: null,
          detail: {},
          createdAt: now(),
        });
      });
      announceAccessChange({ kind: 'account-deleted', userId });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
