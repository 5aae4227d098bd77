import { RedirectResponse, TestCheckoutParams, TestCheckoutSession } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import type { TestCheckoutService } from './test-checkout.service.js';

/** `/api/test-checkout/*`: the offline provider's checkout page. No token, as on Stripe's hosted page. */
export function testCheckoutRoutes(app: AppInstance, checkout: TestCheckoutService): void {
  app.get(
    '/api/test-checkout/:sessionId',
    { schema: { params: TestCheckoutParams, response: { 200: TestCheckoutSession, ...errorResponses(400, 404) } } },
    (request) => checkout.view(request.params.sessionId),
  );

  app.post(
    '/api/test-checkout/:sessionId/complete',
    {
      schema: { params: TestCheckoutParams, response: { 200: RedirectResponse, ...errorResponses(400, 404, 409) } },
    },
    async (request) => ({ url: await checkout.complete(request.params.sessionId) }),
  );
}
