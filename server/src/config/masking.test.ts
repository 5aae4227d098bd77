import { describe, expect, it } from 'vitest';
import { maskUrl, shownVariable } from './masking.js';

describe('masking configuration values', () => {
  it.each([
    ['postgres://baseline:s3cr3t@db.internal:5432/baseline', 'postgres://baseline:***@db.internal:5432/baseline'],
    ['redis://:s3cr3t@cache:6379', 'redis://:***@cache:6379'],
    ['smtps://mailer:p%40ss:w0rd@smtp.example.com:465', 'smtps://mailer:***@smtp.example.com:465'],
    ['smtp://mailer:p@ss@smtp.example.com', 'smtp://mailer:***@smtp.example.com'],
    ['postgres://db/base?user=app&password=s3cr3t&ssl=true', 'postgres://db/base?user=app&password=***&ssl=true'],
    ['/reset-password?token=abc.def&lang=en', '/reset-password?token=***&lang=en'],
    ['redis://cache:6379', 'redis://cache:6379'],
    ['postgres://baseline@db/base', 'postgres://baseline@db/base'],
  ])('shows %s as %s', (value, shown) => {
    expect(maskUrl(value)).toBe(shown);
  });

  it('shows a key, a password or a secret only as set, never its value', () => {
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'API_TOKEN']) {
      expect(shownVariable(name, 'hunter2-value')).toBe(`${name} (set, value hidden)`);
    }
    expect(shownVariable('DATABASE_URL', 'postgres://u:hunter2@db/x')).toBe('DATABASE_URL="postgres://u:***@db/x"');
    expect(shownVariable('NODE_ENV', 'prod')).toBe('NODE_ENV="prod"');
  });
});
