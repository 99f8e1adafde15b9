import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { AtomicFile } from './atomic-file.js';
import { drained } from './drained.js';
import { writeError } from './io-error.js';
import { openFifoWriter } from './nonblocking.js';
import { type OutputTarget, resolveOutput } from './output-target.js';
import { flushStdout, stderrWriter, writeStdout } from './stdout.js';

/**
 * Where a command's bytes go: standard output, a file replaced atomically,
 * or a device or FIFO written directly. The caller may reuse `bytes` as soon
 * as `write` returns (or its promise settles); `finish` commits, `abandon`
 * leaves no trace. Every failure is a one-line `cannot write …` error.
 */
export interface Output {
  /** The destination for summaries: "standard output", or the file's full path. */
  readonly description: string;
  write(bytes: Uint8Array): Promise<void> | undefined;
  finish(): Promise<void>;
  abandon(): Promise<void>;
  /**
   * For a run stopped by a signal that keeps what it finished: a file gets
   * what was written so far, at once (synchronously, in the signal's
   * handler); other outputs already have it.
   */
  keepWritten(): void;
}

/** Opens a checked target (see resolveOutput). A FIFO's open waits for its reader (see nonblocking.ts). */
export async function openOutput(target: OutputTarget): Promise<Output> {
  if (target.kind === 'stdout') {
    return {
      description: target.shown,
      write: writeStdout,
      finish: flushStdout,
      abandon: async () => {},
      keepWritten() {},
    };
  }
  if (target.kind === 'stderr') {
    const stderr = stderrWriter();
    return {
      description: target.shown,
      write: (bytes) => stderr.write(bytes),
      finish: () => stderr.flush(),
      abandon: async () => {},
      keepWritten() {},
    };
  }
  if (target.kind === 'file') {
    const file = new AtomicFile(target);
    return {
      description: file.path,
      write(bytes) {
        file.write(bytes);
        return undefined;
      },
      finish: async () => file.commit(),
      abandon: async () => file.discard(),
      keepWritten: () => file.commit(),
    };
  }
  let stream: Writable;
  try {
    stream = target.fifo
      ? await openFifoWriter(target.path)
      : (await open(target.path, constants.O_WRONLY | constants.O_NOCTTY)).createWriteStream({
          highWaterMark: 1 << 20,
        });
  } catch (cause) {
    throw writeError(target.shown, cause);
  }
  return streamOutput(stream, target.shown);
}

/** A device or FIFO, through a stream: writes run off the main thread, in order, with back-pressure. */
function streamOutput(stream: Writable, shown: string): Output {
  let failure: Error | undefined;
  stream.on('error', (error) => {
    failure ??= error;
  });
  const check = () => {
    if (failure) throw writeError(shown, failure);
  };
  // end's callback hears of a failed write before the 'error' event does, and
  // on a stream already destroyed by it, only that end came too late:
  // `errored` holds the write's own error.
  const end = () =>
    new Promise<void>((resolve) =>
      stream.end((error?: Error | null) => {
        failure ??= stream.errored ?? error ?? undefined;
        resolve();
      }),
    );
  return {
    description: shown,
    write(bytes) {
      check();
      if (stream.write(Buffer.from(bytes))) return undefined;
      return drained(stream).then(check);
    },
    async finish() {
      await end();
      check();
    },
    async abandon() {
      await end();
    },
    keepWritten() {},
  };
}

/** Anything with a `stop()`: a progress bar, for one. */
interface Stoppable {
  stop(): void;
}

/**
 * Opens the output (`-`/undefined for stdout, or a path checked by
 * {@link resolveOutput}, or an already resolved target), runs `work` with it
 * and commits only when `work` succeeds; when it throws, the output is
 * dropped and an existing file keeps its old bytes. `progress` is stopped
 * either way, before any message is printed.
 */
export async function withOutput<T>(
  target: OutputTarget | string | undefined,
  progress: Stoppable | undefined,
  work: (output: Output) => Promise<T>,
): Promise<{ result: T; description: string }> {
  const resolved = typeof target === 'object' ? target : resolveOutput(target);
  const output = await openOutput(resolved);
  try {
    const result = await work(output);
    progress?.stop();
    await output.finish();
    return { result, description: output.description };
  } catch (error) {
    progress?.stop();
    await output.abandon().catch(() => {});
    throw error;
  }
}
