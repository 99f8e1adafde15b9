import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { sudokuVitestConfig } from '../../vitest.shared.js';

// The shared setup (unit tests in src/**/*.test.ts, JSON results in .vitest/),
// with vite's default conditions kept beside `@sudoku/source`: listing
// conditions replaces the defaults, and the game's modules also resolve
// browser packages.
const shared = sudokuVitestConfig();

export default defineConfig((env) =>
  mergeConfig(shared(env), {
    resolve: { conditions: ['@sudoku/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@sudoku/source', ...defaultServerConditions] } },
  }),
);
