import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { adminCredentials } from './env.js';

/** One Playwright worker's own server: its address, and the folders nothing else shares. */
export interface E2EServer {
  /** Where this worker's pages, API calls and mail links go (the server's PUBLIC_URL). */
  url: string;
  /** The server's DATA_DIR: its SQLite database and its mail outbox (`outbox/`, read by support/outbox.ts). */
  dataDir: string;
  /** The copy of web/dist the server serves: pwa.spec.ts changes its sw.js to play a new deployment. */
  webDistDir: string;
}

/** The first worker's port (E2E_PORT, 3210 by default); worker n listens on that port + n. */
export function basePort(): number {
  const text = process.env.E2E_PORT ?? '3210';
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`E2E_PORT is not a port: "${text}"`);
  return port;
}

const e2eDir = path.resolve(import.meta.dirname, '..');
const serverMain = path.resolve(e2eDir, '../server/dist/main.js');
const builtWeb = path.resolve(e2eDir, '../web/dist');
const exitWithWorker = path.resolve(import.meta.dirname, 'exit-with-worker.mjs');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;
const KEPT_LINES = 40;

/**
 * Starts the built server (server/dist/main.js) for the worker whose parallel index is `index`, on
 * basePort() + index, on SQLite in a fresh temporary folder that also holds its copy of the web build, and
 * waits for /api/health. Its standard error is passed on, each line marked with the port. A server that
 * exits or does not answer in time fails with why, and its last lines.
 */
export async function startServer(index: number): Promise<{ server: E2EServer; stop: () => Promise<void> }> {
  const port = basePort() + index;
  const url = `http://localhost:${port}`;
  for (const built of [serverMain, builtWeb]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build at the root first.`);
  }
  if (await answersHealth(url)) {
    throw new Error(`${url} is already used: stop what listens on port ${port}, or set E2E_PORT to another base.`);
  }
  const root = mkdtempSync(path.join(tmpdir(), `baseline-e2e-${index}-`));
  const server: E2EServer = { url, dataDir: path.join(root, 'data'), webDistDir: path.join(root, 'web') };
  mkdirSync(server.dataDir);
  cpSync(builtWeb, server.webDistDir, { recursive: true });

  const child = spawn(process.execPath, ['--import', pathToFileURL(exitWithWorker).href, serverMain], {
    // The folder Playwright's webServer started it from: the server reads a .env file there, if any.
    cwd: e2eDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: server.dataDir,
      WEB_DIST_DIR: server.webDistDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      PUBLIC_URL: url,
      CONTACT_EMAIL: 'legal@baseline.test',
      // The tests stand for many visitors: see fixtures.ts.
      TRUST_PROXY: '127.0.0.1,::1',
      // The demo season on a fixed day, so that what is live or past does not depend on the real date
      // (tennis-seasons.spec.ts sets the browser's clock to the same day).
      TENNIS_DEMO_TODAY: '2027-03-12',
    },
    // stdin stays open for exit-with-worker.mjs; stdout is the server's info log, off at LOG_LEVEL=warn.
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const lastLines: string[] = [];
  let pending = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      lastLines.push(line);
      if (lastLines.length > KEPT_LINES) lastLines.shift();
      process.stderr.write(`[e2e server :${port}] ${line}\n`);
    }
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(signal ? `was killed by ${signal}` : `exited with code ${String(code)}`);
    });
    child.once('error', (error) => {
      resolve(`could not be started: ${error.message}`);
    });
  });

  // A worker made to exit before its fixtures' teardown (stopped mid-start, or past Playwright's grace period)
  // still takes its server and folder with it.
  const onWorkerExit = () => {
    child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onWorkerExit);
  const stop = async (): Promise<void> => {
    process.off('exit', onWorkerExit);
    await stopProcess(child, exited);
    rmSync(root, { recursive: true, force: true });
  };
  const waiting = new AbortController();
  const failure = await Promise.race([
    waitForHealth(url, waiting.signal).then(() => undefined),
    exited,
    delay(STARTUP_TIMEOUT_MS, undefined, { signal: waiting.signal }).then(
      () => `did not answer ${url}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s`,
      () => undefined,
    ),
  ]);
  waiting.abort();
  if (failure !== undefined) {
    await stop();
    const output = [...lastLines, pending].filter((line) => line !== '').join('\n  ');
    throw new Error(
      `The e2e server of worker ${index} (${url}, node ${serverMain}) ${failure}.\n` +
        (output ? `Its last output:\n  ${output}` : 'It wrote nothing to standard error.'),
    );
  }
  return { server, stop };
}

/** SIGTERM (the server's graceful stop), then SIGKILL if it has not exited after STOP_GRACE_MS. */
async function stopProcess(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Asks every 100 ms until the server answers, or until `signal` gives up (rejecting). */
async function waitForHealth(url: string, signal: AbortSignal): Promise<void> {
  while (!(await answersHealth(url))) await delay(100, undefined, { signal });
}
