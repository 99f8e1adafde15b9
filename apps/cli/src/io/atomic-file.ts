import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { SudokuError } from '@sudoku/core';

/**
 * An output file that appears only when the run succeeds: bytes go to a
 * temporary file in the same folder (so the final rename is atomic on one
 * file system) and `commit()` renames it over the target. A failed or killed
 * run leaves the previous file untouched.
 */
export class AtomicFile {
  readonly path: string;
  readonly tempPath: string;
  readonly stream: WriteStream;
  private settled = false;
  private static readonly open = new Set<AtomicFile>();

  constructor(path: string) {
    this.path = resolve(path);
    this.tempPath = join(
      dirname(this.path),
      `.${basename(this.path)}.${process.pid}.${Date.now().toString(36)}.tmp`,
    );
    this.stream = createWriteStream(this.tempPath, { highWaterMark: 1 << 20 });
    AtomicFile.open.add(this);
  }

  /** Flushes, then moves the temporary file into place. */
  async commit(): Promise<void> {
    await new Promise<void>((done, fail) => {
      this.stream.once('error', fail);
      this.stream.end(done);
    });
    try {
      await rename(this.tempPath, this.path);
    } catch (cause) {
      await this.discard();
      throw new SudokuError('SUDOKU_IO', `cannot write ${this.path}: ${(cause as Error).message}`, {
        cause,
      });
    }
    this.settled = true;
    AtomicFile.open.delete(this);
  }

  /** Drops the temporary file; the target is left as it was. */
  async discard(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    AtomicFile.open.delete(this);
    this.stream.destroy();
    await rm(this.tempPath, { force: true });
  }

  /** Synchronous clean-up for signal handlers: removes every unfinished temporary file. */
  static discardAllSync(remove: (path: string) => void): void {
    for (const file of AtomicFile.open) {
      file.settled = true;
      file.stream.destroy();
      remove(file.tempPath);
    }
    AtomicFile.open.clear();
  }
}
