import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { Compile } from 'typebox/compile';
import { expect } from 'vitest';
import { importFiles } from './import-file-arbitraries.js';
import { mcpFiles } from './mcp-file-arbitraries.js';
import { mutatedValue, validValue, type Schema } from './schema-arbitraries.js';

/**
 * Cases per route in a run, valid and mutated together, from a new seed each run (fast-check's default; a
 * failure prints the seed to replay). FUZZ_RUNS lowers it for a quick local run or raises it for a deep one.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 500);

export interface FuzzRoute {
  method: string;
  url: string;
  schema: { params?: Schema; querystring?: Schema; body?: Schema; response?: Record<string, Schema> };
}

/** Collects every route with its schemas as the app registers it (pass `onRoute` to buildTestApp). */
export function routeCollector() {
  const routes = new Map<string, FuzzRoute>();
  return {
    routes,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          schema: (route.schema ?? {}) as FuzzRoute['schema'],
        });
      }
    },
  };
}

interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  /** A JSON value, raw text that is not JSON, or a file of another type (the import's zips, the Project's CSV). */
  body: { json: unknown } | { raw: string } | { file: Buffer; type: string } | undefined;
}

const stringParams = (schema: Schema | undefined, mutate: boolean) =>
  Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([key, property]) => [
      key,
      mutate ? fc.oneof(mutatedValue(property), fc.string({ unit: 'binary', maxLength: 30 })) : validValue(property),
    ]),
  );

/**
 * Routes whose valid requests hash or verify a password (some 30 ms of argon2 each): they get one valid
 * request in ten and mutations that the schema refuses, the others half valid requests and every kind
 * of mutation, so the suite keeps to its time without skipping any route.
 */
const HASHING_ROUTES = new Set(['POST /api/auth/login', 'PUT /api/users/change-password']);

/** Arrays and objects nested thousands deep: any recursive walk of a body overflows the stack on them. */
const deeplyNestedBodies = fc
  .record({ depth: fc.integer({ min: 1_000, max: 20_000 }), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) =>
    kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Valid requests half of the time; otherwise params, query or body (one of them) gone wrong. */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const { params, querystring, body } = route.schema;
  const hashing = HASHING_ROUTES.has(`${route.method} ${route.url}`);
  const takesBody = route.method !== 'GET';
  const valid = {
    params: fc.record(stringParams(params, false)),
    query: querystring ? (validValue(querystring) as fc.Arbitrary<Record<string, unknown>>) : fc.constant(undefined),
    body: takesBody ? validValue(body ?? {}).map((json) => ({ json })) : fc.constant(undefined),
  };
  const rawBodies = fc.oneof(
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '1', '"text"', '{"__proto__":{"isAdmin":true}}', '\u0000'),
    fc.string({ unit: 'binary', maxLength: 200 }),
    deeplyNestedBodies,
  );
  const mutations: fc.Arbitrary<FuzzRequest>[] = [];
  // Params and unknown query keys leave the body valid, which on a hashing route means argon2 again.
  if (!hashing) {
    mutations.push(
      fc.record({ ...valid, params: fc.record(stringParams(params, true)) }),
      fc.record({
        ...valid,
        query: fc.dictionary(
          fc.string({ maxLength: 12 }),
          fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.string())),
        ),
      }),
    );
  }
  if (querystring) {
    mutations.push(fc.record({ ...valid, query: mutatedValue(querystring) as fc.Arbitrary<Record<string, unknown>> }));
  }
  if (takesBody) {
    mutations.push(
      fc.record({ ...valid, body: mutatedValue(body ?? {}, hashing).map((json) => ({ json })) }),
      fc.record({ ...valid, body: rawBodies.map((raw) => ({ raw })) }),
    );
  }
  if (route.url.startsWith('/api/import')) mutations.push(fc.record({ ...valid, body: importFiles }));
  if (route.url === '/api/charts/mcp') mutations.push(fc.record({ ...valid, body: mcpFiles }));
  const validWeight = hashing ? 1 : 5;
  return fc.oneof(
    { weight: validWeight, arbitrary: fc.record(valid) },
    { weight: 10 - validWeight, arbitrary: fc.oneof(...mutations) },
  );
}

/** The request as Fastify's inject takes it. */
export function toInject(route: FuzzRoute, request: FuzzRequest): InjectOptions {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodePathSegment(stringify(request.params[name])),
  );
  const search = new URLSearchParams();
  if (request.query && typeof request.query === 'object' && !Array.isArray(request.query)) {
    for (const [key, value] of Object.entries(request.query)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, stringify(item));
    }
  }
  const query = search.toString();
  const options: InjectOptions = {
    method: route.method,
    url: query ? `${path}?${query}` : path,
  };
  if (request.body && 'file' in request.body) {
    options.headers = { 'content-type': request.body.type };
    options.payload = request.body.file;
  } else if (request.body) {
    options.headers = { 'content-type': 'application/json' };
    options.payload = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
  }
  return options;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which that refuses) becomes the bytes a
 * careless client would send for it, which are not valid UTF-8: exactly the input worth trying.
 */
function encodePathSegment(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            .map((byte) => `%${byte.toString(16)}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

function stringify(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a stack trace or an internal path looks like in a body. */
const LEAK = /(\n\s+at |node_modules|\/work\/|\/home\/|\/tmp\/|\.ts:\d+|\.js:\d+|Error: |SQLITE_|syntax error at)/;

/**
 * The answer never a 5xx, never leaking internals, and matching the schema the route declares for that
 * status; a status the route does not declare must be the app's `{ error }` refusal.
 */
export function expectWellFormed(route: FuzzRoute, options: InjectOptions, res: LightMyRequestResponse): void {
  const where = `${route.method} ${route.url} ← ${JSON.stringify({ url: options.url, payload: options.payload }).slice(0, 500)}`;
  expect(res.statusCode, `${where}\n${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(LEAK.test(res.body), `${where} leaks: ${res.body.slice(0, 300)}`).toBe(false);
  if (route.method === 'HEAD' || res.body === '') return;
  // A download that is not JSON (the Markdown export's zip, a chart's CSV) must at least be what it says it is.
  if (res.headers['content-type'] === 'application/zip') {
    expect(res.rawPayload.subarray(0, 2).toString('latin1'), `${where} is not a zip`).toBe('PK');
    return;
  }
  // A chart in the Match Charting Project's format is CSV, its first cell the matches file's first column.
  if (res.headers['content-type'] === 'text/csv; charset=utf-8') {
    expect(res.body.startsWith('match_id,'), `${where} is not the Project's CSV`).toBe(true);
    return;
  }
  const body: unknown = JSON.parse(res.body);
  const declared = route.schema.response?.[String(res.statusCode)];
  expect(
    checker(declared ?? ERROR_BODY)(body),
    `${where} answered ${res.statusCode}, not its schema: ${res.body.slice(0, 300)}`,
  ).toBe(true);
}

/** The app's refusal, exactly: Fastify's own error shape (with its internal `code`) must never get out. */
const ERROR_BODY: Schema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
  additionalProperties: false,
};
const checkers = new WeakMap<Schema, (value: unknown) => boolean>();

/** TypeBox's compiled check of the schema: the same answer as Value.Check, some fifty times faster. */
function checker(schema: Schema): (value: unknown) => boolean {
  let check = checkers.get(schema);
  if (!check) {
    const compiled = Compile(schema as Parameters<typeof Compile>[0]);
    check = (value) => compiled.Check(value);
    checkers.set(schema, check);
  }
  return check;
}
