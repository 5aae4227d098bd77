// `npm run admin -- <command>`: the operator's CLI, from the server's build (server/src/cli/admin.ts).
import { runBuiltCli } from './built-cli.mjs';

await runBuiltCli('admin.js');
