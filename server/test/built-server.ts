import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Room for a start (migrations, the admin's password hash) on a machine busy with the other test files. */
export const BUILT_SERVER_TEST_TIMEOUT_MS = 90_000;

const mainJs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface BuiltServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * server/dist/main.js (`npm run build:server`; `npm test` builds first) as its own process, on SQLite in a
 * fresh folder unless `env` says otherwise, with nothing inherited that would point it elsewhere.
 */
export async function spawnBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(mainJs)) throw new Error(`${mainJs} is missing: run \`npm run build:server\` first.`);
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|REDIS_URL|SMTP_URL|STRIPE_)/.test(name)),
  );
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'baseline-built-')),
      JWT_SECRET: 'built-server-test-secret-long-enough-0123456789',
      ADMIN_PASSWORD: 'built server admin password',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(tmpdir(), 'baseline-no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves once /api/health/ready answers 200; fails with the server's output if it exits or takes too long. */
export async function untilReady(server: BuiltServer, timeoutMs = 60_000): Promise<void> {
  const state = { gone: false };
  void server.exited.then(() => (state.gone = true));
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && !state.gone) {
    const ready = await fetch(`${server.baseUrl}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server was not ready (${state.gone ? 'it exited' : 'time-out'}):\n${server.output()}`);
}
