import type { FastifyInstance } from 'fastify';

/**
 * Removes NUL characters from every string of a request's body, query and params before validation.
 * PostgreSQL cannot store NUL in text (it answers an error, which became a 500), SQLite can, and no
 * form can type one: dropping it gives both dialects the same text and the client a normal answer.
 */
export function registerNulStripping(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    request.body = withoutNul(request.body);
    request.query = withoutNul(request.query);
    request.params = withoutNul(request.params);
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
