import { defineConfig, type UserConfig } from 'tsdown';

/**
 * The build of every library package: `src/index.ts` bundled into
 * `dist/index.js` with its declarations in one `dist/index.d.ts`. Runtime
 * dependencies stay imports, so `@sudoku/core` is loaded once however many
 * strategies import it. `neutral` resolves nothing Node-specific: a library
 * that reached for a Node built-in would fail to build rather than fail in a
 * browser.
 */
export const library: UserConfig = {
  entry: 'src/index.ts',
  platform: 'neutral',
  fixedExtension: false,
  sourcemap: true,
  dts: true,
  // package.json `exports` are written by hand (see its publishConfig).
  exports: false,
  report: false,
};

export default defineConfig(library);
