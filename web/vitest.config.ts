import { defineConfig } from 'vitest/config';

// Unit tests cover the pure logic (routing decisions, theme rule, API client) and need no DOM; the few
// component tests (*.test.tsx) ask for happy-dom in their first line.
export default defineConfig({
  test: {
    environment: 'node',
    // The contract's pure modules are tested here too: the contract has no test runner of its own.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '../contract/src/**/*.test.ts'],
    setupFiles: ['src/test/replay-seed.ts'],
    // Only a hang should stop a test, not a machine busy with other work (the offline queue's 300 property runs
    // take under a second alone, and vitest's default is 5 s).
    testTimeout: 30_000,
  },
});
