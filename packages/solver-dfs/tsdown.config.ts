import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Two entries: the full strategy, and `@sudoku/solver-dfs/grid`, its band
// search alone for bundles that solve one grid at a time.
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', grid: 'src/grid.ts' },
});
