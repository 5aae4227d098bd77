import { text } from 'node:stream/consumers';
import { withEnvFile } from '../config/env-file.js';
import { runAdminCli } from './admin-cli.js';

// The admin CLI's entry point (server/dist/admin.js once built): `npm run admin -- help`.
process.exitCode = await runAdminCli({
  argv: process.argv.slice(2),
  // The same settings as the server started from this folder: its .env, the shell's variables winning.
  env: withEnvFile(process.env, process.cwd()),
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: () => text(process.stdin),
});
