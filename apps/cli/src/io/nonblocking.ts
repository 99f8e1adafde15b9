import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { isatty, ReadStream } from 'node:tty';

// A FIFO or a terminal read or written the ordinary way (fs streams) blocks
// one of Node's pool threads in open, read or write while its other end is
// missing or idle, and Node's exit waits for those threads: a signal's `process.exit`
// then hung until SIGKILL. Opened non-blocking and handled by the event
// loop, as a piped standard input or output is, they never block a thread.

/** How often a FIFO without a reader is tried again. */
const RETRY_MS = 25;

/** Opens a FIFO for writing, once a reader has it open (tried again until then). */
export async function openFifoWriter(path: string): Promise<Writable> {
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

/**
 * Opens a FIFO (its data, and its end, come once a writer has opened it) or
 * a terminal (`/dev/tty`) for reading; undefined for any other file, which
 * never blocks and is read the ordinary way.
 */
export function openNonBlockingReader(path: string): Readable | undefined {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  if (isatty(fd)) return new ReadStream(fd);
  if (fstatSync(fd).isFIFO()) return new Socket({ fd, readable: true, writable: false });
  closeSync(fd);
  return undefined;
}
