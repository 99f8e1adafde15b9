import { ALL_DIGITS, BOX_OF, COL_OF, PEERS, POPCOUNT, ROW_OF, UNIT_CELLS } from '@sudoku/core';

/**
 * A position is 81 16-bit cells. An empty cell holds its candidate set (bits
 * 0-8, bit d-1 = digit d); a filled cell holds its one digit bit plus
 * {@link FILLED}. Candidates are kept up to date as digits are placed, so
 * propagation touches only the 20 peers of each placement instead of
 * rescanning the board.
 */
export type Position = Uint16Array;

/** Flag of a filled cell. */
export const FILLED = 0x200;
/** What {@link Propagator.propagate} returns besides a cell to branch on. */
export const SOLVED = -1;
export const CONTRADICTION = -2;
/** Every one of the 27 units (core's UNIT_CELLS order: rows, columns, boxes). */
export const ALL_UNITS = (1 << 27) - 1;

/** The three units of each cell as a 27-bit set, to mark where singles may appear. */
const UNITS_OF: Int32Array = Int32Array.from(
  { length: 81 },
  (_, i) => (1 << ROW_OF[i]) | (1 << (9 + COL_OF[i])) | (1 << (18 + BOX_OF[i])),
);

/** The digit (1-9) of a filled cell's value. */
export function cellDigit(value: number): number {
  return 32 - Math.clz32(value & ALL_DIGITS);
}

/**
 * Places digits and propagates their consequences in a {@link Position}:
 * seed 003's fill step (`fill` marks the peers, `dis_uni` places every cell
 * with one choice) to a fixpoint, plus hidden singles unless disabled. Work is
 * driven by a queue of new naked singles and a set of units that changed, so
 * a quiet position costs one pass over the board to find the branch cell.
 */
export class Propagator {
  /** Σ candidate counts of the empty cells after the last successful propagate (h/k). */
  candidateSum = 0;
  readonly hiddenSingles: boolean;
  /** Units touched since their last hidden-single check. */
  private dirty = 0;
  /** Cells that became naked singles; each cell enters at most once per propagate. */
  private readonly queue = new Uint8Array(81);
  private head = 0;
  private tail = 0;

  constructor(hiddenSingles: boolean) {
    this.hiddenSingles = hiddenSingles;
  }

  /**
   * Loads a puzzle's digits (0 = empty) into `p` and propagates; returns as
   * {@link propagate} does. The givens must not repeat a digit in a unit.
   */
  start(p: Position, puzzle: ArrayLike<number>): number {
    p.fill(ALL_DIGITS);
    this.head = this.tail = 0;
    this.dirty = ALL_UNITS;
    for (let i = 0; i < 81; i++) {
      const v = puzzle[i];
      if (v !== 0 && !this.place(p, i, 1 << (v - 1))) return this.fail();
    }
    return this.propagate(p);
  }

  /**
   * Fills `cell` with the digit `bit` and strikes it from the peers, queueing
   * peers left with one candidate. False when a peer is left with none (or
   * already holds the digit).
   */
  place(p: Position, cell: number, bit: number): boolean {
    p[cell] = FILLED | bit;
    let dirty = this.dirty | UNITS_OF[cell];
    const base = cell * 20;
    for (let j = 0; j < 20; j++) {
      const peer = PEERS[base + j];
      const v = p[peer];
      if ((v & bit) === 0) continue;
      if ((v & FILLED) !== 0) return false;
      const left = v ^ bit;
      if (left === 0) return false;
      p[peer] = left;
      dirty |= UNITS_OF[peer];
      if ((left & (left - 1)) === 0) this.queue[this.tail++] = peer;
    }
    this.dirty = dirty;
    return true;
  }

  /**
   * Places queued naked singles and hidden singles until none is left.
   * Returns the empty cell with the fewest candidates (first in row-major
   * order on ties), {@link SOLVED} or {@link CONTRADICTION}; the queue and
   * dirty set are empty afterwards either way.
   */
  propagate(p: Position): number {
    for (;;) {
      if (!this.drain(p)) return this.fail();
      if (!this.hiddenSingles || this.dirty === 0) break;
      if (!this.placeHiddenSingles(p)) return this.fail();
    }
    this.dirty = 0;
    this.head = this.tail = 0;
    let best = SOLVED;
    let bestCount = 10;
    let sum = 0;
    for (let i = 0; i < 81; i++) {
      const v = p[i];
      if ((v & FILLED) !== 0) continue;
      const n = POPCOUNT[v];
      sum += n;
      if (n < bestCount) {
        bestCount = n;
        best = i;
      }
    }
    this.candidateSum = sum;
    return best;
  }

  /** Fills `cell` with `bit` in a position at fixpoint and propagates; see {@link propagate}. */
  branch(p: Position, cell: number, bit: number): number {
    return this.place(p, cell, bit) ? this.propagate(p) : this.fail();
  }

  /** Places every queued naked single (and the ones they create). */
  private drain(p: Position): boolean {
    const queue = this.queue;
    while (this.head < this.tail) {
      const cell = queue[this.head++];
      const v = p[cell];
      if ((v & FILLED) === 0 && !this.place(p, cell, v)) return false;
    }
    return true;
  }

  private fail(): number {
    this.head = this.tail = 0;
    this.dirty = 0;
    return CONTRADICTION;
  }

  /**
   * One pass over the dirty units: a digit with one place in a unit is
   * placed there. False when some digit has no place left in a unit. Naked
   * singles these placements create are left in the queue.
   */
  private placeHiddenSingles(p: Position): boolean {
    let units = this.dirty;
    this.dirty = 0;
    while (units !== 0) {
      const u = 31 - Math.clz32(units & -units);
      units &= units - 1;
      const base = u * 9;
      let once = 0;
      let twice = 0;
      let filled = 0;
      for (let j = 0; j < 9; j++) {
        const v = p[UNIT_CELLS[base + j]];
        if ((v & FILLED) !== 0) filled |= v;
        else {
          twice |= once & v;
          once |= v;
        }
      }
      if (((once | filled) & ALL_DIGITS) !== ALL_DIGITS) return false;
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let j = 0; j < 9; j++) {
          const cell = UNIT_CELLS[base + j];
          // Another hidden single of this unit may have filled the cell
          // first; the digit is then left with no place, which the unit
          // (marked dirty by that placement) reports on the next pass.
          if ((p[cell] & (FILLED | bit)) !== bit) continue;
          if (!this.place(p, cell, bit) || !this.drain(p)) return false;
          break;
        }
      }
    }
    return true;
  }
}
