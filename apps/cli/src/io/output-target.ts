import {
  accessSync,
  constants,
  lstatSync,
  readlinkSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SudokuError } from '@sudoku/core';
import { closedError, wasClosedAtStart } from './closed-descriptor.js';
import { describeErrno, writeError } from './io-error.js';

/** Where a command's output goes, decided (and checked) before any work starts. */
export type OutputTarget =
  | { kind: 'stdout'; shown: string }
  /** `-o /dev/stderr` (or /dev/fd/2): written through the process's own descriptor 2. */
  | { kind: 'stderr'; shown: string }
  /** Anything that is not a regular file (a device, a FIFO, a terminal): written directly. */
  | { kind: 'direct'; path: string; shown: string; fifo: boolean }
  /**
   * A regular file, new or replaced through a temporary file beside it:
   * `path` is the real file (symbolic links followed); `keep` the mode and
   * owner of the file it replaces. `inPlace`: the file exists and may be
   * written, but its folder takes no new file, so it is overwritten in place
   * once the run succeeds (see AtomicFile).
   */
  | {
      kind: 'file';
      path: string;
      shown: string;
      keep?: { mode: number; uid: number; gid: number } | undefined;
      inPlace?: boolean;
    };

/** Symbolic links followed at most, as the kernel's own limit (ELOOP). */
const MAX_LINKS = 40;

const isRoot = () => process.getuid?.() === 0;

/**
 * Checks an `-o` path and says how it will be written, so that a bad one
 * fails at once, in one line, before hours of work are lost:
 *
 * - `-`, nothing, or `/dev/stdout`: standard output; `/dev/stderr`
 *   standard error (and so for `/dev/fd/1`, `/proc/self/fd/2` …): written
 *   through the descriptor, so a file the shell opened for it (`2>> log`)
 *   is appended to, never replaced;
 * - a directory, `.`, an empty name, a missing folder: an error;
 * - a device, FIFO or terminal (`/dev/null`, a named pipe): written directly,
 *   never replaced;
 * - a regular file, or a symbolic link to one (or to a path yet to be
 *   created): replaced through a temporary file beside the real file,
 *   keeping its mode; refused when the user could not write it, and a
 *   read-only file is refused even for root, who could. A writable file in
 *   a folder the user cannot write is written in place instead, after the
 *   run (a new file there is refused).
 */
export function resolveOutput(path: string | undefined): OutputTarget {
  if (path === undefined || path === '-' || path === '/dev/stdout') return standardOutput();
  if (path === '') throw new SudokuError('SUDOKU_USAGE', '--output needs a file name, got ""');
  const own = ownDescriptor(path);
  if (own === 1) return standardOutput();
  if (own === 2) return { kind: 'stderr', shown: 'standard error' };
  const fail = (why: string, cause?: unknown) =>
    new SudokuError('SUDOKU_IO', `cannot write ${path}: ${why}`, { cause });
  let info: Stats | undefined;
  try {
    info = statSync(path);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw fail(describeErrno(cause), cause);
  }
  if (info?.isDirectory()) throw fail('it is a directory');
  if (path.endsWith('/')) throw fail('no such directory');
  if (info && !info.isFile()) {
    if (info.isSocket()) throw fail('it is a socket');
    return { kind: 'direct', path, shown: path, fifo: info.isFIFO() };
  }
  const real = info ? realpathSync.native(path) : linkTarget(path, fail);
  if (info) {
    try {
      accessSync(real, constants.W_OK);
    } catch (cause) {
      throw fail(describeErrno(cause), cause);
    }
    if (isRoot() && (info.mode & 0o222) === 0) {
      throw fail(
        `it is read-only (mode ${(info.mode & 0o777).toString(8)}); make it writable first`,
      );
    }
  }
  const inPlace = !takesNewFiles(dirname(real), fail, info !== undefined);
  return {
    kind: 'file',
    path: real,
    shown: path,
    keep: info && { mode: info.mode & 0o7777, uid: info.uid, gid: info.gid },
    ...(inPlace && { inPlace }),
  };
}

/** Names of this process's own descriptors: /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N. */
const DESCRIPTOR_PATH =
  /^\/(?:dev\/(stdin|stdout|stderr)|dev\/fd\/(\d+)|proc\/(?:self|thread-self|(\d+))\/fd\/(\d+))$/;

/**
 * 1 or 2 when `path` (or a link on its way) names this process's standard
 * output or error. Followed as a file instead, `/dev/stderr` would lead to
 * the file the shell opened for it (`2>> log.txt`), which would be replaced.
 */
function ownDescriptor(path: string): 1 | 2 | undefined {
  let current = resolve(path);
  for (let links = 0; links < MAX_LINKS; links++) {
    const match = DESCRIPTOR_PATH.exec(current);
    if (match) {
      const [, name, devFd, pid, procFd] = match;
      if (pid !== undefined && Number(pid) !== process.pid) return undefined;
      const fd = name ? ['stdin', 'stdout', 'stderr'].indexOf(name) : Number(devFd ?? procFd);
      return fd === 1 || fd === 2 ? fd : undefined;
    }
    try {
      if (!lstatSync(current).isSymbolicLink()) return undefined;
      current = resolve(dirname(current), readlinkSync(current));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Where a path that does not exist yet will be created: the end of its chain of symbolic links. */
function linkTarget(path: string, fail: (why: string) => SudokuError): string {
  let current = resolve(path);
  for (let links = 0; links < MAX_LINKS; links++) {
    try {
      if (!lstatSync(current).isSymbolicLink()) return current;
    } catch {
      return current; // nothing there: the file to create
    }
    current = resolve(dirname(current), readlinkSync(current));
  }
  throw fail('too many levels of symbolic links');
}

/**
 * Whether the folder takes a new file (the temporary one). It must exist;
 * one the user may not write is refused for a new file, and false for an
 * existing one (`exists`), which is then written in place.
 */
function takesNewFiles(
  folder: string,
  fail: (why: string, cause?: unknown) => SudokuError,
  exists: boolean,
): boolean {
  try {
    if (!statSync(folder).isDirectory()) throw fail('a part of the path is not a directory');
    accessSync(folder, constants.W_OK | constants.X_OK);
    return true;
  } catch (cause) {
    if (cause instanceof SudokuError) throw cause;
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw fail(`no such directory ${folder}`, cause);
    if (code === 'EACCES' && exists) return false;
    if (code === 'EACCES')
      throw fail(`cannot create a file in ${folder}: permission denied`, cause);
    throw fail(describeErrno(cause), cause);
  }
}

/** Standard output as a target, checked first: closed by the shell (`>&-`), the run would lose everything. */
function standardOutput(): OutputTarget {
  if (wasClosedAtStart(1)) throw writeError('standard output', closedError());
  return { kind: 'stdout', shown: 'standard output' };
}
