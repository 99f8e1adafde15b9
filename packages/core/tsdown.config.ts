import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Three entries: the contract and model, the batch capability
// (`@sudoku/core/batch`) and the strategies' shared kernel (`@sudoku/core/kernel`).
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', batch: 'src/batch.ts', kernel: 'src/kernel.ts' },
});
