import type { Server } from 'node:http';

export function ensureBuilt(options?: { force?: boolean; quiet?: boolean }): Promise<boolean>;
export function serveDist(options?: {
  port?: number;
  host?: string;
}): Promise<{ server: Server; url: string }>;
/** The built game (vite's output): apps/web/dist. */
export const distDir: string;
