import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destinationModule = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/**
 * Runs `ending` in a Node process whose pino logger writes to logDestination() after logging three short
 * lines (far below the 4 KB block), and answers what reached its standard output.
 */
function logThenEnd(ending: string): Promise<{ stdout: string; code: number | null }> {
  const script = `
    const { pino } = await import('pino');
    const { logDestination } = await import(${JSON.stringify(destinationModule)});
    const log = pino(logDestination());
    for (const n of [1, 2, 3]) log.info({ n }, 'line');
    ${ending}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      resolve({ stdout, code });
    });
  });
}

const loggedNumbers = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { n: number }).n);

describe('logDestination', () => {
  it('writes out the pending lines when the process exits', async () => {
    const { stdout, code } = await logThenEnd('process.exit(0);');
    expect(code).toBe(0);
    expect(loggedNumbers(stdout)).toEqual([1, 2, 3]);
  });

  it('writes out the pending lines when the process crashes on an uncaught exception', async () => {
    const { stdout, code } = await logThenEnd("setTimeout(() => { throw new Error('crash'); }, 0);");
    expect(code).toBe(1);
    expect(loggedNumbers(stdout)).toEqual([1, 2, 3]);
  });

  it('writes out the pending lines when the process crashes on an unhandled rejection', async () => {
    const { stdout, code } = await logThenEnd("Promise.reject(new Error('crash'));");
    expect(code).toBe(1);
    expect(loggedNumbers(stdout)).toEqual([1, 2, 3]);
  });

  it('writes a block that is not full within about a second while the process runs on', async () => {
    // The process is killed 3 s on, in a way it cannot see: only lines already written survive that.
    const { stdout } = await logThenEnd('setTimeout(() => process.kill(process.pid, "SIGKILL"), 3000);');
    expect(loggedNumbers(stdout)).toEqual([1, 2, 3]);
  });
});
