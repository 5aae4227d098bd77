// npm test's steps: each is timed, runs to its end whatever the others did, and is either a command or a
// function answering an exit code. Steps run side by side (runSteps) write to a log each, printed whole when
// the step ends, so that two suites' output does not interleave.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';

/** Every step run so far: its name, its wall time in seconds and its exit code. */
export const stepTimes = [];

/** Runs one step with its output on the terminal; answers its exit code. */
export function runStep(name, command, args = [], options = {}) {
  console.log(`\n=== ${name}`);
  return timed(name, () => execute(command, args, { stdio: 'inherit', ...options }));
}

/** Runs steps side by side, each as [name, command, args, options]; answers when the last has ended. */
export async function runSteps(steps, logs) {
  console.log(`\n=== side by side: ${steps.map(([name]) => name).join(' | ')}`);
  return Promise.all(
    steps.map(async ([name, command, args = [], options = {}]) => {
      const log = stepLog(logs, name);
      const output = openSync(log, 'w');
      const status = await timed(name, () => execute(command, args, { stdio: ['ignore', output, output], ...options }));
      console.log(`\n=== ${name} (ended ${status === 0 ? 'well' : `with exit code ${status}`})`);
      process.stdout.write(readFileSync(log, 'utf8'));
      return status;
    }),
  );
}

/** Where runSteps keeps the output of the step named `name`. */
export function stepLog(logs, name) {
  return path.join(logs, `${name.replace(/[^\w]+/g, '-')}.log`);
}

/**
 * Starts a script of ours with its output in <logs>/<name>.log; the function it answers is a step that waits
 * for the script's end, prints that output and answers the exit code.
 */
export function inBackground(name, script, logs) {
  const log = path.join(logs, `${name}.log`);
  const output = openSync(log, 'w');
  const exited = execute(process.execPath, [script], { stdio: ['ignore', output, output] });
  return async () => {
    const code = await exited;
    process.stdout.write(readFileSync(log, 'utf8'));
    return code;
  };
}

async function timed(name, work) {
  const started = Date.now();
  let status;
  try {
    status = await work();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.stack : String(error)}`);
    status = 1;
  }
  stepTimes.push({ name, seconds: (Date.now() - started) / 1000, status });
  return status;
}

function execute(command, args, options) {
  if (typeof command === 'function') return Promise.resolve(command());
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
