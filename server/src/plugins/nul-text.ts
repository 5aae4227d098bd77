import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

/**
 * No body of this API nests deeper than a few levels (a diary day: day → notes → tab → tags). JSON.parse
 * takes any depth, but every walk after it (this one, validation, serialisation) must not recurse without
 * end: a body 10,000 levels deep overflowed the stack and answered 500 on public routes.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = 'The request body is nested too deeply.';

/**
 * Removes NUL characters from every string of a request's body, query and params before validation, and
 * refuses a body nested deeper than MAX_BODY_DEPTH. PostgreSQL cannot store NUL in text (it answers an
 * error, which became a 500), SQLite can, and no form can type one: dropping it gives both dialects the
 * same text and the client a normal answer.
 */
export function registerNulStripping(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.body !== undefined) request.body = withoutNul(request.body);
      // The query and path parameters are decoded from the address, where a NUL arrives as `%00` (Node's
      // parser refuses a raw one): most requests have none, and their query and parameters are not walked.
      if (request.url.includes('%00') || request.url.includes('\u0000')) {
        request.query = withoutNul(request.query);
        request.params = withoutNul(request.params);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

type Container = Record<string, unknown> | unknown[];

/** Walks with a stack of its own rather than recursion, so no input can overflow the call stack. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return stripNul(value);
  if (!isContainer(value)) return value;
  const pending: Array<{ container: Container; depth: number }> = [{ container: value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { container, depth } = next;
    if (depth > MAX_BODY_DEPTH) throw new HttpError(400, BODY_TOO_DEEP);
    const entries = container as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const item = entries[key];
      if (typeof item === 'string') entries[key] = stripNul(item);
      else if (isContainer(item)) pending.push({ container: item, depth: depth + 1 });
    }
  }
  return value;
}

function stripNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/** Raw bodies (the Stripe webhook's signed bytes) stay exactly as sent. */
function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object' && !Buffer.isBuffer(value);
}
