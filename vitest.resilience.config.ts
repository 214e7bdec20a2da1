import { defineConfig } from 'vitest/config';

/** `npm run test:resilience`: a minute of load and stopped services on the local runtime; not part of `npm test`. */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['local/test/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
