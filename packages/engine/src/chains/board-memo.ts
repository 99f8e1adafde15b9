import { doubled } from './doubled.js';

/**
 * Answers remembered by board: the nested forcing chains meet the same
 * working board again and again (each level repeats the stalls of the level
 * below it on the same puzzle position, and different assumptions often
 * reach the same board), and an inner technique's answer depends on the
 * board alone. Boards are told apart by their full contents; the hash only
 * picks the bucket.
 */
export class BoardMemo<T> {
  /** The boards remembered, 81 masks each, in the order they came. */
  private boards = new Uint16Array(81 * 256);
  private hashes = new Int32Array(256);
  private readonly values: T[] = [];
  /** Open addressing by hash: each slot holds a board's index plus one, 0 when free; never half full. */
  private slots = new Int32Array(512);
  private size = 0;
  /** Where `get` stopped: the free slot `set` fills, and the hash it read. */
  private slot = 0;
  private hash = 0;

  /** The value remembered for `board`, or undefined. */
  get(board: Uint16Array): T | undefined {
    const hash = boardHash(board);
    const { slots, hashes, boards } = this;
    const mask = slots.length - 1;
    let slot = hash & mask;
    for (let entry = slots[slot]; entry !== 0; entry = slots[slot]) {
      const at = entry - 1;
      if (hashes[at] === hash && sameBoardAt(boards, at * 81, board)) return this.values[at];
      slot = (slot + 1) & mask;
    }
    this.slot = slot;
    this.hash = hash;
    return undefined;
  }

  /** Remembers `value` for `board`, which must be the board `get` was last asked about (and missed). */
  set(board: Uint16Array, value: T): void {
    if (this.size >= MAX_BOARDS) {
      this.clear();
      this.slot = this.hash & (this.slots.length - 1);
    }
    const at = this.size++;
    if (at === this.hashes.length) this.grow();
    this.boards.set(board, at * 81);
    this.hashes[at] = this.hash;
    this.values[at] = value;
    this.slots[this.slot] = at + 1;
    if (this.size * 2 > this.slots.length) this.rehash();
  }

  clear(): void {
    this.slots.fill(0);
    this.values.length = 0;
    this.size = 0;
  }

  /** Twice the slots, each board placed again by its hash. */
  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let at = 0; at < this.size; at++) {
      let slot = this.hashes[at] & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = at + 1;
    }
    this.slots = slots;
  }

  /** Room for twice as many boards (a memo grows with the puzzle, not all at once). */
  private grow(): void {
    this.boards = doubled(this.boards);
    this.hashes = doubled(this.hashes);
  }
}

/** A bound on memory: the hardest known position meets about 22,000 boards. */
const MAX_BOARDS = 30_000;

/**
 * Memos for answers that depend on the working board and on the board the
 * dynamic search started from (rule parents are read against it): all
 * emptied whenever `enter` is given another start board.
 */
export class MemoScope {
  private readonly memos: BoardMemo<unknown>[] = [];
  private readonly start = new Uint16Array(81);
  private readonly digits = new Uint8Array(81);

  /** A new memo of this scope. */
  memo<T>(): BoardMemo<T> {
    const memo = new BoardMemo<T>();
    this.memos.push(memo as BoardMemo<unknown>);
    return memo;
  }

  /** Declares the start board (and placed digits) the memos' answers are for. */
  enter(start: Uint16Array, digits: Uint8Array): void {
    let same = true;
    for (let i = 0; i < 81 && same; i++)
      same = this.start[i] === start[i] && this.digits[i] === digits[i];
    if (same) return;
    this.start.set(start);
    this.digits.set(digits);
    for (const memo of this.memos) memo.clear();
  }
}

/** A 32-bit hash of a board's 81 candidate masks (FNV-1a; boards are compared in full on a match). */
function boardHash(board: Uint16Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < 81; i++) h = Math.imul(h ^ board[i], 0x01000193);
  return h;
}

/** True when the board at `boards[at…at+81)` holds the same candidates as `board`. */
function sameBoardAt(boards: Uint16Array, at: number, board: Uint16Array): boolean {
  for (let i = 0; i < 81; i++) if (boards[at + i] !== board[i]) return false;
  return true;
}

/** True when two boards hold the same candidates. */
export function sameBoard(a: Uint16Array, b: Uint16Array): boolean {
  return sameBoardAt(a, 0, b);
}
