import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import type { Browser } from 'playwright-core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runInPage } from './browser.js';
import { type Consumer, cleanEnv, createConsumer } from './consumer.js';
import { allExamples, type MarkdownExample, shellSteps } from './markdown-examples.js';
import { publishablePackages, ROOT } from './workspace.js';

/**
 * The packages as a stranger gets them: packed, installed with npm into a
 * project outside the repository, then used from Node, from TypeScript
 * (NodeNext and Bundler resolution) and from a browser bundle run in
 * Chromium; publint and attw on every tarball; every README example run.
 */

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');
/** The oldest TypeScript the published types support (the READMEs state it). */
const OLDEST_TSC = require.resolve('typescript-oldest/bin/tsc');
const ATTW = join(here, '..', 'node_modules', '.bin', 'attw');
/** The size budget of a browser bundle that only solves with dfs. */
const DFS_BUNDLE_LIMIT = 25_000;
/** A page with `@sudoku/engine/game` alone: far below the 28 kB of the technique ladder. */
const GAME_ENTRY_LIMIT = 6_000;

const packages = publishablePackages();
const libraries = packages.filter((pkg) => pkg.manifest.bin === undefined);
const examples = allExamples();
const byKind = (kind: MarkdownExample['kind']) => examples.filter((e) => e.kind === kind);

let consumer: Consumer;
let browser: Browser | undefined;

beforeAll(() => {
  consumer = createConsumer();
  cpSync(join(here, '..', 'consumer'), join(consumer.dir, 'smoke'), { recursive: true });
  mkdirSync(join(consumer.dir, 'readme'));
  for (const example of examples) {
    if (example.kind !== 'shell') {
      writeFileSync(join(consumer.dir, 'readme', `${example.id}.ts`), example.code);
    }
  }
});

afterAll(async () => {
  await browser?.close();
  if (consumer && !process.env.SUDOKU_KEEP_PACK) rmSync(dirname(consumer.dir), { recursive: true });
});

async function chromium(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

/** An esbuild bundle for the browser, from the consumer project, as one classic script. */
async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: consumer.dir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

function node(file: string) {
  return spawnSync(process.execPath, [file], {
    cwd: consumer.dir,
    encoding: 'utf8',
    env: cleanEnv(),
  });
}

describe.each(packages)('$name, packed', (pkg) => {
  const tarball = () => consumer.packages.find((p) => p.name === pkg.name)!.tarball;

  it('publint reports nothing', async () => {
    const bytes = readFileSync(tarball());
    const { messages, pkg: manifest } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((m) => formatMessage(m, manifest))).toEqual([]);
  });

  it('attw finds no type problem for ESM consumers (NodeNext and Bundler)', () => {
    const run = spawnSync(ATTW, [tarball(), '--profile', 'esm-only', '--format', 'ascii'], {
      encoding: 'utf8',
      env: cleanEnv({ FORCE_COLOR: '0' }),
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    if (pkg.manifest.bin !== undefined) {
      // A command, not a library: nothing to import, so no types to check.
      expect(run.stdout).toContain('This package does not contain types');
      return;
    }
    const rows = run.stdout
      .split('\n')
      .filter((line) => /^(node16 \(from ESM\)|bundler):/.test(line));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, run.stdout).toContain('🟢');
  });

  it('ships built code, LICENSE, README and CHANGELOG, and no TypeScript source', () => {
    const files = execFileSync('tar', ['tzf', tarball()], { encoding: 'utf8' }).split('\n');
    for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']) {
      expect(files).toContain(`package/${file}`);
    }
    expect(files.some((f) => f.startsWith('package/dist/') && f.endsWith('.js'))).toBe(true);
    expect(files.filter((f) => f.startsWith('package/src/'))).toEqual([]);
    const manifest = JSON.parse(
      execFileSync('tar', ['xzOf', tarball(), 'package/package.json'], { encoding: 'utf8' }),
    );
    expect(JSON.stringify(manifest.exports ?? {})).not.toContain('@sudoku/source');
    expect(JSON.stringify(manifest.dependencies ?? {})).not.toContain('workspace:');
    // A patch release of core must not put a second copy of it in an app.
    for (const [name, range] of Object.entries<string>(manifest.dependencies ?? {}))
      if (name.startsWith('@sudoku/')) expect(range, name).toMatch(/^\^\d/);
    // devDependencies serve the workspace and name private packages (.pnpmfile.cjs drops them).
    expect(manifest.devDependencies).toBeUndefined();
  });

  it('links no source map it does not ship', () => {
    const files = execFileSync('tar', ['tzf', tarball()], { encoding: 'utf8' }).split('\n');
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      const text = execFileSync('tar', ['xzOf', tarball(), file], { encoding: 'utf8' });
      const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
      if (map !== undefined)
        expect(files, `${file} links ${map}`).toContain(join(dirname(file), map));
    }
  });
});

