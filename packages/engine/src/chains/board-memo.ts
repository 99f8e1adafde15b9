/**
 * Answers remembered by board: the nested forcing chains meet the same
 * working board again and again (each level repeats the stalls of the level
 * below it on the same puzzle position, and different assumptions often
 * reach the same board), and an inner technique's answer depends on the
 * board alone. Boards are told apart by their full contents; the hash only
 * picks the bucket.
 */
export class BoardMemo<T> {
  private readonly buckets = new Map<number, { board: Uint16Array; value: T }[]>();
  private hash = 0;
  private size = 0;

  /** The value remembered for `board`, or undefined. */
  get(board: Uint16Array): T | undefined {
    this.hash = boardHash(board);
    const bucket = this.buckets.get(this.hash);
    if (!bucket) return undefined;
    for (const entry of bucket) if (sameBoard(entry.board, board)) return entry.value;
    return undefined;
  }

  /** Remembers `value` for `board`, which must be the board `get` was last asked about (and missed). */
  set(board: Uint16Array, value: T): void {
    if (this.size >= MAX_BOARDS) this.clear();
    this.size++;
    const entry = { board: Uint16Array.from(board), value };
    const bucket = this.buckets.get(this.hash);
    if (bucket) bucket.push(entry);
    else this.buckets.set(this.hash, [entry]);
  }

  clear(): void {
    this.buckets.clear();
    this.size = 0;
  }
}

/** A bound on memory: the hardest known position meets about 22,000 boards. */
const MAX_BOARDS = 30_000;

/** Every memo whose answers hold for one start board (see `startScope`). */
const scoped: BoardMemo<unknown>[] = [];
const scopeStart = new Uint16Array(81);
const scopeDigits = new Uint8Array(81);

/**
 * A memo for answers that depend on the working board and on the board the
 * dynamic search started from (rule parents are read against it): emptied
 * whenever `startScope` is given another start board.
 */
export function scopedMemo<T>(): BoardMemo<T> {
  const memo = new BoardMemo<T>();
  scoped.push(memo as BoardMemo<unknown>);
  return memo;
}

/** Declares the start board (and placed digits) the scoped memos' answers are for. */
export function startScope(start: Uint16Array, digits: Uint8Array): void {
  let same = true;
  for (let i = 0; i < 81 && same; i++)
    same = scopeStart[i] === start[i] && scopeDigits[i] === digits[i];
  if (same) return;
  scopeStart.set(start);
  scopeDigits.set(digits);
  for (const memo of scoped) memo.clear();
}

/** A 53-bit hash of a board's 81 candidate masks. */
function boardHash(board: Uint16Array): number {
  let a = 0x811c9dc5;
  let b = 0;
  for (let i = 0; i < 81; i++) {
    a = Math.imul(a ^ board[i], 0x01000193);
    b = (Math.imul(b, 31) + board[i]) | 0;
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

/** True when two boards hold the same candidates. */
export function sameBoard(a: Uint16Array, b: Uint16Array): boolean {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return false;
  return true;
}
