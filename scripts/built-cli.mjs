// Runs one of the operator's commands from the server's build (server/dist), as a release would.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure-deps.mjs';

export async function runBuiltCli(entry) {
  const cli = path.join(root, 'server', 'dist', entry);
  if (!existsSync(cli)) {
    console.error('The server is not built yet: run `npm run build:server` (or `npm start`) first.');
    process.exit(3);
  }
  await import(pathToFileURL(cli).href);
}
