import { securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { BillingService } from './billing.service.js';

/** A signed-in user's own subscription (all of `/api/stripe/*` but the webhook). */
export function billingHandlers(billing: BillingService): FeatureHandlers<'billing'> {
  return {
    'billing.status': (request) => billing.status(signedInUser(request)),

    'billing.startCheckout': async (request) => ({ url: await billing.startCheckout(signedInUser(request)) }),

    'billing.verifySession': async (request) => {
      await billing.verifySession(signedInUser(request), request.body.sessionId, securityLog(request));
      return { message: 'Subscription verified.' };
    },

    'billing.cancel': (request) => billing.cancel(signedInUser(request)),

    'billing.resume': async (request) => {
      await billing.resume(signedInUser(request));
      return { message: 'Your subscription will continue.' };
    },

    'billing.portal': async (request) => ({ url: await billing.portal(signedInUser(request)) }),
  };
}
