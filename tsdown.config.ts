import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  // Declaration maps would point into src/, which is not published.
  dts: { sourcemap: false },
  hooks: {
    // The bundler still ends each .d.ts with a link to the map it did not write.
    'build:done': ({ chunks }) => {
      for (const chunk of chunks) {
        if (!chunk.fileName.endsWith('.d.ts')) continue;
        const path = join(chunk.outDir, chunk.fileName);
        const text = readFileSync(path, 'utf8');
        const clean = text.replace(/\n\/\/# sourceMappingURL=\S+\.d\.ts\.map\s*$/, '\n');
        if (clean !== text) writeFileSync(path, clean);
      }
    },
  },
  // package.json `exports` are written by hand (see its publishConfig).
  exports: false,
  report: false,
};

export default defineConfig(library);
