import { defineConfig } from 'vitest/config';

/**
 * Browser tests, kept out of `pnpm test` because they need Chromium
 * (/usr/bin/chromium, `apt-get install chromium`): the pages the command
 * writes (`explain --html`), opened as a user would, from the built command.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/e2e.json' },
  },
});
