import { defaultClientConditions, defineConfig } from 'vite';

// Pure annotations are for a bundler downstream; nothing bundles the game
// again, so they are dropped from its output (legal comments stay).
const output = { comments: { legal: true, annotation: false, jsdoc: false } };

/**
 * A static build: `dist/` holds index.html, one script, one worker and the CSS.
 * Workspace packages are read from their TypeScript source (the
 * `@sudoku/source` export condition), so the game needs no package built first.
 */
export default defineConfig({
  base: './',
  resolve: { conditions: ['@sudoku/source', ...defaultClientConditions] },
  worker: { format: 'es', rolldownOptions: { output } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The page is one script with nothing to preload, so the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: { output },
  },
  preview: { host: '127.0.0.1' },
});
