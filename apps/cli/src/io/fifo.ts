import { constants, openSync } from 'node:fs';
import { Socket } from 'node:net';
import type { Writable } from 'node:stream';

/** How often a FIFO without a reader is tried again. */
const RETRY_MS = 25;

/**
 * Opens a FIFO for writing as a non-blocking pipe stream. A blocking open
 * (waiting for the reader) or write (a reader that stopped reading) would
 * park a libuv pool thread, and Node's exit waits for those threads: a
 * signal's `process.exit` then hung until SIGKILL. Here the open is retried
 * until a reader comes, and writes go through the event loop like a piped
 * standard output.
 */
export async function openFifo(path: string): Promise<Writable> {
  const flags = constants.O_WRONLY | constants.O_NONBLOCK | constants.O_NOCTTY;
  for (;;) {
    try {
      const fd = openSync(path, flags);
      return new Socket({ fd, readable: false, writable: true });
    } catch (error) {
      // ENXIO: no reader yet.
      if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
