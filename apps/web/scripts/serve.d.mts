import type { Server } from 'node:http';

export function ensureBuilt(options?: { force?: boolean; quiet?: boolean }): Promise<boolean>;
export function serveDist(options?: {
  port?: number;
  host?: string;
  /** The folder to serve (default: dist/). */
  root?: string;
}): Promise<{ server: Server; url: string }>;
/** The encoding a response gets for this Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | undefined;
/** The built game (vite's output): apps/web/dist. */
export const distDir: string;
