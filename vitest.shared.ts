import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * One vitest setup for every package. `vitest run` runs the fast unit suite
 * (`src/**\/*.test.ts`); `vitest run --mode data` runs only the
 * `*.data.test.ts` files, which read the full data sets in ../shared/data.
 * Both write JSON results to .vitest/ so .ci/run can add up one summary line.
 */
export function sudokuVitestConfig(overrides: ViteUserConfig['test'] = {}) {
  return defineConfig(({ mode }) => {
    const data = mode === 'data';
    return {
      // Read workspace packages from their TypeScript source: no build needed.
      resolve: { conditions: ['@sudoku/source'] },
      ssr: { resolve: { conditions: ['@sudoku/source'] } },
      test: {
        include: data ? ['src/**/*.data.test.ts'] : ['src/**/*.test.ts'],
        exclude: data ? ['**/node_modules/**'] : ['**/node_modules/**', 'src/**/*.data.test.ts'],
        passWithNoTests: true,
        // A timeout catches a hang, never slowness: a unit test that takes 5 s
        // alone took over 30 s with turbo running every package at once on a
        // busy 2-core machine, so the deadline leaves room for that.
        testTimeout: data ? 600_000 : 120_000,
        hookTimeout: data ? 600_000 : 120_000,
        reporters: ['default', 'json'],
        outputFile: { json: `.vitest/${data ? 'data' : 'unit'}.json` },
        ...overrides,
      },
    };
  });
}
