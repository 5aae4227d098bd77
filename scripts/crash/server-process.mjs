// Starts the built server as its own process, the way `npm start` runs it, and kills it without warning.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';

export const ADMIN = { username: 'admin', password: 'crash test admin password' };

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a server on SQLite in `dataDir`, with nothing inherited that would point elsewhere. */
export function serverEnv(dataDir, port) {
  const elsewhere = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID']);
  elsewhere.add('STRIPE_WEBHOOK_SECRET');
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !elsewhere.has(name)));
  return {
    ...env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  };
}

/**
 * Starts server/dist/main.js (the repository's, or the one in `folder`, an installed release) and resolves
 * once /api/health answers 200; rejects with the server's output when it exits first or is not healthy
 * within the time limit (a start that is not clean). It runs in its data folder, so a developer's `.env` at
 * the root cannot point it elsewhere.
 */
export async function startServer(env, baseUrl, timeoutMs = 20_000, folder = root) {
  // A spawn into a folder that does not exist fails as ENOENT of the program itself, which reads as a missing Node.
  mkdirSync(env.DATA_DIR, { recursive: true });
  const child = spawn(process.execPath, [path.join(folder, 'server', 'dist', 'main.js')], {
    cwd: env.DATA_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: error.message }));
  });

  const deadline = Date.now() + timeoutMs;
  let exit;
  void exited.then((result) => (exit = result));
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server exited (${exit.code ?? exit.signal}) while starting:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) return { child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output}`);
}

/** kill -9, and wait until the process is gone. */
export async function killHard(server) {
  server.child.kill('SIGKILL');
  await server.exited;
}
