#!/usr/bin/env node
// `pnpm serve [--port N] [--host H] [--rebuild]`: builds the game with vite
// when dist/ is missing or older than its sources, then serves dist/ as
// static files on http://127.0.0.1:PORT/ (default 5173). A tiny node:http
// server instead of `vite preview`, so serving needs nothing beyond Node.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
};

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
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: quiet ? 'error' : 'warn',
  });
  return true;
}

/** Serves dist/ on host:port (port 0 = any free port); resolves with the server and its URL. */
export function serveDist({ port = 5173, host = '127.0.0.1' } = {}) {
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
    let file = normalize(join(distDir, path));
    if (file !== distDir && !file.startsWith(distDir + sep)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const hashed = file.includes(`${sep}assets${sep}`);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
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
