import fc from 'fast-check';

/**
 * Replays a property test's failure: fast-check's message names its seed and path, and
 * `FC_SEED=<seed> FC_PATH=<path> npx vitest run <file>` runs that file's properties from them. Without FC_SEED
 * each run draws a new seed.
 */
const seed = process.env.FC_SEED;
if (seed !== undefined) {
  const path = process.env.FC_PATH;
  fc.configureGlobal({ seed: Number(seed), ...(path ? { path } : {}) });
}
