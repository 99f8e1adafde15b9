import {
  closeSync,
  fchmodSync,
  fchownSync,
  ftruncateSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { writeError } from './io-error.js';

/** What a regular-file output is: the real path, the name the user gave, and what to keep of an old file. */
export interface FileTarget {
  path: string;
  shown: string;
  keep?: { mode: number; uid: number; gid: number } | undefined;
  /** The file's folder takes no new file: the temporary file goes to the system's, and is copied over the file. */
  inPlace?: boolean | undefined;
}

/**
 * The bytes of NAME a temporary name keeps: a file name has at most 255
 * bytes (NAME_MAX), and `.` + `.sudoku-PID-RANDOM.tmp` take up to 27 of them
 * (a Linux pid has at most 7 digits).
 */
const STEM_BYTES = 255 - 27;

/** The target's name, cut to STEM_BYTES bytes of UTF-8 (never inside a character). */
function stem(target: string): string {
  let name = basename(target);
  while (Buffer.byteLength(name) > STEM_BYTES) name = [...name].slice(0, -1).join('');
  return name;
}

/**
 * `.NAME.sudoku-PID-RANDOM.tmp`: hidden, beside the target, marked as ours
 * and naming the process that writes it (see removeStaleTemps).
 */
const tempName = (target: string) =>
  `.${stem(target)}.sudoku-${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`;

/** A temporary file of ours, of any target, and the process it names. */
const TEMP = /^\..*\.sudoku-(\d+)-[0-9a-z]+\.tmp$/;

/**
 * An output file that appears only when the run succeeds: bytes go to a
 * temporary file in the same folder (so the final rename is atomic on one
 * file system) and `commit()` renames it over the target. A failed or
 * interrupted run leaves the previous file untouched, and its temporary file
 * is removed; one killed outright (`kill -9`, a power cut) leaves it behind
 * for the next run into the same folder to remove (see {@link removeStaleTemps}).
 *
 * The new file gets the old one's mode (and owner, where the user may give
 * it), so replacing a mode-600 file does not expose it.
 *
 * An existing file the user may write, in a folder the user may not, cannot
 * be replaced that way (the temporary file and the rename both need the
 * folder): the temporary file goes to the system's temporary folder, and
 * `commit()` copies it over the file, in place. A failed run still leaves
 * the file as it was; only a crash during that last copy can leave it
 * partly written.
 *
 * Writes are synchronous on purpose: callers hand over large chunks (1 MB or
 * more) that they reuse right after, and a write to the page cache costs
 * less than the copy an asynchronous stream would need.
 */
export class AtomicFile {
  readonly path: string;
  readonly shown: string;
  readonly tempPath: string;
  /** A file was there to replace: a stopped run leaves it as it was, else none is created. */
  readonly replaces: boolean;
  private readonly inPlace: boolean;
  private fd: number | undefined;
  private static readonly open = new Set<AtomicFile>();

  constructor(target: FileTarget) {
    this.path = target.path;
    this.shown = target.shown;
    this.replaces = target.keep !== undefined;
    this.inPlace = target.inPlace === true;
    this.tempPath = join(this.inPlace ? tmpdir() : dirname(this.path), tempName(this.path));
    removeStaleTemps(this.tempPath);
    try {
      // In the shared temporary folder, readable by its owner alone; the file keeps its own mode.
      this.fd = openSync(this.tempPath, 'wx', this.inPlace ? 0o600 : 0o666);
      AtomicFile.open.add(this);
      if (target.keep && !this.inPlace) keepOwnerAndMode(this.fd, target.keep);
    } catch (cause) {
      this.discard();
      throw writeError(this.shown, cause);
    }
  }

  write(bytes: Uint8Array): void {
    if (this.fd === undefined) throw new Error(`${this.path} is already closed`);
    try {
      for (let done = 0; done < bytes.length; ) {
        done += writeSync(this.fd, bytes, done, bytes.length - done);
      }
    } catch (cause) {
      throw writeError(this.shown, cause);
    }
  }

  /** Closes, then moves the temporary file into place (or copies it over the file, in place). */
  commit(): void {
    try {
      this.close();
      if (this.inPlace) {
        copyOver(this.tempPath, this.path);
        rmSync(this.tempPath, { force: true });
      } else renameSync(this.tempPath, this.path);
      AtomicFile.open.delete(this);
    } catch (cause) {
      this.discard();
      throw writeError(this.shown, cause);
    }
  }

  /** Drops the temporary file; the target is left as it was. */
  discard(): void {
    AtomicFile.open.delete(this);
    try {
      this.close();
    } finally {
      try {
        rmSync(this.tempPath, { force: true });
      } catch {
        // not removable (its folder gone): nothing more to do; a later run removes a leftover
      }
    }
  }

  private close(): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    closeSync(fd);
  }

  /**
   * For signal handlers and fatal errors: removes every unfinished temporary
   * file and says what became of each target ("out.txt left as it was",
   * "new.txt not created").
   */
  static discardAll(): string[] {
    const kept: string[] = [];
    for (const file of [...AtomicFile.open]) {
      try {
        file.discard();
      } catch {
        // best effort: the process is about to exit
      }
      kept.push(`${file.shown} ${file.replaces ? 'left as it was' : 'not created'}`);
    }
    return kept;
  }
}

/** Writes the bytes of `from` over the file `to`, which keeps its inode, mode and owner. */
function copyOver(from: string, to: string): void {
  const source = openSync(from, 'r');
  try {
    const target = openSync(to, 'r+');
    try {
      const buffer = Buffer.allocUnsafe(1 << 20);
      let at = 0;
      for (let n = readSync(source, buffer, 0, buffer.length, at); n > 0; ) {
        for (let done = 0; done < n; ) done += writeSync(target, buffer, done, n - done, at + done);
        at += n;
        n = readSync(source, buffer, 0, buffer.length, at);
      }
      ftruncateSync(target, at);
    } finally {
      closeSync(target);
    }
  } finally {
    closeSync(source);
  }
}

function keepOwnerAndMode(fd: number, keep: NonNullable<FileTarget['keep']>): void {
  if (keep.uid !== process.getuid?.() || keep.gid !== process.getgid?.()) {
    try {
      fchownSync(fd, keep.uid, keep.gid);
    } catch {
      // Only root may give a file away: the new file is then the user's own.
    }
  }
  fchmodSync(fd, keep.mode);
}

/**
 * Removes the temporary files earlier runs left in `target`'s folder when
 * killed outright, whatever file they were writing: those named after a
 * process that no longer exists. A live process's file (another run,
 * writing any file there) is left alone.
 */
export function removeStaleTemps(target: string): void {
  const folder = dirname(target);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // the temporary file's creation will say what is wrong
  }
  for (const name of names) {
    const match = TEMP.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    try {
      rmSync(join(folder, name), { force: true });
    } catch {
      // not ours to remove after all (permissions): leave it
    }
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}
