import { writeError } from './io-error.js';

/**
 * Standard output, for everything the CLI prints there (results, help,
 * version, lists). A write to a full disk, a closed pipe or a closed
 * descriptor is reported by the stream as an 'error' event, later: without a
 * listener Node would crash with a stack trace. Here the first error is kept
 * and every later write, and {@link flushStdout} at the end, throws it as
 * one `cannot write standard output: …` error.
 */
let failure: Error | undefined;
let watching = false;

/** Starts listening for errors on stdout (and ignores stderr's: nothing could report them). */
export function watchStdout(): void {
  if (watching) return;
  watching = true;
  process.stdout.on('error', (error) => {
    failure ??= error;
  });
  process.stderr.on('error', () => {});
}

function check(): void {
  if (failure) throw writeError('standard output', failure);
}

/**
 * Writes to stdout. Returns a promise when the stream asks the writer to
 * wait (a slow pipe); it rejects if the write failed. The caller may reuse
 * `data` at once: bytes are copied when the stream must hold on to them.
 */
export function writeStdout(data: string | Uint8Array): Promise<void> | undefined {
  check();
  const chunk = typeof data === 'string' ? data : Buffer.from(data);
  if (process.stdout.write(chunk)) return undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      process.stdout.off('drain', done);
      process.stdout.off('error', done);
      resolve();
    };
    process.stdout.once('drain', done);
    process.stdout.once('error', done);
  }).then(check);
}

/** Resolves once everything written so far has reached the system; throws the first write error. */
export function flushStdout(): Promise<void> {
  check();
  return new Promise<void>((resolve, reject) => {
    process.stdout.write('', (error) => {
      failure ??= error ?? undefined;
      if (failure) reject(writeError('standard output', failure));
      else resolve();
    });
  });
}
