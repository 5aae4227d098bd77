import type { FeatureHandlers } from '../../lib/register-routes.js';
import type { OfflineCheckoutService } from './offline-checkout.service.js';

/** The offline provider's checkout page. No token, as on Stripe's hosted page. */
export function offlineCheckoutHandlers(checkout: OfflineCheckoutService): FeatureHandlers<'testCheckout'> {
  return {
    'testCheckout.view': (request) => checkout.view(request.params.sessionId),
    'testCheckout.complete': async (request) => ({ url: await checkout.complete(request.params.sessionId) }),
  };
}
