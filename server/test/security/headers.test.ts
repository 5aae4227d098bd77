import { CHARTS, TEMPLATE_ERRORS } from '@baseline/contract';
import { rmSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { createActor, type Actor } from './actors.js';
import { registeredRoutes } from './routes.js';
import { createWebDist } from './web-dist.js';

const EVIL_ORIGIN = 'https://evil.example';
const TOO_LARGE = { error: 'The request body is too large.' };
const MIB = 1024 * 1024;

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  for (const values of csp.values()) {
    expect(values).not.toContain("'unsafe-inline'");
    expect(values).not.toContain("'unsafe-eval'");
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
}

describe.each(dialects)('security headers, CORS and body limits (%s)', (dialect) => {
  let t: TestApp;
  let webDist: string;
  let admin: Actor;
  beforeAll(async () => {
    webDist = createWebDist();
    t = await buildTestApp(dialect, { WEB_DIST_DIR: webDist });
    admin = await createActor(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const answers: [string, (actor: Actor) => InjectOptions, number][] = [
    ['API JSON', () => ({ method: 'GET', url: '/api/health' }), 200],
    ['authenticated API JSON', (a) => ({ method: 'GET', url: '/api/auth/me', headers: a.headers }), 200],
    ['API refusal', () => ({ method: 'GET', url: '/api/auth/me' }), 401],
    ['unknown API route', () => ({ method: 'GET', url: '/api/no-such-thing' }), 404],
    ['index.html', () => ({ method: 'GET', url: '/' }), 200],
    ['deep link to a client route', () => ({ method: 'GET', url: '/diary/2026-05-04' }), 200],
    ['hashed asset', () => ({ method: 'GET', url: '/assets/index-abc123.js' }), 200],
    ['static file', () => ({ method: 'GET', url: '/favicon.svg' }), 200],
    ['HEAD of a page', () => ({ method: 'HEAD', url: '/' }), 200],
    ['POST to a page', () => ({ method: 'POST', url: '/diary' }), 404],
    ['malformed address (refused before routing)', () => ({ method: 'GET', url: '/api/test-checkout/%ED%A0%80' }), 400],
    [
      'over-long path parameter (refused before routing)',
      (a) => ({ method: 'GET', url: `/api/player-notes/${'x'.repeat(200)}`, headers: a.headers }),
      414,
    ],
  ];

  it.each(answers)('puts the security headers on: %s', async (_name, request, status) => {
    const res = await t.app.inject({ ...request(admin), headers: { ...request(admin).headers, origin: EVIL_ORIGIN } });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers what Fastify refuses before routing like every other refusal, without echoing the address', async () => {
    const malformed = await t.app.inject('/api/test-checkout/%ED%A0%80');
    expect(malformed.json()).toEqual({ error: 'The address is not valid.' });
    const overLong = await t.app.inject({ url: `/api/player-notes/${'x'.repeat(200)}`, headers: admin.headers });
    expect(overLong.json()).toEqual({ error: 'The address is too long.' });
    for (const res of [malformed, overLong]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks every API answer no-store, signed in or not, and lets hashed assets be cached', async () => {
    for (const url of ['/api/auth/me', '/api/diary/list', '/api/admin/requests', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('serves the service worker and the manifest as themselves, checked again on every visit', async () => {
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('addEventListener');
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Baseline' });
  });

  it('serves the web build’s source maps outside production', async () => {
    const res = await t.app.inject('/assets/index-abc123.js.map');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sources: ['../src/main.tsx'] });
  });

  it('refuses a CORS preflight from a foreign origin and never allows it to read an answer', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: EVIL_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...admin.headers, origin: EVIL_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('lists no directory, answers no TRACE and serves nothing from outside the web build', async () => {
    const index = (await t.app.inject('/')).body;
    for (const url of ['/assets/', '/assets', '/..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/.git/config']) {
      const res = await t.app.inject(url);
      expect({ url, body: res.body }).toEqual({ url, body: index });
    }
    const trace = await t.app.inject({ method: 'TRACE', url: '/api/health' });
    expect(trace.statusCode).toBe(404);
    expect(trace.body).not.toContain('authorization');
  });

  it('refuses the bodies a foreign page can send without a preflight (form, text, multipart)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/diary',
        headers: { ...admin.headers, origin: EVIL_ORIGIN, 'content-type': contentType },
        payload: 'date=2026-01-01&notes=',
      });
      expect({ contentType, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        contentType,
        status: 415,
        body: { error: 'Unsupported content type: send JSON.' },
      });
    }
  });

  it('refuses a body over the limit with 413 and JSON on every route that takes one', async () => {
    // The import reads files of up to IMPORT_LIMITS.bytes (256 MiB): its own tests send one over that limit.
    const writes = registeredRoutes(t.app).filter(
      (route) => !route.startsWith('GET ') && !route.startsWith('POST /api/import'),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      // The diary save carries images and has a larger limit of its own, a chart's writes a long chart's; a
      // chart's import is CSV.
      const csv = route === 'POST /api/charts/mcp';
      const limit =
        route === 'POST /api/diary' ? 12 * MIB : route.includes('/api/charts') ? CHARTS.saveRequestBytes : MIB;
      const res = await t.app.inject({
        method,
        url: url
          .replace(/:(id|chartId)\b/, '00000000-0000-4000-8000-000000000000')
          .replace(':sessionId', 'cs_test_000000000000'),
        headers: { ...admin.headers, 'content-type': csv ? 'text/csv' : 'application/json' },
        payload: JSON.stringify({ pad: 'x'.repeat(limit) }),
      });
      expect({ route, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        route,
        status: 413,
        // A template's writes name the templates' own limits instead (features/templates).
        body: /^(POST|PUT) \/api\/templates/.test(route) ? { error: TEMPLATE_ERRORS.requestTooLarge } : TOO_LARGE,
      });
      expectSecurityHeaders(res);
    }
  });
});

describe('security headers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://baseline.example',
      WEB_DIST_DIR: createWebDist(),
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_PRICE_ID: 'price_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_headers',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds HSTS for a year with subdomains, and upgrades insecure requests', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const res = await t.app.inject(url);
      expectSecurityHeaders(res);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('does not serve the web build’s source maps, only the code', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/INDEX-abc123.js.MAP',
      '/assets/index-abc123.js.map?v=1',
    ]) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        url,
        status: 404,
        body: { error: `Not found: GET ${url.split('?')[0] ?? ''}` },
      });
    }
    const code = await t.app.inject('/assets/index-abc123.js');
    expect(code.statusCode).toBe(200);
    expect(code.body).toBe('document.title = "Baseline";');
  });
});

describe('a web build without the service worker', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = createWebDist({ installable: false });
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 404 for /sw.js and the manifest, never the page in their place', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        url,
        status: 404,
        body: { error: `Not found: GET ${url}` },
      });
    }
  });
});
