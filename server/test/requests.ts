import { expect } from 'vitest';
import type { TestApp } from './build-app.js';

export interface JsonRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
}

/** Every JSON route refuses a body that is not JSON (400) or is over the 1 MiB limit (413), with `{ error }`. */
export async function expectMalformedBodiesRefused(t: TestApp, route: JsonRoute): Promise<void> {
  const headers = { ...route.headers, 'content-type': 'application/json' };
  const malformed = await t.app.inject({ ...route, headers, payload: '{"username": "x",' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });

  const oversized = await t.app.inject({
    ...route,
    headers,
    payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
  });
  expect(oversized.statusCode).toBe(413);
  expect(oversized.json()).toEqual({ error: 'The request body is too large.' });
}
