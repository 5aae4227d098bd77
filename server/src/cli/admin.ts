import { text } from 'node:stream/consumers';
import { runAdminCli } from './admin-cli.js';

// The admin CLI's entry point (server/dist/admin.js once built): `npm run admin -- help`.
process.exitCode = await runAdminCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: () => text(process.stdin),
});
