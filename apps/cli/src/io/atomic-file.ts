import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { SudokuError } from '@sudoku/core';

/**
 * An output file that appears only when the run succeeds: bytes go to a
 * temporary file in the same folder (so the final rename is atomic on one
 * file system) and `commit()` renames it over the target. A failed or killed
 * run leaves the previous file untouched.
 *
 * Writes are synchronous on purpose: callers hand over large chunks (1 MB or
 * more) that they reuse right after, and a write to the page cache costs
 * less than the copy an asynchronous stream would need.
 */
export class AtomicFile {
  readonly path: string;
  readonly tempPath: string;
  private fd: number | undefined;
  private static readonly open = new Set<AtomicFile>();

  constructor(path: string) {
    this.path = resolve(path);
    this.tempPath = join(
      dirname(this.path),
      `.${basename(this.path)}.${process.pid}.${Date.now().toString(36)}.tmp`,
    );
    try {
      this.fd = openSync(this.tempPath, 'wx', 0o644);
    } catch (cause) {
      throw ioError(`cannot write ${this.path}`, cause);
    }
    AtomicFile.open.add(this);
  }

  write(bytes: Uint8Array): void {
    if (this.fd === undefined) throw new Error(`${this.path} is already closed`);
    try {
      for (let done = 0; done < bytes.length; ) {
        done += writeSync(this.fd, bytes, done, bytes.length - done);
      }
    } catch (cause) {
      throw ioError(`cannot write ${this.path}`, cause);
    }
  }

  /** Closes, then moves the temporary file into place. */
  commit(): void {
    try {
      this.close();
      renameSync(this.tempPath, this.path);
      AtomicFile.open.delete(this);
    } catch (cause) {
      this.discard();
      throw ioError(`cannot write ${this.path}`, cause);
    }
  }

  /** Drops the temporary file; the target is left as it was. */
  discard(): void {
    AtomicFile.open.delete(this);
    this.close();
    rmSync(this.tempPath, { force: true });
  }

  private close(): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    closeSync(fd);
  }

  /** For signal handlers: removes every unfinished temporary file. */
  static discardAll(): void {
    for (const file of [...AtomicFile.open]) file.discard();
  }
}

function ioError(what: string, cause: unknown): SudokuError {
  const e = cause as NodeJS.ErrnoException;
  const why =
    e?.code === 'ENOENT'
      ? 'no such folder'
      : e?.code === 'EACCES'
        ? 'permission denied'
        : e?.message;
  return new SudokuError('SUDOKU_IO', `${what}: ${why}`, { cause });
}
