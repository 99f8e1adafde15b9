import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Two entries: the whole engine, and `@sudoku/engine/game`, the game state
// and save file alone for a page that leaves the technique ladder to a worker.
// One file per module, so that a bundler keeps only the modules a page
// imports (the tables and the ladder run code as they load); the `sudoku`
// command bundles the engine into itself and loads no more files for it.
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', game: 'src/game.ts' },
  unbundle: true,
});
