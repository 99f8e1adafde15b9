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
 * and the per-puzzle command modules, at the top of dist/. Commander is bundled in: loaded from node_modules, its
 * CommonJS files were resolved and compiled one by one at every start-up. So
 * is the engine: it is published one file per module for bundlers, which
 * Node would load file by file. The other workspace packages stay imports, so core is one module for every
 * strategy.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
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
    alwaysBundle: ['commander', /^@sudoku\/engine(\/|$)/],
    onlyBundle: ['commander', /^@sudoku\/engine(\/|$)/],
  },
  outputOptions: {
    // One chunk for what the entries and commands share, not one per sharing
    // pattern: each chunk is one more file for Node's loader at start-up.
    codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] },
  },
});
