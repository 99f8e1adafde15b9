import {
  BOX_OF,
  COL_OF,
  type Grid,
  POLL_INTERVAL,
  ROW_OF,
  type SearchContext,
  type SearchCounters,
} from '@sudoku/core';

/** How the search removes a digit from a row/column/box set when it backs up. */
export type EraseMode = 'and' | 'xor';
/** How the search keeps each cell's precomputed candidates. */
export type CandidateMode = 'mask' | 'array';

/** The modes of the search: the two knobs of the project's original profiling story. */
export interface BacktrackSettings {
  /** `and`: AND with a constant mask (the fix the profiler led to); `xor`: test the bit, then XOR it (the first version). */
  erase: EraseMode;
  /** `mask`: one 9-bit mask per cell in a typed array; `array`: a JS array of digits per cell (as a C++ `std::vector`). */
  candidates: CandidateMode;
}

// Digit d at bit d of a row/column/box set (about 10 bits), with constant masks.
const MASKS = Int32Array.from({ length: 10 }, (_, d) => 1 << d);
const ERASE_MASKS = Int32Array.from({ length: 10 }, (_, d) => ~(1 << d));
const ALL = 0x3fe;

/**
 * Plain backtracking, as the project's original solver did it: candidates of
 * every empty cell are computed once from the givens; the search walks the
 * cells in row-major order from the top left, tries each precomputed
 * candidate not yet used in the row, column or box (three bitsets), and
 * backtracks. No propagation, no cell ordering. State lives in typed arrays;
 * only `candidates: 'array'` allocates (81 small arrays per solve, as a
 * vector per cell did).
 */
class BacktrackState {
  readonly cells = new Uint8Array(81);
  readonly rows = new Int32Array(9);
  readonly cols = new Int32Array(9);
  readonly boxes = new Int32Array(9);
  readonly maskCandidates = new Int32Array(81);
  readonly arrayCandidates: number[][] = [];
  nodes = 0;
  guesses = 0;
  backtracks = 0;
  readonly context: SearchContext;

  constructor(puzzle: Grid, context: SearchContext, candidates: CandidateMode) {
    this.context = context;
    for (let i = 0; i < 81; i++) {
      const v = puzzle[i];
      this.cells[i] = v;
      if (v !== 0) {
        this.rows[ROW_OF[i]] |= MASKS[v];
        this.cols[COL_OF[i]] |= MASKS[v];
        this.boxes[BOX_OF[i]] |= MASKS[v];
      }
    }
    for (let i = 0; i < 81; i++) {
      const open =
        this.cells[i] === 0
          ? ALL & ~(this.rows[ROW_OF[i]] | this.cols[COL_OF[i]] | this.boxes[BOX_OF[i]])
          : 0;
      if (candidates === 'mask') {
        this.maskCandidates[i] = open;
      } else {
        const list: number[] = [];
        for (let d = 1; d <= 9; d++) if (open & MASKS[d]) list.push(d);
        this.arrayCandidates.push(list);
      }
    }
  }
}

// Four copies of one small loop, so each mode runs its own machine code: a
// shared function with a runtime switch would blur the very cost the modes
// are there to show. Each returns true when the search must stop.

function searchMaskAnd(st: BacktrackState, from: number): boolean {
  if (++st.nodes % POLL_INTERVAL === 0 && st.context.shouldStop()) return true;
  const { cells, rows, cols, boxes } = st;
  let pos = from;
  while (pos < 81 && cells[pos] !== 0) pos++;
  if (pos === 81) return st.context.report(cells);
  const r = ROW_OF[pos];
  const c = COL_OF[pos];
  const b = BOX_OF[pos];
  let tried = 0;
  for (let m = st.maskCandidates[pos]; m !== 0; m &= m - 1) {
    const bit = m & -m;
    if (rows[r] & bit || cols[c] & bit || boxes[b] & bit) continue;
    const d = 31 - Math.clz32(bit);
    if (++tried === 2) st.guesses++;
    cells[pos] = d;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
    if (searchMaskAnd(st, pos + 1)) return true;
    rows[r] &= ERASE_MASKS[d];
    cols[c] &= ERASE_MASKS[d];
    boxes[b] &= ERASE_MASKS[d];
  }
  cells[pos] = 0;
  if (tried === 0) st.backtracks++;
  return false;
}

