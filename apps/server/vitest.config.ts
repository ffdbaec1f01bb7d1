import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    // Guards against a hang, not speed figures: a CI machine three times slower than this one,
    // and loaded, took 18 s for tests that take 4 s here (CI on 9b585f5, PostgreSQL + Redis).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
