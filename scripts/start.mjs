// `npm start`: install what is missing, build, then run the server (which migrates and seeds the admin).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureDeps, root } from './ensure-deps.mjs';

/**
 * One Ctrl-C reaches this script twice: from the terminal, and forwarded by npm. A signal this soon after
 * the one passed on is that same key press, not a second one (which tells the server to stop at once).
 */
const SAME_SIGNAL_MS = 500;

ensureDeps();
build();

// The server runs in a process group of its own, so that a Ctrl-C in the terminal reaches it only through
// this script, once: in the terminal's group it got the key press directly as well as forwarded.
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
  detached: true,
});
let lastPassedOn = -Infinity;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (performance.now() - lastPassedOn < SAME_SIGNAL_MS) return;
    lastPassedOn = performance.now();
    server.kill(signal);
  });
}
// Not left running on its own should this script end first.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
