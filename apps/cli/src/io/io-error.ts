import { SudokuError } from '@sudoku/core';

/** What a system error code means, in the words `strerror` would use, without the code. */
const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'file name too long',
  ENXIO: 'no such device or address',
  EPIPE: 'broken pipe',
  EBADF: 'it is closed',
  EBADF_AT_START:
    "it is closed (or is /dev/null opened read-write, as Python's DEVNULL does: use -o /dev/null)",
  ETXTBSY: 'text file busy',
  EAGAIN: 'resource temporarily unavailable',
};

/** The reason of a failed system call, for a one-line message ("no space left on device"). */
export function describeErrno(cause: unknown): string {
  const e = cause as NodeJS.ErrnoException | undefined;
  if (e?.code && REASONS[e.code]) return REASONS[e.code];
  // Node's own text ("ENOSPC: no space left on device, write") minus code and syscall.
  const message = e?.message ?? String(cause);
  return message.replace(/^[A-Z0-9_]+: /, '').replace(/, \w+( '[^']*')*$/, '');
}

/** `cannot write WHAT: REASON` (SUDOKU_IO, exit 2), keeping the system error as its cause. */
export function writeError(what: string, cause: unknown): SudokuError {
  return new SudokuError('SUDOKU_IO', `cannot write ${what}: ${describeErrno(cause)}`, { cause });
}

/**
 * True for a write error that means the reader went away (`sudoku … | head`):
 * the reader's choice, reported by an exit status but no message.
 */
export function isBrokenPipe(error: unknown): boolean {
  const cause = (error as { cause?: NodeJS.ErrnoException } | undefined)?.cause;
  return (error as NodeJS.ErrnoException)?.code === 'EPIPE' || cause?.code === 'EPIPE';
}
