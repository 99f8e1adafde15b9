import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// The whole engine; `@sudoku/engine/game`, the game state and save file alone
// for a page that leaves the technique ladder to a worker; `simple`, the
// common calls on puzzle text; and the worker:
// its client (`worker`) and its scripts for the web and for Node.
// One file per module, so that a bundler keeps only the modules a page
// imports (the tables and the ladder run code as they load); the `sudoku`
// command bundles the engine into itself and loads no more files for it.
export default defineConfig({
  ...library,
  entry: {
    index: 'src/index.ts',
    game: 'src/game.ts',
    simple: 'src/simple.ts',
    worker: 'src/worker/index.ts',
    'worker-script': 'src/worker/browser-script.ts',
    'node-worker-script': 'src/worker/node-script.ts',
  },
  unbundle: true,
});
