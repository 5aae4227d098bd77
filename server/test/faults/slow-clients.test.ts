import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-app.js';

/**
 * Clients that send slowly or not at all, over a real socket (inject has none). The time-outs are set to
 * their smallest allowed values so each case takes a second or two; the defaults are the same mechanism. Each
 * case checks that the server waited at least its time-out and then cut the client; a server that never cut it
 * fails by the test's own time-out (the client never stops sending, or never closes).
 * SQLite only: no database is involved in how long the server waits for a client.
 */
describe('slow clients', () => {
  const timeouts = {
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
  };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', timeouts);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A socket that records what the server sent and when it closed the connection. */
  function openSocket(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      const opened = Date.now();
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', () => undefined);
      const closed = new Promise<number>((done) =>
        socket.on('close', () => {
          done(Date.now() - opened);
        }),
      );
      socket.on('connect', () => {
        resolve({ socket, received: () => text, closed });
      });
    });
  }

  it('cuts a body trickled one byte at a time once the request time-out is over', async () => {
    const { socket, received, closed } = await openSocket();
    const body = JSON.stringify({ username: 'trickler', password: 'x'.repeat(200) });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++] ?? '');
    }, 100);
    const lasted = await closed;
    clearInterval(trickle);
    expect(sent).toBeLessThan(body.length);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    // Cut after the 2 s time-out (on Node's next check of late requests, every 500 ms here), before the body's
    // end: the trickle would take 20 s. No upper bound on the time: how soon the check runs depends on the load.
    expect(lasted).toBeGreaterThanOrEqual(2_000);
  });

  it('cuts a client that never finishes its headers once the headers time-out is over', async () => {
    const { socket, received, closed } = await openSocket();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const keepSending = setInterval(() => socket.destroyed || socket.write('X-Slow: 1\r\n'), 100);
    const lasted = await closed;
    clearInterval(keepSending);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(lasted).toBeGreaterThanOrEqual(1_000);
  });

  it('answers a complete request, then closes the idle kept-alive connection after its time-out', async () => {
    const { socket, received, closed } = await openSocket();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const lasted = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received()).toContain('Keep-Alive: timeout=1');
    expect(lasted).toBeGreaterThanOrEqual(1_000);
  });
});
