import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Two entries: the contract and model, and the batch capability (`@sudoku/core/batch`).
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', batch: 'src/batch.ts' },
});
