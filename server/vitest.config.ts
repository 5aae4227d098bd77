import { defineConfig } from 'vitest/config';
import { compileMailTemplates } from './mail-templates.mjs';

/**
 * The files that replace a module with vi.mock: they run with modules of their own, since a module another file
 * already imported in the same worker would not be replaced.
 */
const MOCKING_A_MODULE = ['test/security/enumeration.test.ts'];

export default defineConfig({
  // As build.mjs does: compiled once for the run, instead of by each test file's server on its first mail.
  define: { COMPILED_MAIL_TEMPLATES: JSON.stringify(await compileMailTemplates()) },
  test: {
    setupFiles: ['test/replay-seed.ts'],
    // Long enough that only a hang stops a test, not a loaded machine: a test's first use of the demo season
    // (a mention of an unknown player reads every season into the tables) takes seconds on a busy core.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Argon2 hashing and two database dialects per file: two workers fill this machine's two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...MOCKING_A_MODULE],
          // Test files share their worker's modules instead of importing the whole app afresh each, which was
          // half the suite's time: every test builds the apps and databases it uses.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server, mocking a module', include: MOCKING_A_MODULE, isolate: true } },
    ],
  },
});
