import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// Pure annotations are for a bundler downstream; nothing bundles the game
// again, so they are dropped from its output (legal comments stay).
const output = {
  comments: { legal: true, annotation: false, jsdoc: false },
  // An on-demand chunk is named by its package ("solver-dlx"), not by its file ("src/index").
  chunkFileNames: (chunk: { facadeModuleId?: string | null; name: string }) =>
    `assets/${chunk.facadeModuleId?.match(/packages\/([\w-]+)\//)?.[1] ?? chunk.name}-[hash].js`,
};

// Comments and indentation are for the source: the page is served without
// them (a line break still separates words as the indentation did).
const trimHtml: Plugin = {
  name: 'trim-html',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/\n[ \t]+/g, '\n'),
  },
};

/**
 * Vite wraps each dynamic import in its preload helper, which loads the
 * chunk's CSS and preloads its imports first. The game's on-demand chunks
 * have neither (modulePreload is off, their styles are inline), so the
 * helper only added 0.7 kB gzipped at start: the import is left bare. A
 * call of a shape not unwrapped here, or a chunk that does import CSS,
 * stops the build rather than keep the helper or lose the styles.
 */
const bareDynamicImports: Plugin = {
  name: 'bare-dynamic-imports',
  apply: 'build',
  renderChunk: {
    order: 'post',
    handler(code) {
      const bare = code
        .replace(/__vitePreload\(\(\) => ([\s\S]*?), __VITE_PRELOAD__, import\.meta\.url\)/g, '$1')
        // A destructured `await import()` comes wrapped in an async function, with no deps.
        .replace(
          /__vitePreload\((async \(\) => \{[\s\S]*?\}), (?:__VITE_PRELOAD__|\[\]), import\.meta\.url\)/g,
          '($1)()',
        );
      if (bare.includes('__vitePreload('))
        this.error('a dynamic import keeps the preload helper: its call has a new shape');
      // The game is built without source maps, so none is carried through.
      return bare === code ? null : { code: bare, map: null };
    },
  },
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.viteMetadata?.importedCss.size)
        this.error(`${chunk.fileName} imports CSS, which a bare dynamic import would not load`);
    }
  },
};

/** Every file under `dir`, as paths relative to `root` with forward slashes. */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(path, root)
      : [relative(root, path).split('\\').join('/')];
  });
}

// The service worker caches every file of the build; its cache is named by their
// contents, so a new build is a new version (src/offline/service-worker.js).
const serviceWorker: Plugin = {
  name: 'service-worker',
  apply: 'build',
  closeBundle() {
    const out = join(import.meta.dirname, 'dist');
    const files = filesUnder(out)
      .filter((f) => f !== 'sw.js')
      .sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(readFileSync(join(out, file)));
    const source = readFileSync(join(import.meta.dirname, 'src/offline/service-worker.js'), 'utf8');
    const urls = ['./', ...files.map((f) => `./${f}`)];
    writeFileSync(
      join(out, 'sw.js'),
      source
        // Comments are for the source (as in trimHtml): the browser fetches this at every start.
        .replace(/^\s*\/\/.*\n/gm, '')
        .replace('__CACHE__', `sudoku-${hash.digest('hex').slice(0, 12)}`)
        .replace('__FILES__', JSON.stringify(urls)),
    );
  },
};

/**
 * A static build: `dist/` holds index.html, one script, one worker and the CSS.
 * Workspace packages are read from their TypeScript source (the
 * `@sudoku/source` export condition), so the game needs no package built first.
 */
export default defineConfig({
  base: './',
  plugins: [trimHtml, bareDynamicImports, serviceWorker],
  resolve: { conditions: ['@sudoku/source', ...defaultClientConditions] },
  worker: { format: 'es', rolldownOptions: { output } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The page is one script; what it loads on demand (the statistics page) has its styles
    // inline and nothing to preload, so the preload polyfill is dead weight (and the helper:
    // bareDynamicImports).
    modulePreload: false,
    rolldownOptions: { output },
  },
  preview: { host: '127.0.0.1' },
});
