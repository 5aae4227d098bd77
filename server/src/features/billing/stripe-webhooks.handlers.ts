import { HttpError } from '../../lib/http-error.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { securityLog } from '../../lib/security-log.js';
import { WEBHOOK_SIGNATURE_INVALID, WEBHOOK_SIGNATURE_MISSING } from './stripe-provider.js';
import type { StripeWebhooks } from './stripe-webhooks.js';

const SIGNATURE_REFUSALS = new Set([WEBHOOK_SIGNATURE_MISSING, WEBHOOK_SIGNATURE_INVALID]);

export const WEBHOOKS_DISABLED = 'Stripe webhooks are not enabled: Stripe is not configured.';

/**
 * Stripe's calls, with no user token; the signature is the authentication. The signature covers the exact
 * bytes sent, so this route alone reads its body as a raw buffer.
 */
export function stripeWebhookHandlers(webhooks: StripeWebhooks | undefined): FeatureHandlers<'stripeWebhook'> {
  return {
    'stripeWebhook.receive': {
      scope: (scope) => {
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => {
          parsed(null, body);
        });
      },
      handler: async (request) => {
        if (!webhooks) throw new HttpError(404, WEBHOOKS_DISABLED);
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Send the event as JSON.');
        const signature = request.headers['stripe-signature'];
        const log = securityLog(request);
        const outcome = await webhooks
          .receive(request.body, typeof signature === 'string' ? signature : undefined, log)
          .catch((error: unknown) => {
            if (error instanceof HttpError && SIGNATURE_REFUSALS.has(error.message)) {
              log('webhook.signature.failed', { status: error.statusCode, reason: error.message });
            }
            throw error;
          });
        return { received: true as const, outcome };
      },
    },
  };
}
