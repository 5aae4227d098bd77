// `npm run restore -- FILE`: puts a backup back, with the server stopped (server/src/cli/backup).
import { runBuiltCli } from './built-cli.mjs';

await runBuiltCli('restore.js');
