// `npm run bench`: the bench's tools (Lighthouse, Puppeteer, autocannon) are not among the app's packages,
// so that `npm start` and a release never install them; bench/ has its own lockfile, installed here on first use.
import path from 'node:path';
import { ensureBenchDeps, ensureDeps, root, run } from './ensure-deps.mjs';

// `npm run bench -- search-load`: that row alone (bench/src/search-load-main.ts), after a build of the server;
// `npm run bench -- attacks`: the rows of the attack files on the import alone (bench/src/main.ts);
// `npm run bench -- requests`: the routes against raw node:http alone (bench/src/main.ts).
const entry = process.argv[2] === 'search-load' ? 'search-load-main.ts' : 'main.ts';

ensureDeps();
ensureBenchDeps();
process.exit(
  run(process.execPath, ['--import', 'tsx', path.join('src', entry), ...process.argv.slice(2)], {
    cwd: path.join(root, 'bench'),
  }),
);