function searchMaskXor(st: BacktrackState, from: number): boolean {
  if (++st.nodes % POLL_INTERVAL === 0 && st.context.shouldStop()) return true;
  const { cells, rows, cols, boxes } = st;
  let pos = from;
  while (pos < 81 && cells[pos] !== 0) pos++;
  if (pos === 81) return st.context.report(cells);
  const r = ROW_OF[pos];
  const c = COL_OF[pos];
  const b = BOX_OF[pos];
  let tried = 0;
  for (let m = st.maskCandidates[pos]; m !== 0; m &= m - 1) {
    const bit = m & -m;
    if (rows[r] & bit || cols[c] & bit || boxes[b] & bit) continue;
    const d = 31 - Math.clz32(bit);
    if (++tried === 2) st.guesses++;
    cells[pos] = d;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
    if (searchMaskXor(st, pos + 1)) return true;
    if (rows[r] & MASKS[d]) rows[r] ^= MASKS[d];
    if (cols[c] & MASKS[d]) cols[c] ^= MASKS[d];
    if (boxes[b] & MASKS[d]) boxes[b] ^= MASKS[d];
  }
  cells[pos] = 0;
  if (tried === 0) st.backtracks++;
  return false;
}

function searchArrayAnd(st: BacktrackState, from: number): boolean {
  if (++st.nodes % POLL_INTERVAL === 0 && st.context.shouldStop()) return true;
  const { cells, rows, cols, boxes } = st;
  let pos = from;
  while (pos < 81 && cells[pos] !== 0) pos++;
  if (pos === 81) return st.context.report(cells);
  const r = ROW_OF[pos];
  const c = COL_OF[pos];
  const b = BOX_OF[pos];
  let tried = 0;
  for (const d of st.arrayCandidates[pos]) {
    const bit = MASKS[d];
    if (rows[r] & bit || cols[c] & bit || boxes[b] & bit) continue;
    if (++tried === 2) st.guesses++;
    cells[pos] = d;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
    if (searchArrayAnd(st, pos + 1)) return true;
    rows[r] &= ERASE_MASKS[d];
    cols[c] &= ERASE_MASKS[d];
    boxes[b] &= ERASE_MASKS[d];
  }
  cells[pos] = 0;
  if (tried === 0) st.backtracks++;
  return false;
}

function searchArrayXor(st: BacktrackState, from: number): boolean {
  if (++st.nodes % POLL_INTERVAL === 0 && st.context.shouldStop()) return true;
  const { cells, rows, cols, boxes } = st;
  let pos = from;
  while (pos < 81 && cells[pos] !== 0) pos++;
  if (pos === 81) return st.context.report(cells);
  const r = ROW_OF[pos];
  const c = COL_OF[pos];
  const b = BOX_OF[pos];
  let tried = 0;
  for (const d of st.arrayCandidates[pos]) {
    const bit = MASKS[d];
    if (rows[r] & bit || cols[c] & bit || boxes[b] & bit) continue;
    if (++tried === 2) st.guesses++;
    cells[pos] = d;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
    if (searchArrayXor(st, pos + 1)) return true;
    if (rows[r] & MASKS[d]) rows[r] ^= MASKS[d];
    if (cols[c] & MASKS[d]) cols[c] ^= MASKS[d];
    if (boxes[b] & MASKS[d]) boxes[b] ^= MASKS[d];
  }
  cells[pos] = 0;
  if (tried === 0) st.backtracks++;
  return false;
}

/** A search function for core's runSearch frame, in the given modes. */
export function createBacktrackingSearch(
  settings: BacktrackSettings,
): (puzzle: Grid, context: SearchContext) => SearchCounters {
  const step =
    settings.candidates === 'mask'
      ? settings.erase === 'and'
        ? searchMaskAnd
        : searchMaskXor
      : settings.erase === 'and'
        ? searchArrayAnd
        : searchArrayXor;
  return (puzzle, context) => {
    const state = new BacktrackState(puzzle, context, settings.candidates);
    step(state, 0);
    return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
  };
}
