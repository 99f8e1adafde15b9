import type { Writable } from 'node:stream';
import { AtomicFile } from './atomic-file.js';

/**
 * Where a command's bytes go: standard output, or a file replaced atomically.
 * `write` honours back-pressure; `finish` commits, `abandon` leaves no trace.
 */
export interface Output {
  readonly description: string;
  write(bytes: Uint8Array): Promise<void> | undefined;
  finish(): Promise<void>;
  abandon(): Promise<void>;
}

/** `-` or undefined means standard output. */
export function openOutput(path: string | undefined): Output {
  if (path === undefined || path === '-') return streamOutput(process.stdout, 'standard output');
  const file = new AtomicFile(path);
  file.stream.on('error', () => {}); // surfaced by write()/commit()
  const base = streamOutput(file.stream, file.path);
  return {
    ...base,
    finish: () => file.commit(),
    abandon: () => file.discard(),
  };
}

function streamOutput(stream: Writable, description: string): Output {
  let failure: Error | undefined;
  stream.on('error', (error) => {
    failure = error;
  });
  return {
    description,
    write(bytes) {
      if (failure) return Promise.reject(failure);
      if (stream.write(bytes)) return undefined;
      return new Promise<void>((done, fail) => {
        const onError = (error: Error) => fail(error);
        stream.once('error', onError);
        stream.once('drain', () => {
          stream.off('error', onError);
          done();
        });
      });
    },
    async finish() {
      if (failure) throw failure;
      if (stream === process.stdout) {
        await new Promise<void>((done) => (stream.write('') ? done() : stream.once('drain', done)));
      }
    },
    async abandon() {},
  };
}
