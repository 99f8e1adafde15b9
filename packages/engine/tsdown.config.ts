import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Two entries: the whole engine, and `@sudoku/engine/game`, the game state
// and save file alone for a page that leaves the technique ladder to a worker.
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', game: 'src/game.ts' },
});
