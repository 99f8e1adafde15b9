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
 * A static build: `dist/` holds index.html, one script, one worker and the CSS.
 * Workspace packages are read from their TypeScript source (the
 * `@sudoku/source` export condition), so the game needs no package built first.
 */
export default defineConfig({
  base: './',
  plugins: [trimHtml],
  resolve: { conditions: ['@sudoku/source', ...defaultClientConditions] },
  worker: { format: 'es', rolldownOptions: { output } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The page is one script; what it loads on demand (the statistics page) has its styles
    // inline and nothing to preload, so the preload helper and its polyfill are dead weight.
    modulePreload: false,
    rolldownOptions: { output },
  },
  preview: { host: '127.0.0.1' },
});
