import type { Writable } from 'node:stream';

/** The wait in progress on each stream: writes that pile up behind one share it. */
const waits = new WeakMap<Writable, Promise<void>>();

/**
 * Resolves when a stream that asked its writer to wait drains, or fails (the
 * caller checks which). Every write made while the stream is full waits on
 * the same two listeners: a writer that writes several results before the
 * first drains (or a reader gone, `| head`) would otherwise add a pair each,
 * and Node warns of a leak past ten.
 */
export function drained(stream: Writable): Promise<void> {
  let wait = waits.get(stream);
  if (wait) return wait;
  wait = new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      waits.delete(stream);
      resolve();
    };
    stream.once('drain', done);
    stream.once('error', done);
  });
  waits.set(stream, wait);
  return wait;
}
