import { shownVariable } from './masking.js';

/**
 * What to tell an operator about a bad variable: the allowed form, read from its schema where the schema
 * says it plainly (a list of values, a number range, a length), written here where it is a pattern; and
 * the default, the schema's own or, for a variable that may stay unset, what happens then.
 */
const FORMS: Partial<Record<string, string>> = {
  DATABASE_URL: 'postgres://user:pass@host:5432/db or sqlite:/path/to/file.sqlite',
  PUBLIC_URL: 'the http:// or https:// address users reach the app at',
  SMTP_URL: 'smtp://user:pass@host:587 or smtps://…',
  REDIS_URL: 'redis://host:6379 or rediss://…',
  TRUST_PROXY: 'true, false, or the proxy addresses/CIDRs separated by commas',
  STRIPE_SECRET_KEY: 'a Stripe secret key, sk_test_… or sk_live_… (or a restricted rk_…)',
  STRIPE_PRICE_ID: 'a Stripe price id, price_…',
  STRIPE_WEBHOOK_SECRET: 'a webhook signing secret, whsec_…',
  STRIPE_API_URL: 'an http:// or https:// host without a path',
  ATP_CALENDAR_URL: 'an http:// or https:// URL',
  ATP_DRAWS_URL: 'an http:// or https:// URL',
  TENNIS_DEMO_TODAY: 'a day as YYYY-MM-DD',
  SITE_NAME: 'a name of at most 100 characters on one line, without spaces at either end',
};

const WHEN_UNSET: Partial<Record<string, string>> = {
  DATABASE_URL: 'a SQLite file in DATA_DIR',
  PUBLIC_URL: 'http://$HOST:$PORT (localhost for 0.0.0.0)',
  JWT_SECRET: 'generated once into DATA_DIR',
  ADMIN_PASSWORD: 'generated and printed once',
  SMTP_URL: 'unset, mail goes to the local outbox',
  REDIS_URL: 'unset, in memory',
  WEB_DIST_DIR: 'web/dist',
  API_DOCS: 'on, or off in production',
  STRIPE_SECRET_KEY: 'unset, the offline test checkout',
  STRIPE_PRICE_ID: 'unset',
  STRIPE_WEBHOOK_SECRET: 'unset',
  STRIPE_API_URL: "Stripe's API",
  DEMO_PASSWORD: 'generated and printed once',
  TENNIS_DEMO_TODAY: "unset, the real clock's day",
};

/** The parts of a variable's JSON schema that say what it accepts. */
export interface VariableSchema {
  anyOf?: VariableSchema[];
  const?: unknown;
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: string | number;
}

/** E.g. `NODE_ENV="prod" is not allowed: use development, production or test (default: development).` */
export function invalidVariableMessage(name: string, value: string, schema: VariableSchema): string {
  const form = FORMS[name] ?? formOf(schema);
  const fallback = schema.default === undefined ? (WHEN_UNSET[name] ?? 'unset') : String(schema.default);
  return `${shownVariable(name, value)} is not allowed: use ${form} (default: ${fallback}).`;
}

function formOf(schema: VariableSchema): string {
  const values = schema.anyOf?.map((option) => option.const);
  if (values?.every((value) => typeof value === 'string')) return oneOf(values);
  if (schema.type === 'integer') return `a whole number from ${schema.minimum ?? 0} to ${schema.maximum ?? '∞'}`;
  if (schema.format === 'email') return 'an e-mail address';
  if (schema.pattern !== undefined) return `a value matching ${schema.pattern}`;
  if (schema.maxLength !== undefined) return `${schema.minLength ?? 0} to ${schema.maxLength} characters`;
  const least = schema.minLength ?? 1;
  return `at least ${least} character${least === 1 ? '' : 's'}`;
}

function oneOf(values: string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`;
}
