import type { Writable } from 'node:stream';

/** Resolves when a stream that asked its writer to wait drains, or fails (the caller checks which). */
export function drained(stream: Writable): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('error', done);
  });
}
