// `npm start`: install what is missing, build, then run the server (which migrates and seeds the admin).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureDeps, root } from './ensure-deps.mjs';

ensureDeps();
build();

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
