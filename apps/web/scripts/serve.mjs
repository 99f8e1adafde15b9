#!/usr/bin/env node
// `pnpm serve [--port N] [--host H] [--rebuild]`: builds the game with vite
// when dist/ is missing or older than its sources, then serves dist/ as
// static files on http://127.0.0.1:PORT/ (default 5173), compressed (brotli
// or gzip, as the browser accepts) with cache headers. A tiny node:http
// server instead of `vite preview`, so serving needs nothing beyond Node.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The built game (vite's output). */
export const distDir = join(appDir, 'dist');
const repoDir = resolve(appDir, '../..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.webmanifest',
]);

/** Compressed copies by file, encoding and modification time: each file is compressed once. */
const compressed = new Map();

/** The encoding to send: brotli, else gzip, when the request accepts it (and q is not 0). */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/** The body of `file` in `encoding` (undefined: as it is). */
function body(file, info, encoding) {
  const raw = readFileSync(file);
  if (!encoding) return raw;
  const key = `${file}\0${encoding}\0${info.mtimeMs}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, packed);
  }
  return packed;
}

/** Newest modification time (ms) of the files under `path`, skipping node_modules and dist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** The sources the bundle is made of: the app and the workspace packages' src/. */
function sourceTime() {
  const packages = join(repoDir, 'packages');
  let latest = Math.max(
    newest(join(appDir, 'src')),
    newest(join(appDir, 'index.html')),
    newest(join(appDir, 'public')),
    newest(join(appDir, 'vite.config.ts')),
  );
  if (existsSync(packages)) {
    for (const name of readdirSync(packages))
      latest = Math.max(latest, newest(join(packages, name, 'src')));
  }
  return latest;
}

/** Builds dist/ with vite unless it is up to date (or `force`). Returns true when it built. */
export async function ensureBuilt({ force = false, quiet = false } = {}) {
  const index = join(distDir, 'index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sourceTime()) return false;
  if (!quiet) console.log('Building the game with vite…');
  const { build } = await import('vite');
  // Vite takes a production build's import.meta.env.PROD from NODE_ENV, which
  // a test runner sets to "test": that build would never register its
  // service worker.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: quiet ? 'error' : 'warn',
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}

/**
 * Serves `root` (dist/) on host:port (port 0 = any free port); resolves with
 * the server and its URL. Hashed files (assets/) are cached for a year; the
 * rest (index.html, the service worker, the manifest) is revalidated by its
 * ETag every time, so a new version is seen at once.
 */
export function serveDist({ port = 5173, host = '127.0.0.1', root = distDir } = {}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('bad request');
      return;
    }
    // Resolve inside dist/ only: normalise, then refuse anything that climbs out.
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const info = statSync(file);
    const hashed = file.includes(`${sep}assets${sep}`);
    const encoding = COMPRESSIBLE.has(extname(file))
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined;
    const etag = `"${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    let content;
    try {
      content = body(file, info, encoding);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`could not read ${path}: ${error instanceof Error ? error.message : error}`);
      return;
    }
    response.writeHead(200, {
      ...headers,
      ...(encoding && { 'content-encoding': encoding }),
      'content-length': content.length,
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://${host}:${actual}/` });
    });
  });
}

function parseArgs(argv) {
  const options = { port: 5173, host: '127.0.0.1', rebuild: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--port' || name === '-p') {
      const raw = value();
      const port = Number(raw);
      if (!/^\d+$/.test(raw ?? '') || port > 65535)
        throw new Error(`--port needs a number from 0 to 65535, got ${raw}`);
      options.port = port;
    } else if (name === '--host') {
      options.host = value();
    } else if (name === '--rebuild') {
      options.rebuild = true;
    } else if (name === '--help' || name === '-h') {
      console.log('usage: pnpm web [--port N] [--host H] [--rebuild]');
      process.exit(0);
    } else if (arg !== '--') {
      throw new Error(`unknown option ${arg}; usage: pnpm web [--port N] [--host H] [--rebuild]`);
    }
  }
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    await ensureBuilt({ force: options.rebuild });
    const { url } = await serveDist(options);
    console.log(`Sudoku is ready at ${url} (Ctrl+C stops it)`);
  } catch (error) {
    console.error(`sudoku web: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error?.code === 'EADDRINUSE' ? 2 : 1);
  }
}
