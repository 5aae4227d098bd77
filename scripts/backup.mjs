// `npm run backup -- FILE [--force]`: a copy of the running server's SQLite database (server/src/cli/backup).
import { runBuiltCli } from './built-cli.mjs';

await runBuiltCli('backup.js');
