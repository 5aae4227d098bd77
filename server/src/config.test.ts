import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATA_DIR: tmpdir(), JWT_SECRET: randomBytes(32).toString('base64url') };
/** What production asks for beside Stripe: mail that reaches people, and a public https address. */
const productionMail = {
  SMTP_URL: 'smtps://baseline:mail-pass@smtp.example.com',
  PUBLIC_URL: 'https://baseline.example',
};
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_51abc',
  STRIPE_PRICE_ID: 'price_1abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('Stripe configuration', () => {
  it('uses the offline test checkout without keys, at the default price', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(config.stripe).toBeUndefined();
    expect(config.subscriptionPriceDisplay).toBe('£9.99 per month');
  });

  it("uses Stripe's own API with all three keys, retrying outside tests", () => {
    const config = loadConfig({
      ...base,
      ...productionMail,
      NODE_ENV: 'production',
      ...stripeKeys,
      SUBSCRIPTION_PRICE_DISPLAY: '€12',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_51abc',
      priceId: 'price_1abc',
      webhookSecret: 'whsec_abc',
      api: undefined,
      maxNetworkRetries: 2,
      timeoutMs: 10_000,
    });
    expect(config.subscriptionPriceDisplay).toBe('€12');
  });

  it('points the SDK at STRIPE_API_URL, without retries in tests', () => {
    const local = loadConfig({ ...base, NODE_ENV: 'test', ...stripeKeys, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(local.stripe).toMatchObject({
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      maxNetworkRetries: 0,
    });
    const defaultPort = loadConfig({ ...base, ...stripeKeys, STRIPE_API_URL: 'https://stripe-mock.internal/' });
    expect(defaultPort.stripe?.api).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are missing'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' }, 'STRIPE_WEBHOOK_SECRET is missing'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' }, 'STRIPE_SECRET_KEY is missing'],
  ])('refuses a partial set %j, naming what is missing', (keys, missing) => {
    expect(() => loadConfig({ ...base, ...keys })).toThrow(
      new ConfigError(
        `Stripe is partly configured: ${missing}. ` +
          'Set all of STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET, or none for the built-in test checkout.',
      ),
    );
  });

  it('refuses to start in production without Stripe', () => {
    expect(() => loadConfig({ ...base, ...productionMail, NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Stripe is not configured: set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET; ' +
          'the built-in test checkout is refused in production.',
      ),
    );
  });

  it.each([
    [
      'STRIPE_SECRET_KEY',
      'pk_test_publishable',
      'STRIPE_SECRET_KEY (set, value hidden) is not allowed: use a Stripe secret key, sk_test_… or sk_live_… ' +
        '(or a restricted rk_…) (default: unset, the offline test checkout).',
    ],
    [
      'STRIPE_PRICE_ID',
      'prod_123',
      'STRIPE_PRICE_ID="prod_123" is not allowed: use a Stripe price id, price_… (default: unset).',
    ],
    [
      'STRIPE_WEBHOOK_SECRET',
      'secret',
      'STRIPE_WEBHOOK_SECRET (set, value hidden) is not allowed: use a webhook signing secret, whsec_… (default: unset).',
    ],
    [
      'STRIPE_API_URL',
      'localhost:12111',
      'STRIPE_API_URL="localhost:12111" is not allowed: use an http:// or https:// host without a path ' +
        "(default: Stripe's API).",
    ],
  ])('refuses a malformed %s', (name, value, message) => {
    expect(() => loadConfig({ ...base, ...stripeKeys, [name]: value })).toThrow(new ConfigError(message));
  });
});

describe('session inactivity timeout', () => {
  it('refuses a session after 60 idle minutes unless SESSION_IDLE_MINUTES says otherwise', () => {
    expect(loadConfig({ ...base }).sessionIdleMs).toBe(60 * 60_000);
    expect(loadConfig({ ...base, SESSION_IDLE_MINUTES: '15' }).sessionIdleMs).toBe(15 * 60_000);
  });

  it.each(['4', '481', 'soon'])('refuses SESSION_IDLE_MINUTES=%s: 5 minutes to the 8-hour token lifetime', (value) => {
    expect(() => loadConfig({ ...base, SESSION_IDLE_MINUTES: value })).toThrow(
      new ConfigError(
        `SESSION_IDLE_MINUTES="${value}" is not allowed: use a whole number from 5 to 480 (default: 60).`,
      ),
    );
  });
});

describe('HTTP time-outs', () => {
  it('gives a request 2 minutes, its headers 20 s and an idle kept-alive connection 72 s by default', () => {
    expect(loadConfig(base).http).toEqual({ requestMs: 120_000, headersMs: 20_000, keepAliveMs: 72_000 });
  });

  it('takes other values, and refuses a headers time-out longer than the request’s or under a second', () => {
    const env = {
      HTTP_REQUEST_TIMEOUT_MS: '300000',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
    };
    expect(loadConfig({ ...base, ...env }).http).toEqual({ requestMs: 300_000, headersMs: 5_000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ ...base, HTTP_REQUEST_TIMEOUT_MS: '10000', HTTP_HEADERS_TIMEOUT_MS: '20000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS (20000) must not be longer than HTTP_REQUEST_TIMEOUT_MS (10000): the headers are part of the request.',
    );
    expect(() => loadConfig({ ...base, HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow(
      new ConfigError(
        'HTTP_HEADERS_TIMEOUT_MS="0" is not allowed: use a whole number from 1000 to 300000 (default: 20000).',
      ),
    );
  });
});

describe('site name', () => {
  it('names the product in its mails Baseline unless SITE_NAME says otherwise', () => {
    expect(loadConfig(base).siteName).toBe('Baseline');
    expect(loadConfig({ ...base, SITE_NAME: 'Court Notes' }).siteName).toBe('Court Notes');
  });

  it.each([' Baseline', 'Base\nline', 'x'.repeat(101)])('refuses SITE_NAME=%j', (value) => {
    expect(() => loadConfig({ ...base, SITE_NAME: value })).toThrow(
      `is not allowed: use a name of at most 100 characters on one line, without spaces at either end (default: Baseline).`,
    );
  });
});

describe('API reference', () => {
  const production = { ...base, ...productionMail, ...stripeKeys, NODE_ENV: 'production' };

  it('is served in development and tests, not in production, unless API_DOCS says otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('refuses any other value', () => {
    expect(() => loadConfig({ ...base, API_DOCS: 'yes' })).toThrow(
      new ConfigError('API_DOCS="yes" is not allowed: use on or off (default: on, or off in production).'),
    );
  });
});