describe('from Node', () => {
  it('solves with every strategy, generates, rates and counts', () => {
    const run = node('smoke/node-main.js');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    const solutions = new Set(Object.values(result.solved));
    expect(Object.keys(result.solved).sort()).toEqual(['astar', 'dfs', 'dlx', 'iddfs']);
    expect(solutions.size).toBe(1);
    expect([...solutions][0]).toMatch(/^[1-9]{81}$/);
    expect(Object.keys(result.solvedEasy).sort()).toEqual(['backtrack', 'dfs']);
    expect(result.solvedEasy.backtrack).toBe(result.solvedEasy.dfs);
    expect(result.solvedEasy.dfs).toMatch(/^[1-9]{81}$/);
    expect(result.generated).toMatch(/^[1-9.]{81}$/);
    expect(result.solutions).toBe(1);
    expect(result.rating).toBe('medium');
    expect(result.completedGridValid).toBe(true);
  });

  it('loads every library with require() from CommonJS', () => {
    const run = node('smoke/require-libraries.cjs');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('solved solved solved solved solved 1 81\n');
  });

  it('runs the installed sudoku command', () => {
    const sudoku = join(consumer.dir, 'node_modules', '.bin', 'sudoku');
    const version = spawnSync(sudoku, ['--version'], { cwd: consumer.dir, encoding: 'utf8' });
    expect(version.stdout.trim()).toBe(packages.find((p) => p.name === '@sudoku/cli')!.version);
    const list = spawnSync(sudoku, ['strategies'], { cwd: consumer.dir, encoding: 'utf8' });
    expect(list.status).toBe(0);
    expect(list.stdout.split('\n').map((line) => line.split(' ')[0])).toEqual(
      expect.arrayContaining(['astar', 'backtrack', 'dfs', 'dlx', 'iddfs']),
    );
    const solve = spawnSync(sudoku, ['solve', '-q', '--format', 'line', 'examples/puzzles.txt'], {
      cwd: consumer.dir,
      encoding: 'utf8',
    });
    expect(solve.stderr).toBe('');
    expect(solve.status).toBe(0);
    const lines = solve.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^[1-9]{81}$/);
  });
});

