import {
  CancelSubscriptionResponse,
  MessageBody,
  RedirectResponse,
  SubscriptionStatusResponse,
  VerifySessionBody,
  VerifySessionResponse,
} from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { securityLog } from '../../lib/security-log.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { BillingService } from './billing.service.js';

/**
 * `/api/stripe/*` but the webhook: a signed-in user's own subscription. Not behind requireSubscriber, since
 * this is how someone without a subscription gets one.
 */
export async function billingRoutes(app: AppInstance, billing: BillingService, guards: AuthGuards): Promise<void> {
  await guardedRoutes(app, [guards.requireUser], (signedIn) => {
    signedIn.get(
      '/api/stripe/subscription-status',
      { schema: { response: { 200: SubscriptionStatusResponse, ...errorResponses(401, 403) } } },
      (request) => billing.status(signedInUser(request)),
    );

    signedIn.post(
      '/api/stripe/create-checkout-session',
      { schema: { response: { 200: RedirectResponse, ...errorResponses(401, 403, 409, 503) } } },
      async (request) => ({ url: await billing.startCheckout(signedInUser(request)) }),
    );

    signedIn.post(
      '/api/stripe/verify-session',
      {
        schema: {
          body: VerifySessionBody,
          response: { 200: VerifySessionResponse, ...errorResponses(400, 401, 402, 403, 404, 413, 503) },
        },
      },
      async (request) => {
        await billing.verifySession(signedInUser(request), request.body.sessionId, securityLog(request));
        return { message: 'Subscription verified.' };
      },
    );

    signedIn.post(
      '/api/stripe/cancel-subscription',
      { schema: { response: { 200: CancelSubscriptionResponse, ...errorResponses(401, 403, 409, 503) } } },
      (request) => billing.cancel(signedInUser(request)),
    );

    signedIn.post(
      '/api/stripe/resume-subscription',
      { schema: { response: { 200: MessageBody, ...errorResponses(401, 403, 409, 503) } } },
      async (request) => {
        await billing.resume(signedInUser(request));
        return { message: 'Your subscription will continue.' };
      },
    );

    signedIn.post(
      '/api/stripe/portal',
      { schema: { response: { 200: RedirectResponse, ...errorResponses(401, 403, 409, 503) } } },
      async (request) => ({ url: await billing.portal(signedInUser(request)) }),
    );
  });
}
