import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsdown';

/** Each per-puzzle command's module (src/describe/NAME.ts), loaded by URL in every thread. */
const describeModules = Object.fromEntries(
  readdirSync(new URL('./src/describe/', import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f.slice(0, -3), `src/describe/${f}`]),
);

/**
 * The `sudoku` command: its entry, the worker and the tasks it loads by URL,
 * and the per-puzzle command modules, at the top of dist/. Bundled in:
 * commander (its CommonJS files were resolved one by one at every start-up),
 * the engine (published one file per module for bundlers, which Node would
 * load file by file) and the pictures, which import the engine: left as an
 * import, they loaded a second engine, file by file, at every start-up of
 * every thread (docs/performance.md). The other workspace packages stay
 * imports, so core is one module for every strategy.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'early-worker': 'src/batch/early-worker.ts',
    'task-worker': 'src/batch/task-worker.ts',
    'solve-task': 'src/batch/solve-task.ts',
    'describe-task': 'src/batch/describe-task.ts',
    'generate-task': 'src/commands/generate-task.ts',
    'enumerate-worker': 'src/enumerate/enumerate-worker.ts',
    ...describeModules,
  },
  platform: 'node',
  fixedExtension: false,
  sourcemap: true,
  dts: false,
  exports: false,
  report: false,
  deps: {
    alwaysBundle: ['commander', /^@sudoku\/(engine|pictures)(\/|$)/],
    onlyBundle: ['commander', /^@sudoku\/(engine|pictures)(\/|$)/],
  },
  outputOptions: {
    // One chunk for what the entries and commands share, not one per sharing
    // pattern: each chunk is one more file for Node's loader at start-up.
    // The early worker's module stays apart: bin.js loads it before the rest.
    codeSplitting: {
      groups: [
        { name: 'early-worker', test: /early-worker\.ts$/, priority: 1 },
        { name: 'shared', minShareCount: 2 },
      ],
    },
  },
});