describe('from a browser bundle', () => {
  it('every library bundles for the browser with no Node built-in reachable', async () => {
    const entry = join(consumer.dir, 'smoke', 'all-libraries.js');
    writeFileSync(
      entry,
      libraries.map((pkg, i) => `export * as library${i} from '${pkg.name}';\n`).join(''),
    );
    const code = await bundleForBrowser(entry);
    expect(code.length).toBeGreaterThan(0);
  });

  it(`a consumer that only solves with dfs is under ${DFS_BUNDLE_LIMIT / 1000} kB gzipped, and runs`, async () => {
    const code = await bundleForBrowser('smoke/solve-dfs.js');
    const gzipped = gzipSync(code).length;
    console.log(`solve-dfs bundle: ${code.length} bytes minified, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(DFS_BUNDLE_LIMIT);
    const page = await runInPage(await chromium(), code);
    expect(page.errors).toEqual([]);
    expect(page.text).toMatch(/^[1-9]{81}$/);
  });

  it('the grid-only dfs entry gives the same answer in a smaller bundle', async () => {
    const full = gzipSync(await bundleForBrowser('smoke/solve-dfs.js')).length;
    const code = await bundleForBrowser('smoke/solve-dfs-grid.js');
    const gzipped = gzipSync(code).length;
    console.log(`solve-dfs-grid bundle: ${gzipped} bytes gzipped (full entry ${full})`);
    expect(gzipped).toBeLessThan(full - 1000);
    const page = await runInPage(await chromium(), code);
    expect(page.errors).toEqual([]);
    expect(page.text).toBe(
      '953168742862734951417952836746893125281645397395271468138529674574386219629417583',
    );
  });

  it.each([
    ['DIFFICULTY_RANGES', 1_000],
    ['ratePuzzle', 34_900],
  ])(
    'a page that imports only %s from @sudoku/engine stays under %i bytes gzipped',
    async (name, limit) => {
      const file = join(consumer.dir, `only-${name}.js`);
      writeFileSync(
        file,
        `import { ${name} } from '@sudoku/engine';\nglobalThis.probe = ${name};\n`,
      );
      const gzipped = gzipSync(await bundleForBrowser(file)).length;
      console.log(`${name} alone: ${gzipped} bytes gzipped`);
      expect(gzipped).toBeLessThan(limit);
    },
  );

  it(`@sudoku/engine/game keeps a game under ${GAME_ENTRY_LIMIT / 1000} kB gzipped, without the technique ladder`, async () => {
    const code = await bundleForBrowser('smoke/play-game-state.js');
    const gzipped = gzipSync(code).length;
    console.log(`play-game-state bundle: ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(GAME_ENTRY_LIMIT);
    const page = await runInPage(await chromium(), code);
    expect(page.errors).toEqual([]);
    expect(page.text).toBe('true given playing 6');
  });

  it('solves with every strategy, generates, rates and counts in Chromium', async () => {
    const page = await runInPage(await chromium(), await bundleForBrowser('smoke/browser-main.js'));
    expect(page.errors).toEqual([]);
    const inNode = JSON.parse(node('smoke/node-main.js').stdout);
    expect(page.result).toEqual(inNode);
  });
});

describe('the published types', () => {
  it(`compile under TypeScript ${require('typescript-oldest/package.json').version}, the oldest supported, with every entry point imported`, () => {
    // Each library's entry points, from its published exports.
    const entries = libraries.flatMap((pkg) =>
      Object.entries(
        ((pkg.manifest.publishConfig as { exports?: object } | undefined)?.exports ??
          pkg.manifest.exports ??
          {}) as Record<string, unknown>,
      )
        .filter(([, target]) => typeof target === 'object')
        .map(([path]) => (path === '.' ? pkg.name : `${pkg.name}/${path.slice(2)}`)),
    );
    const code = entries.map((entry, i) => `import * as entry${i} from '${entry}';`);
    code.push(`export const everything = [${entries.map((_, i) => `entry${i}`).join(', ')}];`);
    writeFileSync(join(consumer.dir, 'every-entry.ts'), `${code.join('\n')}\n`);
    const config = join(consumer.dir, 'tsconfig.oldest.json');
    const compilerOptions = {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    };
    writeFileSync(config, JSON.stringify({ compilerOptions, files: ['every-entry.ts'] }, null, 2));
    const run = spawnSync(process.execPath, [OLDEST_TSC, '-p', config], {
      cwd: consumer.dir,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('README examples', () => {
  const typed = [...byKind('node'), ...byKind('browser')];

  it.each([
    ['NodeNext', { module: 'NodeNext', moduleResolution: 'NodeNext' }, typed, ['node']],
    ['Bundler', { module: 'ESNext', moduleResolution: 'Bundler' }, typed, ['node']],
    [
      'Bundler, no Node types',
      { module: 'ESNext', moduleResolution: 'Bundler' },
      byKind('browser'),
      [],
    ],
  ] as const)('type-check under %s resolution', (label, resolution, files, types) => {
    expect(files.length).toBeGreaterThan(0);
    const config = join(consumer.dir, `tsconfig.${label.replace(/\W+/g, '-')}.json`);
    const compilerOptions = {
      ...resolution,
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types,
      typeRoots: [join(ROOT, 'node_modules', '@types')],
    };
    const include = files.map((e) => `readme/${e.id}.ts`);
    writeFileSync(config, JSON.stringify({ compilerOptions, include }, null, 2));
    const run = spawnSync(process.execPath, [TSC, '-p', config], {
      cwd: consumer.dir,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each(byKind('node'))('$where runs in Node', async (example) => {
    const { code } = await transform(example.code, { loader: 'ts', format: 'esm' });
    const file = join(consumer.dir, 'readme', `${example.id}.mjs`);
    writeFileSync(file, code);
    const run = node(file);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    if (example.output !== undefined) expect(run.stdout).toBe(example.output);
  });

  it.each(byKind('browser'))('$where runs in Chromium', async (example) => {
    const page = await runInPage(
      await chromium(),
      await bundleForBrowser(`readme/${example.id}.ts`),
    );
    expect(page.errors).toEqual([]);
    if (example.output !== undefined) expect(page.text.trim()).toBe(example.output.trim());
  });

  it.each(byKind('shell'))('$where prints what the README shows', (example) => {
    const steps = shellSteps(example);
    expect(steps.length).toBeGreaterThan(0);
    const path = `${join(consumer.dir, 'node_modules', '.bin')}:${process.env.PATH}`;
    for (const step of steps) {
      const run = spawnSync('bash', ['-c', step.command], {
        cwd: consumer.dir,
        encoding: 'utf8',
        env: cleanEnv({ PATH: path }),
      });
      expect(run.status, `${step.command}\n${run.stderr}`).toBe(0);
      expect(run.stdout, step.command).toBe(step.output);
    }
  });
});
