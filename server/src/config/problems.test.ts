import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const DATA_DIR = '/tmp/baseline-config-problems';
const STRONG_SECRET = 'q8Vt3LxZp0Rw7Nc2Hy5Bk9Md4Fs6Gj1A';
const production = {
  DATA_DIR,
  NODE_ENV: 'production',
  JWT_SECRET: STRONG_SECRET,
  SMTP_URL: 'smtps://baseline:mail-pass@smtp.example.com:465',
  PUBLIC_URL: 'https://baseline.example',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PRICE_ID: 'price_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('The configuration was accepted.');
}

describe('configuration problems', () => {
  it('reports every invalid variable at once, each with its allowed values or form and its default', () => {
    const problems = problemsOf({
      DATA_DIR,
      NODE_ENV: 'prod',
      PORT: '70000',
      LOG_LEVEL: 'loud',
      ADMIN_EMAIL: 'admin',
      DATABASE_URL: 'mysql://root:db-pass@db.internal/baseline',
      ALLOW_INSECURE_PUBLIC_URL: 'yes',
    });
    expect(problems).toEqual([
      'NODE_ENV="prod" is not allowed: use development, production or test (default: development).',
      'PORT="70000" is not allowed: use a whole number from 1 to 65535 (default: 3000).',
      'DATABASE_URL="mysql://root:***@db.internal/baseline" is not allowed: use postgres://user:pass@host:5432/db ' +
        'or sqlite:/path/to/file.sqlite (default: a SQLite file in DATA_DIR).',
      'ALLOW_INSECURE_PUBLIC_URL="yes" is not allowed: use 0 or 1 (default: 0).',
      'ADMIN_EMAIL="admin" is not allowed: use an e-mail address (default: admin@localhost.localdomain).',
      'LOG_LEVEL="loud" is not allowed: use fatal, error, warn, info, debug, trace or silent (default: info).',
    ]);
  });

  it('never shows a secret, not even a bad one, nor a password inside a URL', () => {
    const secrets = ['short-jwt', 'pk_live_leaked', 'not-a-whsec', 'tiny', 'db-pass', 'redis-pass', 'mail-pass'];
    const problems = problemsOf({
      DATA_DIR,
      NODE_ENV: 'production',
      JWT_SECRET: 'short-jwt',
      STRIPE_SECRET_KEY: 'pk_live_leaked',
      STRIPE_WEBHOOK_SECRET: 'not-a-whsec',
      ADMIN_PASSWORD: 'tiny',
      DATABASE_URL: 'mysql://root:db-pass@db.internal/baseline',
      REDIS_URL: 'http://:redis-pass@cache:6379',
      SMTP_URL: 'smpt://mailer:mail-pass@smtp.example.com',
      PUBLIC_URL: 'https://baseline.example',
    });
    const text = problems.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(problems).toEqual(
      expect.arrayContaining([
        'JWT_SECRET is too weak for production: use at least 32 random characters.',
        expect.stringMatching(/^STRIPE_SECRET_KEY \(set, value hidden\) is not allowed: /) as string,
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET \(set, value hidden\) is not allowed: /) as string,
        expect.stringMatching(/^ADMIN_PASSWORD \(set, value hidden\) is not allowed: /) as string,
        expect.stringMatching(/^REDIS_URL="http:\/\/:\*\*\*@cache:6379" is not allowed: /) as string,
        expect.stringMatching(/^SMTP_URL="smpt:\/\/mailer:\*\*\*@smtp.example.com" is not allowed: /) as string,
      ]),
    );
  });

  it('takes the documented defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR, JWT_SECRET: 'x' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      redisUrl: undefined,
      stripe: undefined,
      logLevel: 'info',
      trustProxy: false,
      database: { kind: 'sqlite', file: `${DATA_DIR}/baseline.sqlite` },
    });
  });
});

describe('production', () => {
  it('starts with mail, an https public address, a strong secret and Stripe', () => {
    expect(loadConfig(production)).toMatchObject({ env: 'production', publicUrl: 'https://baseline.example' });
  });

  it('refuses to start without SMTP_URL, saying why', () => {
    expect(problemsOf({ ...production, SMTP_URL: undefined })).toEqual([
      'SMTP_URL must be set in production: password resets and registration approvals must reach people ' +
        '(smtp://user:pass@host:587 or smtps://…); the local outbox is for development and tests.',
    ]);
  });

  it('refuses a public address left unset', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: undefined })).toEqual([
      'PUBLIC_URL must be set in production to the https:// address users reach the app at (links in mails use it).',
    ]);
  });

  it.each(['http://baseline.example', 'https://localhost:3000', 'https://127.0.0.1', 'https://[::1]:8443'])(
    'refuses the public address %s unless ALLOW_INSECURE_PUBLIC_URL=1',
    (publicUrl) => {
      expect(problemsOf({ ...production, PUBLIC_URL: publicUrl })).toEqual([
        `PUBLIC_URL="${publicUrl}" is refused in production: links in mails must use https:// and a host others ` +
          'can reach, not localhost. Set ALLOW_INSECURE_PUBLIC_URL=1 to allow it anyway.',
      ]);
      const allowed = loadConfig({ ...production, PUBLIC_URL: publicUrl, ALLOW_INSECURE_PUBLIC_URL: '1' });
      expect(allowed.publicUrl).toBe(publicUrl);
    },
  );

  it('reports every refusal together', () => {
    expect(problemsOf({ DATA_DIR, NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET must be set in production (a random string of at least 32 characters).',
      expect.stringMatching(/^SMTP_URL must be set in production/) as string,
      expect.stringMatching(/^PUBLIC_URL must be set in production/) as string,
      expect.stringMatching(/^Stripe is not configured/) as string,
    ]);
  });

  it('leaves the development and test modes free of these demands', () => {
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'test', JWT_SECRET: 'x' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR, JWT_SECRET: 'x', PUBLIC_URL: 'http://localhost:4000' }).publicUrl).toBe(
      'http://localhost:4000',
    );
  });
});
