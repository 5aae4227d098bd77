// `npm run admin -- <command>`: the operator's CLI, from the server's build (server/src/cli/admin.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure-deps.mjs';

const cli = path.join(root, 'server', 'dist', 'admin.js');
if (!existsSync(cli)) {
  console.error('The server is not built yet: run `npm run build:server` (or `npm start`) first.');
  process.exit(3);
}
await import(pathToFileURL(cli).href);
