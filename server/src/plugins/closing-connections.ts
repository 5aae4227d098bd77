import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, every answer says `Connection: close`, the ones in flight included (Fastify does
 * so only for requests that arrive after): a client then sends its next request on a new connection,
 * which the stopped server refuses, rather than on this one just as the server closes it (a reset).
 */
export function registerClosingConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback style: an async hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
