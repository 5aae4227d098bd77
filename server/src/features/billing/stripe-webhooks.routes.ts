import { WebhookAck } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/responses.js';
import { securityLog } from '../../lib/security-log.js';
import { WEBHOOK_SIGNATURE_INVALID, WEBHOOK_SIGNATURE_MISSING } from './stripe-provider.js';
import type { StripeWebhooks } from './stripe-webhooks.js';

const SIGNATURE_REFUSALS = new Set([WEBHOOK_SIGNATURE_MISSING, WEBHOOK_SIGNATURE_INVALID]);

export const WEBHOOKS_DISABLED = 'Stripe webhooks are not enabled: Stripe is not configured.';

/**
 * `POST /api/stripe/webhook`: Stripe's calls, with no user token; the signature is the authentication.
 * The signature covers the exact bytes sent, so this route alone reads its body as a raw buffer.
 */
export async function stripeWebhookRoutes(app: AppInstance, webhooks: StripeWebhooks | undefined): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => {
      parsed(null, body);
    });

    scope.post(
      '/api/stripe/webhook',
      { schema: { response: { 200: WebhookAck, ...errorResponses(400, 404, 413, 500, 503) } } },
      async (request) => {
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
    );
    done();
  });
}
