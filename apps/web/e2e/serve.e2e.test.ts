import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, distDir } from '../scripts/serve.mjs';
import { useBrowser } from './browser.js';

// `pnpm web`'s server (issue 33): compressed files and cache headers.
const browser = useBrowser();

/** The status and headers of a GET, with these request headers. */
function head(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    }).on('error', reject);
  });
}

describe('the server', () => {
  it("sends the game's script gzipped or brotli-compressed, as the browser accepts", async () => {
    const script = readdirSync(join(distDir, 'assets')).find((f) => /^index-.*\.js$/.test(f));
    const url = `${browser.url()}assets/${script}`;
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { status, headers } = await head(url, { 'accept-encoding': accept });
      expect(status).toBe(200);
      expect(headers['content-encoding'], accept).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the page, the service worker and the manifest revalidated every time, by ETag', async () => {
    for (const file of ['', 'sw.js', 'manifest.webmanifest']) {
      const first = await head(`${browser.url()}${file}`, { 'accept-encoding': 'gzip' });
      expect(first.headers['cache-control'], file).toBe('no-cache');
      const again = await head(`${browser.url()}${file}`, {
        'accept-encoding': 'gzip',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status, file).toBe(304);
    }
  });

  it('reads Accept-Encoding as HTTP means it', () => {
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('BR;q=0.5, gzip;q=1')).toBe('br');
    expect(chooseEncoding('br;q=0')).toBeUndefined();
  });
});
