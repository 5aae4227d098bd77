import { isCalendarDate } from '@baseline/contract/calendar-date';
import type { Env } from './env-schema.js';
import { maskUrl } from './masking.js';

/**
 * Checks that span variables, or hold only in production. Each names the variables it reads, so that it
 * is skipped when one of them is itself invalid (that is reported already, and once).
 */
export interface ConfigRule {
  variables: readonly (keyof Env)[];
  problem(env: Env): string | undefined;
}

const MIN_PRODUCTION_SECRET_LENGTH = 32;
const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;
const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1?\]|0\.0\.0\.0)$/i;

export const CONFIG_RULES: readonly ConfigRule[] = [
  {
    variables: ['NODE_ENV', 'JWT_SECRET'],
    problem: ({ NODE_ENV, JWT_SECRET }) => {
      if (NODE_ENV !== 'production') return undefined;
      if (!JWT_SECRET) return 'JWT_SECRET must be set in production (a random string of at least 32 characters).';
      return isWeakSecret(JWT_SECRET)
        ? `JWT_SECRET is too weak for production: use at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters.`
        : undefined;
    },
  },
  {
    variables: ['NODE_ENV', 'SMTP_URL'],
    problem: ({ NODE_ENV, SMTP_URL }) =>
      NODE_ENV === 'production' && SMTP_URL === undefined
        ? 'SMTP_URL must be set in production: password resets and registration approvals must reach people ' +
          '(smtp://user:pass@host:587 or smtps://…); the local outbox is for development and tests.'
        : undefined,
  },
  {
    variables: ['NODE_ENV', 'PUBLIC_URL', 'ALLOW_INSECURE_PUBLIC_URL'],
    problem: ({ NODE_ENV, PUBLIC_URL, ALLOW_INSECURE_PUBLIC_URL }) => {
      if (NODE_ENV !== 'production' || ALLOW_INSECURE_PUBLIC_URL === '1') return undefined;
      if (PUBLIC_URL === undefined) {
        return 'PUBLIC_URL must be set in production to the https:// address users reach the app at (links in mails use it).';
      }
      return isInsecure(PUBLIC_URL)
        ? `PUBLIC_URL=${JSON.stringify(maskUrl(PUBLIC_URL))} is refused in production: links in mails must use https:// ` +
            'and a host others can reach, not localhost. Set ALLOW_INSECURE_PUBLIC_URL=1 to allow it anyway.'
        : undefined;
    },
  },
  {
    variables: ['NODE_ENV', ...STRIPE_KEYS],
    problem: (env) => {
      const missing = STRIPE_KEYS.filter((key) => env[key] === undefined);
      if (missing.length === 0) return undefined;
      if (missing.length < STRIPE_KEYS.length) {
        return (
          `Stripe is partly configured: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
          `Set all of ${STRIPE_KEYS.join(', ')}, or none for the built-in test checkout.`
        );
      }
      return env.NODE_ENV === 'production'
        ? 'Stripe is not configured: set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET; ' +
            'the built-in test checkout is refused in production.'
        : undefined;
    },
  },
  {
    variables: ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS'],
    problem: ({ HTTP_HEADERS_TIMEOUT_MS: headers, HTTP_REQUEST_TIMEOUT_MS: request }) =>
      headers > request
        ? `HTTP_HEADERS_TIMEOUT_MS (${headers}) must not be longer than HTTP_REQUEST_TIMEOUT_MS ` +
          `(${request}): the headers are part of the request.`
        : undefined,
  },
  {
    variables: ['TENNIS_DEMO_TODAY'],
    problem: ({ TENNIS_DEMO_TODAY: day }) =>
      day !== undefined && !isCalendarDate(day)
        ? `TENNIS_DEMO_TODAY="${day}" is not a day of the calendar: use a day as YYYY-MM-DD, such as 2027-03-12.`
        : undefined,
  },
];

function isWeakSecret(secret: string): boolean {
  return secret.length < MIN_PRODUCTION_SECRET_LENGTH || new Set(secret).size < 10;
}

function isInsecure(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol !== 'https:' || LOCAL_HOST.test(hostname);
}
