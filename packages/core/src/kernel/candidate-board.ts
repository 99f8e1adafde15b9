import { computeCandidates } from '../candidates.js';
import { ALL_DIGITS, POPCOUNT } from '../digits.js';
import type { Grid } from '../grid.js';
import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS, UNIT_SET_OF_CELL } from '../units.js';

/** What {@link CandidateBoard.close} returns when the grid is full. */
export const SOLVED = -1;
/** What {@link CandidateBoard.close} returns when some cell or unit has no place left. */
export const DEAD_END = -2;

// Module constants, not imported bindings, in the hot loops (see kernel.ts).
const ROW = ROW_OF;
const COLUMN = COL_OF;
const BOX = BOX_OF;
const CELLS_OF_UNIT = UNIT_CELLS;
const UNITS_OF = UNIT_SET_OF_CELL;
const COUNT = POPCOUNT;

/** Position (0-8) of each cell in its box, row-major: bit `BOX_POS[i]` of a box's 9-bit set. */
const BOX_POS = Uint8Array.from({ length: 81 }, (_, i) => (ROW[i] % 3) * 3 + (COLUMN[i] % 3));
/** The box positions a cell shares a row or column with (its own included): its other box peers are the rest. */
const BOX_LINES = Uint16Array.from(
  { length: 81 },
  (_, i) => (0x7 << ((ROW[i] % 3) * 3)) | (0x49 << (COLUMN[i] % 3)),
);
const ALL_UNITS = (1 << 27) - 1;
/** Trail entry flag: the entry is a placement, not a peer's lost candidate. */
const PLACED = 1 << 16;
/** Along one path each (cell, digit) candidate is struck at most once and each cell placed once. */
const TRAIL_SIZE = 81 * 10;

/** Index (0-31) of the lowest set bit. */
const lowestBit = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * The candidate board the trail searches (iddfs, the engine's search tree)
 * work on: each empty cell's candidates as a 9-bit set and each unit's empty
 * positions, kept up to date as digits are placed, with every change logged
 * on a trail so a branch is taken back by popping it. {@link close} fills
 * naked singles and, unless `hiddenSingles` is off, hidden singles to their
 * fixpoint (unique: both rules only remove candidates), then names the
 * lowest-numbered cell with the fewest candidates, so the tree depends on
 * the position alone, never on the path to it. Nothing is allocated per node.
 *
 * A placement strikes its digit from its empty peers, found through each
 * unit's set of empty positions (a nearly full grid costs a few steps, not
 * 20); a peer left with one candidate goes on a stack of naked singles, and
 * only the units that lost a candidate are scanned again for hidden singles.
 */
export class CandidateBoard {
  /** Placed digits, 0 when empty. */
  readonly cells: Uint8Array = new Uint8Array(81);
  /** Candidate set of each empty cell; 0 once filled. */
  readonly candidates: Uint16Array = new Uint16Array(81);
  /** Empty positions of each unit (bit k: its k-th cell in UNIT_CELLS order). */
  private readonly emptyIn = new Int32Array(27);
  private readonly trail = new Int32Array(TRAIL_SIZE);
  /** Entries on the trail: a mark to {@link undo} back to. */
  trailLength = 0;
  private filled = 0;
  /** Cells left with one candidate, not yet placed (a stack: the fixpoint does not depend on order). */
  private readonly singles = new Uint8Array(81);
  private singleCount = 0;
  /** Units that lost a candidate since they were last scanned for hidden singles. */
  private dirtyUnits = 0;
  /** Set when a placement leaves an empty cell without candidates; cleared by {@link undo}. */
  dead = false;
  /** Fill hidden singles as well as naked ones. */
  readonly hiddenSingles: boolean;

  constructor(hiddenSingles: boolean) {
    this.hiddenSingles = hiddenSingles;
  }

  /**
   * Loads a position: its digits, each empty cell's candidates (the digits
   * none of its units holds) and each unit's empty cells. Repeated givens are
   * the caller's to check. Nothing is queued: {@link queueSingles} starts.
   */
  load(grid: Grid): void {
    const { cells, emptyIn } = this;
    this.trailLength = this.singleCount = this.dirtyUnits = this.filled = 0;
    this.dead = false;
    computeCandidates(grid, this.candidates);
    cells.set(grid);
    emptyIn.fill(0);
    for (let i = 0; i < 81; i++) {
      if (grid[i] !== 0) {
        this.filled++;
        continue;
      }
      const r = ROW[i];
      const c = COLUMN[i];
      emptyIn[r] |= 1 << c;
      emptyIn[9 + c] |= 1 << r;
      emptyIn[18 + BOX[i]] |= 1 << BOX_POS[i];
    }
  }

