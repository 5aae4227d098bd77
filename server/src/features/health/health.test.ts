import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { knownMigrations } from '../../db/migrate.js';
import { buildTestApp, createTestDatabase, dialects, type TestApp } from '../../../test/build-app.js';
import { redisUrl } from '../../../test/services.js';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe.each(dialects)('health and error handling (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers ok while the database answers, with the root package.json's version", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: rootPackage.version });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    await t.database.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The database is not answering.' });
  });

  it('is ready while the database answers, and live even when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', version: rootPackage.version });

    await t.database.db.destroy();
    const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ error: 'The database is not answering.' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: rootPackage.version });
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: POST /api/nothing-here' });
  });

  it('sends security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('keeps working after a query', async () => {
    const row = await sql<{ one: number }>`select 1 as one`.execute(t.database.db);
    expect(Number(row.rows[0]?.one)).toBe(1);
  });
});

describe.each(dialects)('readiness beyond the database (%s)', (dialect) => {
  it('is not ready while migrations are pending, naming them, and is once they have run', async () => {
    const database = await createTestDatabase(dialect, {}, { migratedUpTo: '2026-11-25-01-billing-open-checkout' });
    const app = await buildApp({ config: database.config, database: database.database, logger: false });
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        // Every migration after the one the database stopped at, as the migrator lists them.
        const pending = knownMigrations.slice(knownMigrations.indexOf('2026-11-25-01-billing-open-checkout') + 1);
        expect(pending[0]).toBe('2026-11-26-01-username-skeletons');
        expect(res.json()).toEqual({ error: `Database migrations are not applied: ${pending.join(', ')}.` });
      }
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

      await database.migrateRest();
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
        status: 'ok',
        version: rootPackage.version,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is not ready while the configured Redis does not answer, and says so', async () => {
    // Nothing listens on this port of the test machine's loopback.
    const t = await buildTestApp(dialect, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: 'Redis is not answering.' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({
        status: 'ok',
        version: rootPackage.version,
      });
    } finally {
      await t.close();
    }
  });

  it.runIf(redisUrl)('is ready when the configured Redis answers', async () => {
    const t = await buildTestApp(dialect, { REDIS_URL: redisUrl ?? '' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
        status: 'ok',
        version: rootPackage.version,
      });
    } finally {
      await t.close();
    }
  });
});
