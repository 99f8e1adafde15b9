import { defineConfig } from 'vitest/config';

/**
 * Browser tests, kept out of `pnpm test` because they need Chromium
 * (/usr/bin/chromium, `apt-get install chromium`). The suite builds the app,
 * serves dist/ on a free localhost port and drives it with playwright-core.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/e2e.json' },
  },
});
