import { withEnvFile } from '../../config/env-file.js';
import { runRestoreCli } from './database-cli.js';

// `npm run restore -- FILE` (server/dist/restore.js once built), with the settings of a server started here.
process.exitCode = await runRestoreCli({
  argv: process.argv.slice(2),
  env: withEnvFile(process.env, process.cwd()),
  stdout: process.stdout,
  stderr: process.stderr,
});
