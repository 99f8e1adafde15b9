import { defineConfig } from 'tsdown';

/**
 * The `sudoku` command: its entry and the two workers it starts by URL, at
 * the top of dist/. Commander is bundled in: loaded from node_modules, its
 * CommonJS files were resolved and compiled one by one at every start-up.
 * Workspace packages stay imports, so core is one module for every strategy.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'solve-worker': 'src/batch/solve-worker.ts',
    'enumerate-worker': 'src/enumerate/enumerate-worker.ts',
  },
  platform: 'node',
  fixedExtension: false,
  sourcemap: true,
  dts: false,
  exports: false,
  report: false,
  deps: { alwaysBundle: ['commander'], onlyBundle: ['commander'] },
  outputOptions: {
    // One chunk for what the entries and commands share, not one per sharing
    // pattern: each chunk is one more file for Node's loader at start-up.
    codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] },
  },
});