  /**
   * Makes every single of the position pending (after {@link load}, or an
   * undo to a position that was never closed): queues each cell with one
   * candidate and marks every unit for the hidden-single scan. False when
   * some empty cell has no candidate.
   */
  queueSingles(): boolean {
    const { cells, candidates } = this;
    this.singleCount = 0;
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      if (cells[cell] !== 0 || (m & (m - 1)) !== 0) continue;
      if (m === 0) return false;
      this.singles[this.singleCount++] = cell;
    }
    this.dirtyUnits = ALL_UNITS;
    return true;
  }

  /**
   * Places the digit of `bit` (bit d-1) in an empty cell that has it as a
   * candidate and strikes it from the cell's empty peers. The singles this
   * makes are left for {@link close}; a peer left with none sets {@link dead}.
   */
  place(cell: number, bit: number): void {
    const { candidates, emptyIn, trail } = this;
    const r = ROW[cell];
    const c = COLUMN[cell];
    const b = 18 + BOX[cell];
    trail[this.trailLength++] = cell | (candidates[cell] << 7) | PLACED;
    candidates[cell] = 0;
    this.cells[cell] = 32 - Math.clz32(bit);
    this.filled++;
    // Its own units lose every other candidate it had.
    this.dirtyUnits |= UNITS_OF[cell];
    // The empty peers: the row's, the column's, and the box's off those lines.
    let e = (emptyIn[r] &= ~(1 << c));
    for (; e !== 0; e &= e - 1) this.strike(r * 9 + lowestBit(e), bit);
    e = emptyIn[9 + c] &= ~(1 << r);
    for (; e !== 0; e &= e - 1) this.strike(lowestBit(e) * 9 + c, bit);
    e = emptyIn[b] &= ~(1 << BOX_POS[cell]);
    for (e &= ~BOX_LINES[cell]; e !== 0; e &= e - 1)
      this.strike(CELLS_OF_UNIT[b * 9 + lowestBit(e)], bit);
  }

  /** Removes a placed digit from an empty peer's candidates, if there. */
  private strike(peer: number, bit: number): void {
    const m = this.candidates[peer];
    if ((m & bit) === 0) return;
    this.trail[this.trailLength++] = peer | (m << 7);
    const left = m ^ bit;
    this.candidates[peer] = left;
    this.dirtyUnits |= UNITS_OF[peer];
    if ((left & (left - 1)) === 0) {
      if (left === 0) this.dead = true;
      else this.singles[this.singleCount++] = peer;
    }
  }

  /** Takes back every placement since `mark` (a past {@link trailLength}) and forgets pending work. */
  undo(mark: number): void {
    const { candidates, trail, emptyIn } = this;
    let t = this.trailLength;
    while (t > mark) {
      const entry = trail[--t];
      const cell = entry & 0x7f;
      candidates[cell] = (entry >>> 7) & ALL_DIGITS;
      if ((entry & PLACED) !== 0) {
        const r = ROW[cell];
        const c = COLUMN[cell];
        this.cells[cell] = 0;
        emptyIn[r] |= 1 << c;
        emptyIn[9 + c] |= 1 << r;
        emptyIn[18 + BOX[cell]] |= 1 << BOX_POS[cell];
        this.filled--;
      }
    }
    this.trailLength = t;
    this.singleCount = 0;
    this.dirtyUnits = 0;
    this.dead = false;
  }

  /**
   * Fills the pending singles to their fixpoint. Returns the branch cell
   * (lowest index among the fewest candidates), {@link SOLVED} or
   * {@link DEAD_END}; leaves nothing pending either way.
   */
  close(): number {
    const { candidates, cells, emptyIn } = this;
    for (;;) {
      if (this.dead) return this.fail();
      if (this.singleCount > 0) {
        const cell = this.singles[--this.singleCount];
        // Already filled by a hidden single of the same digit.
        if (cells[cell] === 0) this.place(cell, candidates[cell]);
        continue;
      }
      // A full grid built from candidates only is a solution: no unit to check.
      const dirty = this.filled === 81 || !this.hiddenSingles ? 0 : this.dirtyUnits;
      if (dirty === 0) break;
      const u = lowestBit(dirty);
      this.dirtyUnits = dirty & (dirty - 1);
      const empty = emptyIn[u];
      if (empty === 0) continue;
      const base = u * 9;
      let once = 0;
      let twice = 0;
      for (let e = empty; e !== 0; e &= e - 1) {
        const m = candidates[CELLS_OF_UNIT[base + lowestBit(e)]];
        twice |= once & m;
        once |= m;
      }
      // The digits still to place in a unit are as many as its empty cells,
      // and its candidates are among them: all there iff as many.
      if (COUNT[once] !== COUNT[empty]) return this.fail();
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let e = emptyIn[u];
        while (e !== 0 && (candidates[CELLS_OF_UNIT[base + lowestBit(e)]] & bit) === 0) e &= e - 1;
        // Its only cell just took another hidden digit of this unit.
        if (e === 0) return this.fail();
        this.place(CELLS_OF_UNIT[base + lowestBit(e)], bit);
      }
    }
    this.dirtyUnits = 0;
    if (this.filled === 81) return SOLVED;
    let best = SOLVED;
    let bestCount = 10;
    for (let r = 0; r < 9; r++) {
      for (let e = emptyIn[r]; e !== 0; e &= e - 1) {
        const cell = r * 9 + lowestBit(e);
        const n = COUNT[candidates[cell]];
        if (n < bestCount) {
          // No empty cell of a closed position has fewer than two candidates.
          if (n === 2) return cell;
          best = cell;
          bestCount = n;
        }
      }
    }
    return best;
  }

  /** Marks the position dead (closing it again without an undo fails again) and drops pending work. */
  fail(): number {
    this.dead = true;
    this.singleCount = 0;
    this.dirtyUnits = 0;
    return DEAD_END;
  }
}
