import type { FastifyInstance } from 'fastify';

/**
 * Removes NUL characters from every string of a request's body, query and params before validation.
 * PostgreSQL cannot store NUL in text (it answers an error, which became a 500), SQLite can, and no
 * form can type one: dropping it gives both dialects the same text and the client a normal answer.
 */
export function registerNulStripping(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined) request.body = withoutNul(request.body);
    // The query and path parameters are decoded from the address, where a NUL arrives as `%00` (Node's
    // parser refuses a raw one): most requests have none, and their query and parameters are not walked.
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      request.query = withoutNul(request.query);
      request.params = withoutNul(request.params);
    }
    done();
  });
}

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  // Raw bodies (the Stripe webhook's signed bytes) stay exactly as sent.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = withoutNul(item);
  return value;
}
