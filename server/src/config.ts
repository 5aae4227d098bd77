import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Value from 'typebox/value';
import { CONFIG_RULES } from './config/rules.js';
import { EnvSchema, type Env } from './config/env-schema.js';
import { listenUrl } from './config/listen-url.js';
import { invalidVariableMessage, type VariableSchema } from './config/variable-help.js';
import { createDirectory } from './lib/create-directory.js';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** How long the start waits for the database to answer, trying again with a growing pause. */
  databaseConnectTimeoutMs: number;
  publicUrl: string;
  /** The product's name as its mails show it. */
  siteName: string;
  jwtSecret: Uint8Array;
  /** A session unused this long is refused (ASVS 7.3.1); the token's 8-hour lifetime still bounds it. */
  sessionIdleMs: number;
  admin: { username: string; email: string; password: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: false, true, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  logLevel: string;
  http: HttpTimeouts;
  /** Where the built web app lives; undefined when the API runs without it (tests). */
  webDistDir: string | undefined;
  /** Whether the API describes itself at /api/openapi.json and /api/docs. */
  apiDocs: boolean;
  /** Stripe when its keys are set; undefined means the offline test checkout. */
  stripe: StripeConfig | undefined;
  /** The price as the test checkout shows it. */
  subscriptionPriceDisplay: string;
  /** SEED_DEMO=1: a subscribed `demo` user with a few months of diary, made at start if missing. */
  demo: { enabled: boolean; password: string | undefined };
  /** Where tournaments and draws come from: the offline demo season, or ATP's services behind a cache. */
  tennis: TennisConfig;
}

/**
 * How long a client may take, so a slow or stalled one cannot hold a connection and its memory for ever
 * (Node's own request time-out is off in Fastify). The whole request, headers and body, must arrive within
 * `requestMs`, long enough for a 12 MiB diary save over a slow mobile link; the headers alone within
 * `headersMs`; an idle kept-alive connection is closed after `keepAliveMs`, longer than a proxy's usual 60 s
 * so the proxy, not us, closes first.
 */
export interface HttpTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
}

export type TennisConfig =
  | {
      source: 'demo';
      /** TENNIS_DEMO_TODAY: the day (YYYY-MM-DD) the demo season is shown on; undefined: the clock's day. */
      today: string | undefined;
    }
  | {
      source: 'upstream';
      /** ATP's calendars are `{calendarUrl}/tour` and `{calendarUrl}/challenger`. */
      calendarUrl: string;
      /** TennisTV's draws are `{drawsUrl}/tournaments/{id}/{year}/draws` (or a template with {id}, {year}). */
      drawsUrl: string;
      /** Every upstream call, connection to last byte. */
      timeoutMs: number;
    };

export interface StripeConfig {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API host than Stripe's (stripe-mock, the tests' fake); undefined means api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** Tests want a failure at once; elsewhere the SDK retries idempotent calls. */
  maxNetworkRetries: number;
  /** How long one call may take before it counts as Stripe being unavailable (the SDK's own default is 80 s). */
  timeoutMs: number;
}

/** Everything wrong with the configuration, one problem per line, none showing a secret. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.problems = list;
  }
}

const GENERATED_SECRET_FILE = 'jwt-secret';

/** Reads, checks and completes the configuration; throws a ConfigError naming every variable at fault. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    databaseConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_S * 1000,
    publicUrl,
    siteName: env.SITE_NAME,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? generatedSecret(dataDir)),
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    redisUrl: env.REDIS_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    http: httpTimeoutsFrom(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    apiDocs: (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    stripe: stripeFrom(env),
    subscriptionPriceDisplay: env.SUBSCRIPTION_PRICE_DISPLAY,
    demo: { enabled: env.SEED_DEMO === '1', password: env.DEMO_PASSWORD },
    tennis:
      env.TENNIS_SOURCE === 'demo'
        ? { source: 'demo', today: env.TENNIS_DEMO_TODAY }
        : {
            source: 'upstream',
            calendarUrl: env.ATP_CALENDAR_URL.replace(/\/+$/, ''),
            drawsUrl: env.ATP_DRAWS_URL.replace(/\/+$/, ''),
            timeoutMs: env.ATP_TIMEOUT_MS,
          },
  };
}

function httpTimeoutsFrom(env: Env): HttpTimeouts {
  return {
    requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** All three Stripe keys or none (a partial set is refused by config/rules.ts). */
function stripeFrom(env: Env): StripeConfig | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PRICE_ID: priceId, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (secretKey === undefined || priceId === undefined || webhookSecret === undefined) return undefined;
  return {
    secretKey,
    priceId,
    webhookSecret,
    api: env.STRIPE_API_URL === undefined ? undefined : apiHostFrom(env.STRIPE_API_URL),
    maxNetworkRetries: env.NODE_ENV === 'test' ? 0 : 2,
    timeoutMs: env.STRIPE_TIMEOUT_MS,
  };
}

function apiHostFrom(url: string): NonNullable<StripeConfig['api']> {
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return { host: hostname, port: port ? Number(port) : scheme === 'http' ? 80 : 443, protocol: scheme };
}

/** Every invalid variable, then every broken rule among the valid ones, reported together. */
function parseEnv(source: NodeJS.ProcessEnv): Env {
  const given = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => source[key] !== undefined && source[key] !== '')
      .map((key) => [key, source[key] as string]),
  );
  const candidate = Value.Default(EnvSchema, Value.Convert(EnvSchema, { ...given })) as Env;
  // Each variable on its own: the validator stops counting errors after a few, and every one is wanted.
  const invalid = new Set(
    Object.keys(given).filter((name) => !Value.Check(propertySchema(name), candidate[name as keyof Env])),
  );
  const problems = [...invalid].map((name) =>
    invalidVariableMessage(name, given[name] ?? '', propertySchema(name) as VariableSchema),
  );
  for (const rule of CONFIG_RULES) {
    if (rule.variables.some((name) => invalid.has(name))) continue;
    const problem = rule.problem(candidate);
    if (problem !== undefined) problems.push(problem);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return candidate;
}

function propertySchema(name: string) {
  return EnvSchema.properties[name as keyof Env];
}

function databaseFrom(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url ? url.replace(/^sqlite:(\/\/)?/, '') : path.join(dataDir, 'baseline.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** A development secret is made once and kept in DATA_DIR so tokens survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  createDirectory(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
