import { withEnvFile } from '../../config/env-file.js';
import { runBackupCli } from './database-cli.js';

// `npm run backup -- FILE` (server/dist/backup.js once built), with the settings of a server started here.
process.exitCode = await runBackupCli({
  argv: process.argv.slice(2),
  env: withEnvFile(process.env, process.cwd()),
  stdout: process.stdout,
  stderr: process.stderr,
});
