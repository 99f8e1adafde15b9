import { readFileSync, readlinkSync } from 'node:fs';

/**
 * True when descriptor `fd` was closed when the process started (`sudoku …
 * >&-`). Node then opens /dev/null in its place, read-write, so a closed
 * standard output would swallow every result without an error; a shell's
 * `> /dev/null` opens it write-only, which tells the two apart. Linux only
 * (/proc); elsewhere, or if /proc cannot say, false.
 */
export function wasClosedAtStart(fd: 1 | 2): boolean {
  try {
    if (readlinkSync(`/proc/self/fd/${fd}`) !== '/dev/null') return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
    const O_ACCMODE = 3;
    const O_RDWR = 2;
    return flags !== null && (Number.parseInt(flags[1]!, 8) & O_ACCMODE) === O_RDWR;
  } catch {
    return false;
  }
}

/**
 * The error a descriptor closed at start gives. Its reason names the one
 * look-alike, a /dev/null a parent opened read-write (Python's
 * `subprocess.DEVNULL`, Node's `stdio: 'ignore'`), and the way around it.
 */
export function closedError(): NodeJS.ErrnoException {
  return Object.assign(new Error('bad file descriptor'), { code: CLOSED_AT_START });
}

/** The code of {@link closedError}; `describeErrno` words it. */
export const CLOSED_AT_START = 'EBADF_AT_START';
