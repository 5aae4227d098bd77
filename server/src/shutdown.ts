import closeWithGrace from 'close-with-grace';
import type { DatabaseHandle } from './db/database.js';
import type { AppInstance } from './lib/app-instance.js';

/**
 * How long a stop may take: the requests in flight finishing, the mail being sent, the databases closing.
 * Past it the process exits anyway, as it does at a second signal.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long a connection accepted just before the stop has to send its request. Node's `server.close()`
 * closes every connection that is not in the middle of a request, and one whose request has not arrived
 * yet counts as such: its client would see a reset instead of an answer.
 */
const LATE_REQUEST_MS = 500;

/**
 * The one way the server stops. The first SIGINT or SIGTERM (or an uncaught error) stops taking requests,
 * lets those in flight finish, stops the mail worker between two mails, closes Redis and the database and
 * logs 'shut down'; the log is written out as the process exits. A second signal exits at once.
 */
export function closeOnSignals(app: AppInstance, database: DatabaseHandle): void {
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: false,
      onSecondSignal: (signal) => {
        app.log.warn({ signal }, 'second signal: exiting now, without waiting for the shutdown to finish');
      },
      onSecondError: (error) => {
        app.log.fatal({ err: error }, 'another uncaught error while shutting down: exiting now');
      },
      onTimeout: (delay) => {
        app.log.error(`shutdown took longer than ${delay / 1000} s: exiting now`);
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.fatal({ err }, 'uncaught error: shutting down');
      else app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      await closeServer(app);
      await database.db.destroy();
      app.log.info('shut down');
    },
  );
}

/**
 * `app.close()`, which stops listening, waits for the requests in flight and runs the app's onClose hooks
 * (the mail worker, Redis), with idle connections closed only once a just-accepted one has had time to
 * send its request, and then again every moment as kept-alive ones finish theirs.
 */
async function closeServer(app: AppInstance): Promise<void> {
  const server = app.server;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  let sweeper: NodeJS.Timeout | undefined;
  const settled = setTimeout(() => {
    closeIdleConnections();
    sweeper = setInterval(closeIdleConnections, LATE_REQUEST_MS / 5);
  }, LATE_REQUEST_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(settled);
    clearInterval(sweeper);
  }
}
