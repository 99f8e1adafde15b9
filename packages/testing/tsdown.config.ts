import { defineConfig } from 'tsdown';
import { library } from '../../tsdown.config.ts';

// Test helpers run only in Node (the data readers use node:fs).
export default defineConfig({
  ...library,
  entry: { index: 'src/index.ts', data: 'src/data.ts', ratings: 'src/ratings.ts' },
  platform: 'node',
});
