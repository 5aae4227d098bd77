import Type from 'typebox';

/**
 * Every environment variable the server reads, with its default. The README's configuration table mirrors
 * this schema; bad values stop the start with one message per variable (config/variable-help.ts).
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: 'localhost' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres(ql)?://|sqlite:)' })),
  DB_CONNECT_TIMEOUT_S: Type.Integer({ minimum: 0, maximum: 3_600, default: 60 }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  ALLOW_INSECURE_PUBLIC_URL: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  SITE_NAME: Type.String({ maxLength: 100, pattern: '^\\S(.*\\S)?$', default: 'Baseline' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  SESSION_IDLE_MINUTES: Type.Integer({ minimum: 5, maximum: 480, default: 60 }),
  ADMIN_USERNAME: Type.String({ minLength: 1, maxLength: 64, default: 'admin' }),
  ADMIN_EMAIL: Type.String({ format: 'email', default: 'admin@localhost.localdomain' }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Baseline <no-reply@localhost.localdomain>' }),
  CONTACT_EMAIL: Type.String({ format: 'email', default: 'legal@baseline.example' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  TRUST_PROXY: Type.Union(
    [Type.Literal('true'), Type.Literal('false'), Type.String({ pattern: '^[0-9a-fA-F:.,/ ]+$' })],
    {
      default: 'false',
    },
  ),
  HTTP_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1_000, maximum: 3_600_000, default: 120_000 }),
  HTTP_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1_000, maximum: 300_000, default: 20_000 }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 1_000, maximum: 600_000, default: 72_000 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  WEB_DIST_DIR: Type.Optional(Type.String({ minLength: 1 })),
  API_DOCS: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_(test|live)_\\w+$' })),
  STRIPE_PRICE_ID: Type.Optional(Type.String({ pattern: '^price_\\w+$' })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_\\w+$' })),
  STRIPE_API_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s]+/?$' })),
  STRIPE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 80_000, default: 10_000 }),
  SUBSCRIPTION_PRICE_DISPLAY: Type.String({ minLength: 1, maxLength: 100, default: '£9.99 per month' }),
  SEED_DEMO: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  TENNIS_SOURCE: Type.Union([Type.Literal('demo'), Type.Literal('upstream')], { default: 'demo' }),
  TENNIS_DEMO_TODAY: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  ATP_CALENDAR_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    default: 'https://www.atptour.com/en/-/tournaments/calendar',
  }),
  ATP_DRAWS_URL: Type.String({ pattern: '^https?://[^\\s]+$', default: 'https://api.tennistv.com/tennis/v1' }),
  ATP_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 8_000 }),
});
export type Env = Type.Static<typeof EnvSchema>;
