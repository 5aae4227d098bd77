import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Argon2 hashing and two database dialects per file: two workers fill this machine's two cores.
    maxWorkers: 2,
  },
});
