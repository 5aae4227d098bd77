import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { paths } from './paths.js';

export interface Running {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy /api/health. */
  startMs: number;
  stop: () => Promise<void>;
}

/**
 * A loopback port no one listens on: a fixed one could be another program's server, which the bench would
 * then measure instead of ours.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * The built server as `npm start` runs it, on its own port and data folder. LOG_LEVEL stays the product's
 * default unless the caller says otherwise, so request logging is part of what is measured.
 */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(paths.server, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST_DIR: paths.webDist, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    if (performance.now() - started > 30_000) throw new Error(`the server was not healthy in 30 s: ${stderr}`);
    await pause(5);
  }
  return { url, process: child, startMs: performance.now() - started, stop: () => stop(child) };
}

/** The raw node:http baseline answering `status`, `headers` (name, value, ...) and `body` to every request. */
export async function startRawServer(
  status: number,
  headers: string[],
  body: Buffer,
  scratch: string,
): Promise<Running> {
  const port = await freePort();
  const headFile = path.join(scratch, `raw-head-${port}.json`);
  const bodyFile = path.join(scratch, `raw-body-${port}`);
  writeFileSync(headFile, JSON.stringify({ status, headers }));
  writeFileSync(bodyFile, body);
  const started = performance.now();
  const child = fork(path.join(paths.bench, 'raw-server.mjs'), [String(port), headFile, bodyFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => {
      resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`the raw server exited (${code})`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    startMs: performance.now() - started,
    stop: () => stop(child),
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * CPU time a process has used so far, user and system, all threads, in µs: from /proc/<pid>/stat (Linux),
 * counted in Linux's clock ticks of 10 ms (USER_HZ). NaN without a pid or where /proc cannot tell.
 */
export function cpuMicroseconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // The command name in parentheses may hold spaces: the fields are counted after its closing one.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}
