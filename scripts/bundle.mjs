// Builds a package's JavaScript into dist/ with rolldown (Vite's bundler):
// each entry point bundled with the package's own modules, every module that
// two chunks share in one `shared` chunk, and every dependency (workspace
// packages, npm packages, node:*) left as an import, so each package is still
// loaded once, whoever imports it. Declarations still come from tsc
// (emitDeclarationOnly).
//
// Why bundle: Node's ESM loader resolves, stats, reads, compiles and links
// each file on its own. `sudoku solve` loaded 49 of our files and now loads
// seven (bin.js and three of the CLI's, two of core's, one of dfs's): 0.80×
// the CPU of a one-puzzle run (medians of 31 interleaved runs; 0.85× before
// the shared modules went into one chunk), saved again in each worker thread.
// Why rolldown and not esbuild: esbuild turns top-level `const` into `var`,
// and V8 then reloads every module-level constant (PLACED, BAND_ALL…) instead
// of folding it in: the dfs solver ran 5.5% slower bundled by esbuild, and
// 3.6% faster bundled by rolldown, which keeps `const` (17-clue, in process).
//
// Entries: the package.json `exports` (its `@sudoku/source` file to its
// `default` path), or the source files given as arguments, which land at the
// top of dist/ (a command's entry and the workers it starts by URL beside it).
//
// `--inline NAME` bundles npm package NAME in too. The CLI inlines commander:
// required from node_modules, each start-up resolved, read and compiled its
// CommonJS files one by one (a one-puzzle `sudoku solve` took 11 million
// more instructions, callgrind). Never inline a workspace package: core
// must stay one module that every strategy shares.
import { readFileSync, rmSync } from 'node:fs';
import { basename, extname, isAbsolute } from 'node:path';
import { rolldown } from 'rolldown';

const args = process.argv.slice(2);
const inlined = new Set(args.flatMap((arg, k) => (args[k - 1] === '--inline' ? [arg] : [])));
const files = args.filter((arg, k) => arg !== '--inline' && args[k - 1] !== '--inline');
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const input =
  files.length > 0
    ? Object.fromEntries(files.map((file) => [basename(file, extname(file)), file]))
    : exportedEntries(manifest.exports ?? {});
if (Object.keys(input).length === 0) {
  console.error(`bundle: ${manifest.name} exports no source file, and no entries were given`);
  process.exit(2);
}

rmSync('dist', { recursive: true, force: true });
const bundle = await rolldown({
  input,
  platform: 'node',
  // Only the package's own files (and --inline packages) go in: anything
  // else imported by name stays an import.
  external: (id, importer) =>
    importer !== undefined && !id.startsWith('.') && !isAbsolute(id) && !inlined.has(id),
});
await bundle.write({
  dir: 'dist',
  format: 'esm',
  sourcemap: true,
  entryFileNames: '[name].js',
  chunkFileNames: '[name]-[hash].js',
  // One chunk for what entries share, not one per sharing pattern (the CLI's
  // commands made twelve small chunks, each a file for the loader).
  codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] },
});
await bundle.close();

/** `{ name: source }` for every export that names its source and its built file. */
function exportedEntries(exports) {
  const entries = {};
  for (const target of Object.values(exports)) {
    if (typeof target !== 'object' || !target['@sudoku/source'] || !target.default) continue;
    const name = target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    entries[name] = target['@sudoku/source'];
  }
  return entries;
}
