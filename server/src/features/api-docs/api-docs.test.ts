import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { errorResponses } from '@baseline/contract';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import type { DocumentedAccess } from './operation-docs.js';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string }>;
  security?: Record<string, string[]>[];
  description?: string;
  'x-access'?: DocumentedAccess;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}
interface SchemaWithProperties {
  properties?: Record<string, unknown>;
  required?: string[];
}

const ACCESS_LEVELS: DocumentedAccess[] = ['anonymous', 'member', 'subscriber', 'admin'];
/** One route per access level, as the route table declares them, so the mapping is seen on each. */
const ACCESS_PROBE = '/api/test-only/access/';

/** The reference's own routes, and the files of Swagger UI: what the document describes, not part of it. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

function accessOf(route: RouteOptions): unknown {
  return (route.config as { access?: unknown } | undefined)?.access;
}

/** Fastify's `/api/x/:id` is OpenAPI's `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the API reference', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      'sqlite',
      {},
      {
        onRoute: (route) => routes.push(route),
        extraRoutes: (app) => {
          for (const access of ACCESS_LEVELS) {
            app.get(
              `${ACCESS_PROBE}${access}`,
              {
                config: { access },
                schema: { response: { 200: Type.Object({}), ...errorResponses(401) } },
              },
              () => ({}),
            );
          }
          return Promise.resolve();
        },
      },
    );
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every registered route with one method each, as the document lists them; HEAD is GET's automatic twin. */
  const documentedRoutes = () =>
    routes
      .filter((route) => !isDocsRoute(route.url))
      .flatMap((route) => [route.method].flat().map((method) => ({ route, method })))
      .filter(({ method }) => method !== 'HEAD');

  it('serves an OpenAPI 3.1 document at /api/openapi.json, the one the reference page reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(await new Validator().validate({ ...document })).toEqual({ valid: true });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('documents every registered route, with its parameters, body and every answer it declares', () => {
    expect(documentedRoutes().length).toBeGreaterThan(40);
    for (const { route, method } of documentedRoutes()) {
      const name = `${method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (!operation) continue;

      const schema = route.schema as
        | {
            params?: SchemaWithProperties;
            querystring?: SchemaWithProperties;
            body?: unknown;
            response?: Record<string, unknown>;
          }
        | undefined;
      const parameters = (operation.parameters ?? []).map((parameter) => `${parameter.in} ${parameter.name}`);
      for (const [where, given] of [
        ['path', schema?.params],
        ['query', schema?.querystring],
      ] as const) {
        for (const key of Object.keys(given?.properties ?? {})) expect(parameters, name).toContain(`${where} ${key}`);
      }
      if (schema?.body !== undefined) expect(operation.requestBody?.content, name).toHaveProperty(['application/json']);

      // Every status the route declares, its 4xx refusals among them, and none it does not.
      expect(Object.keys(operation.responses).sort(), name).toEqual(Object.keys(schema?.response ?? {}).sort());
    }
  });

  it('names each answer by its status', () => {
    const diarySave = document.paths['/api/diary']?.post;
    expect(diarySave?.responses['409']?.description).toBe('Conflict');
    expect(diarySave?.responses['401']?.description).toBe('Unauthorized');
  });

  it.each(ACCESS_LEVELS)("documents a route's access from its config.access: %s", (access) => {
    const operation = document.paths[`${ACCESS_PROBE}${access}`]?.get;
    expect(operation?.['x-access']).toBe(access);
    expect(operation?.description).toMatch(/^Access: /);
    expect(operation?.security).toEqual(access === 'anonymous' ? [] : [{ bearer: [] }]);
  });

  it('documents every route with its access: bearer security for members, subscribers and admins', () => {
    const application = documentedRoutes().filter(({ route }) => !route.url.startsWith(ACCESS_PROBE));
    for (const { route, method } of application) {
      const name = `${method} ${route.url}`;
      const access = accessOf(route);
      expect(ACCESS_LEVELS, `${name} states no access`).toContain(access);
      const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
      expect(operation?.['x-access'], name).toBe(access);
      expect(operation?.security, name).toEqual(access === 'anonymous' ? [] : [{ bearer: [] }]);
    }
  });

  it('serves the reference page and its files from this origin, under the same security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file).toMatch(/^\/api\/docs\/static\//);
      expect((await t.app.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
  });
});

describe('with API_DOCS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { API_DOCS: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/api/openapi.json', '/api/docs', '/api/docs/json'])('answers %s as any unknown API path', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: `Not found: GET ${url}` });
  });
});
