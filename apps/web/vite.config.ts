import { defaultClientConditions, defineConfig } from 'vite';

/**
 * A static build: `dist/` holds index.html, one script, one worker and the CSS.
 * Workspace packages are read from their TypeScript source (the
 * `@sudoku/source` export condition), so the game needs no package built first.
 */
export default defineConfig({
  base: './',
  resolve: { conditions: ['@sudoku/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  preview: { host: '127.0.0.1' },
});
