// `npm run bench`: the bench's tools (Lighthouse, Puppeteer, autocannon) are not among the app's packages,
// so that `npm start` and a release never install them; bench/ has its own lockfile, installed here on first use.
import path from 'node:path';
import { ensureBenchDeps, ensureDeps, root, run } from './ensure-deps.mjs';

ensureDeps();
ensureBenchDeps();
process.exit(
  run(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts'), ...process.argv.slice(2)], {
    cwd: path.join(root, 'bench'),
  }),
);
