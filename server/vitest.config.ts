import { defineConfig } from 'vitest/config';
import { compileMailTemplates } from './mail-templates.mjs';

export default defineConfig({
  // As build.mjs does: compiled once for the run, instead of by each test file's server on its first mail.
  define: { COMPILED_MAIL_TEMPLATES: JSON.stringify(await compileMailTemplates()) },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Argon2 hashing and two database dialects per file: two workers fill this machine's two cores.
    maxWorkers: 2,
  },
});
