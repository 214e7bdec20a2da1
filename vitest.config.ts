import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TABLE_NAME: 'unit-tests', POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['local/test/**/*.test.ts'],
          // Minutes of load and stopped services: `npm run test:resilience` (vitest.resilience.config.ts).
          exclude: ['local/test/resilience/**'],
          globalSetup: ['local/test/support/global-setup.ts'],
          // One shared runtime: files run one after another so site-wide counters move only by what a test does.
          // Vitest runs every project's serial files in one queue, so `npm test` gives this project a vitest process
          // of its own beside the rest (package.json `test:projects`): its runtime shares no port or data dir.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/test/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // One jsdom per worker for all files, not one per file: half the project's time, and every file still
          // renders into a document that the setup file cleans after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          // Checks for chromium, then one local runtime on a fresh data dir; the web app is built by npm test first.
          globalSetup: ['web/e2e/support/global-setup.ts'],
          // One browser at a time on the shared runtime (two cores on CI).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          globalSetup: ['infra/test/support/build-web.ts'],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
