import { AtomicFile } from './atomic-file.js';

/**
 * Where a command's bytes go: standard output, or a file replaced atomically.
 * The caller may reuse `bytes` as soon as `write` returns (or its promise
 * settles); `finish` commits, `abandon` leaves no trace.
 */
export interface Output {
  readonly description: string;
  write(bytes: Uint8Array): Promise<void> | undefined;
  finish(): Promise<void>;
  abandon(): Promise<void>;
}

/** `-` or undefined means standard output. */
export function openOutput(path: string | undefined): Output {
  if (path === undefined || path === '-') return stdoutOutput();
  const file = new AtomicFile(path);
  return {
    description: file.path,
    write(bytes) {
      file.write(bytes);
      return undefined;
    },
    finish: async () => file.commit(),
    abandon: async () => file.discard(),
  };
}

function stdoutOutput(): Output {
  const stdout = process.stdout;
  let failure: Error | undefined;
  stdout.on('error', (error) => {
    failure = error;
  });
  return {
    description: 'standard output',
    write(bytes) {
      if (failure) return Promise.reject(failure);
      // A copy: the stream may still hold the chunk when the caller reuses it.
      if (stdout.write(Buffer.from(bytes))) return undefined;
      return new Promise<void>((done) => stdout.once('drain', done));
    },
    async finish() {
      if (failure) throw failure;
    },
    async abandon() {},
  };
}

/** Anything with a `stop()`: a progress bar, for one. */
interface Stoppable {
  stop(): void;
}

/**
 * Opens `path` (or stdout for `-`/undefined), runs `work` with it and
 * commits the output only when `work` succeeds; when it throws, the output
 * is dropped and an existing file keeps its old bytes. `progress` is stopped
 * either way, before any message is printed.
 */
export async function withOutput<T>(
  path: string | undefined,
  progress: Stoppable | undefined,
  work: (output: Output) => Promise<T>,
): Promise<{ result: T; description: string }> {
  const output = openOutput(path);
  try {
    const result = await work(output);
    progress?.stop();
    await output.finish();
    return { result, description: output.description };
  } catch (error) {
    progress?.stop();
    await output.abandon();
    throw error;
  }
}
