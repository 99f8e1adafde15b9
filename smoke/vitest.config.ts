import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:pack`, kept out of `pnpm test`: it needs the built packages,
 * npm and the registry (for the packages' own dependencies) and Chromium.
 * Its JSON report goes where .ci/run adds up the summary line.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/pack.json' },
  },
});
