import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { settingsSummary } from './summary.js';

describe('settings summary', () => {
  it('names each service by kind and host, with no password, key or secret', () => {
    const secrets = [
      'db-pass',
      'redis-pass',
      'mail-pass',
      'sk_live_abc123',
      'whsec_abc',
      'q8Vt3LxZp0Rw7Nc2Hy5Bk9Md4Fs6Gj1A',
    ];
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/tmp/baseline-summary',
      JWT_SECRET: 'q8Vt3LxZp0Rw7Nc2Hy5Bk9Md4Fs6Gj1A',
      DATABASE_URL: 'postgres://baseline:db-pass@db.internal:5432/baseline',
      REDIS_URL: 'redis://:redis-pass@cache.internal:6379',
      SMTP_URL: 'smtps://mailer:mail-pass@smtp.example.com:465',
      PUBLIC_URL: 'https://baseline.example',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_PRICE_ID: 'price_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      TENNIS_SOURCE: 'upstream',
    });
    const { settings, message } = settingsSummary(config);
    expect(settings).toEqual({
      env: 'production',
      listen: '0.0.0.0:8080',
      publicUrl: 'https://baseline.example',
      database: 'PostgreSQL at db.internal:5432',
      cache: 'Redis at cache.internal:6379',
      mail: 'SMTP via smtp.example.com:465',
      payments: 'Stripe (live key)',
      tennis: 'upstream (www.atptour.com)',
    });
    expect(message).toBe(
      'Settings: production mode on 0.0.0.0:8080, public URL https://baseline.example; ' +
        'database PostgreSQL at db.internal:5432; cache Redis at cache.internal:6379; ' +
        'mail SMTP via smtp.example.com:465; payments Stripe (live key); tennis upstream (www.atptour.com).',
    );
    const written = JSON.stringify(settings) + message;
    for (const secret of secrets) expect(written).not.toContain(secret);
  });

  it('says when the server runs on its local stand-ins', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/baseline-summary', JWT_SECRET: 'x' });
    expect(settingsSummary(config).settings).toMatchObject({
      database: 'SQLite in /tmp/baseline-summary/baseline.sqlite',
      cache: 'in memory',
      mail: 'local outbox in /tmp/baseline-summary/outbox',
      payments: 'built-in test checkout',
      tennis: 'offline demo season',
    });
  });

  it('says which day a fixed-day demo is shown on', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/baseline-summary',
      JWT_SECRET: 'x',
      TENNIS_DEMO_TODAY: '2027-03-12',
    });
    expect(settingsSummary(config).settings.tennis).toBe('offline demo season on 2027-03-12');
  });
});
