// `node scripts/node24/prepare.mjs`: npm test starts this in the background while lint and typecheck run, so
// that Node 24's install and better-sqlite3's compile for it cost no wall time (scripts/node24/node24.mjs).
import { prepareNode24 } from './node24.mjs';

prepareNode24();
