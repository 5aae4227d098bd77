import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between the app and a real server (here PostgreSQL), which a test can cut
 * and restore to play a restart of that server without touching the shared one.
 */
export interface TcpProxy {
  port: number;
  /** Ends every open connection at once and refuses new ones, as a server going down does. */
  cut(): Promise<void>;
  /** Accepts connections and holds them without an answer, as a server that hangs does. */
  silence(): Promise<void>;
  /** Forwards connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

type Mode = 'forward' | 'silent';

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: Mode = 'forward';
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while cutting is the point, not a failure of the test.
    socket.on('error', () => undefined);
  };

  const listen = async () => {
    const next = createServer((client) => {
      track(client);
      if (mode === 'silent') return;
      const upstream = connect(targetPort, targetHost);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        resolve();
      });
    });
    const address = next.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    port = address.port;
    server = next;
  };

  const stopListening = async () => {
    const running = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (running) {
      await new Promise<void>((resolve) => {
        running.close(() => {
          resolve();
        });
      });
    }
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stopListening,
    async silence() {
      await stopListening();
      mode = 'silent';
      await listen();
    },
    async restore() {
      await stopListening();
      mode = 'forward';
      await listen();
    },
    close: stopListening,
  };
}
