import { fstatSync, writeSync } from 'node:fs';
import { closedError, wasClosedAtStart } from './closed-descriptor.js';
import { drained } from './drained.js';
import { writeError } from './io-error.js';

/**
 * Standard output (and standard error, when `-o /dev/stderr` sends results
 * there), for everything the CLI prints to them (results, help, version,
 * lists). A write to a full disk, a closed pipe or a closed descriptor is
 * reported by the stream as an 'error' event, later: without a listener
 * Node would crash with a stack trace. Here the first error is kept and
 * every later write, and `flush` at the end, throws it as one `cannot write
 * standard output: …` error.
 */
interface StandardWriter {
  watch(): void;
  write(data: string | Uint8Array): Promise<void> | undefined;
  flush(): Promise<void>;
}

function standardWriter(fd: 1 | 2, stream: () => NodeJS.WriteStream, name: string): StandardWriter {
  let failure: Error | undefined;
  let watching = false;
  /**
   * The descriptor is a regular file (`> out.txt`): Node writes one with a
   * single write(2) and ignores a short count, so the tail of a write that
   * fills the disk (or reaches `ulimit -f`) would be dropped without an
   * error. Such a file is written here instead, until every byte is in or
   * write(2) fails.
   */
  let toFile = false;
  /** The descriptor was closed when the process started: the first write fails. */
  let closed = false;
  const check = () => {
    if (failure) throw writeError(name, failure);
  };
  return {
    watch() {
      if (watching) return;
      watching = true;
      stream().on('error', (error) => {
        failure ??= error;
      });
      try {
        toFile = fstatSync(fd).isFile();
      } catch {
        toFile = false; // no such descriptor: the stream reports it
      }
      // Closed by the shell (>&-): what is written would be lost without a word.
      closed = wasClosedAtStart(fd);
    },
    write(data) {
      if (closed) failure ??= closedError();
      check();
      if (toFile) {
        const bytes = typeof data === 'string' ? Buffer.from(data) : data;
        try {
          for (let done = 0; done < bytes.length; ) {
            done += writeSync(fd, bytes, done, bytes.length - done);
          }
        } catch (error) {
          failure ??= error as Error;
          check();
        }
        return undefined;
      }
      const out = stream();
      const chunk = typeof data === 'string' ? data : Buffer.from(data);
      if (out.write(chunk)) return undefined;
      return drained(out).then(check);
    },
    flush() {
      check();
      return new Promise<void>((resolve, reject) => {
        stream().write('', (error) => {
          failure ??= error ?? undefined;
          if (failure) reject(writeError(name, failure));
          else resolve();
        });
      });
    },
  };
}

const stdout = standardWriter(1, () => process.stdout, 'standard output');
let stderr: StandardWriter | undefined;

/** Starts listening for errors on stdout (and ignores stderr's: nothing could report them). */
export function watchStdout(): void {
  stdout.watch();
  process.stderr.on('error', () => {});
}

/**
 * Writes to stdout. Returns a promise when the stream asks the writer to
 * wait (a slow pipe); it rejects if the write failed. The caller may reuse
 * `data` at once: bytes are copied when the stream must hold on to them.
 */
export function writeStdout(data: string | Uint8Array): Promise<void> | undefined {
  return stdout.write(data);
}

/** Resolves once everything written so far has reached the system; throws the first write error. */
export function flushStdout(): Promise<void> {
  return stdout.flush();
}

/** Standard error as an output for results (`-o /dev/stderr`), written and checked as stdout is. */
export function stderrWriter(): Pick<StandardWriter, 'write' | 'flush'> {
  stderr ??= standardWriter(2, () => process.stderr, 'standard error');
  stderr.watch();
  return stderr;
}
