import { type Grid, POLL_INTERVAL, type SearchContext, type SearchCounters } from '@sudoku/core';
import * as matrix from './sudoku-matrix.js';

// Imported bindings are live: every read goes through a module cell, which
// measured 5-15% slower in the hot loops than these module-local copies.
const COLUMN_COUNT = matrix.COLUMN_COUNT;
const COVERED = matrix.COVERED;
const FIRST_NODE = matrix.FIRST_NODE;
const NODE_COLUMN = matrix.NODE_COLUMN;
const ROOT = matrix.ROOT;
const ROW_CELL = matrix.ROW_CELL;
const ROW_DIGIT = matrix.ROW_DIGIT;

/** POLL_INTERVAL is a power of two, so `nodes & POLL_MASK` replaces a modulo. */
const POLL_MASK = POLL_INTERVAL - 1;

/**
 * How the structure gets back to "nothing covered" between solves:
 * `uncover` runs DLX's own undo all the way out (the search unwinds every
 * level, then the givens are uncovered in reverse); `copy` stops as soon as
 * the search is done and restores the buffer from a pristine template with
 * one `.set()`. `copy` measured faster (docs/performance.md), so it is the default.
 */
export type RestoreMode = 'copy' | 'uncover';

/** Every restore mode, default first. */
export const RESTORE_MODES: readonly RestoreMode[] = ['copy', 'uncover'];

/**
 * Algorithm X on dancing links (Knuth, "Dancing Links", 2000) over the
 * sudoku exact cover matrix. The link structure is built once per instance
 * in typed arrays; a solve covers the givens' rows, searches the reduced
 * matrix choosing a column with the fewest rows (Knuth's S heuristic), and
 * leaves the structure as it found it, so a solve allocates nothing.
 */
export class DancingLinks {
  private readonly links: matrix.LinkState;
  /** The untouched structure, for `copy` restores and for recovering after a throw. */
  private readonly template: Uint16Array;
  private readonly U: Uint16Array;
  private readonly D: Uint16Array;
  private readonly L: Uint16Array;
  private readonly R: Uint16Array;
  private readonly S: Uint16Array;
  private readonly restoreMode: RestoreMode;
  /** The grid being filled: givens, then the digit of each row chosen on the current path. */
  private readonly cells = new Uint8Array(81);
  /**
   * The last column whose size fell to 0 or 1 in a cover (ROOT at first).
   * While it still has at most one row it ties the minimum (or is one), so
   * the choice takes it without scanning; once stale (covered, or refilled
   * by an uncover) its S value says so and the choice scans instead.
   */
  private hint = ROOT;
  /** False while a search is running or after one ended by a throw. */
  private clean = true;
  // Per-solve state, in fields so the recursive search need not pass it around.
  private context!: SearchContext;
  private nodes = 0;
  private guesses = 0;
  private backtracks = 0;

  constructor(restoreMode: RestoreMode = 'copy') {
    this.restoreMode = restoreMode;
    this.links = matrix.buildFullMatrix();
    this.template = this.links.buffer.slice();
    ({ U: this.U, D: this.D, L: this.L, R: this.R, S: this.S } = this.links);
  }

  /** Columns still in the header list, left to right (for tests and debugging). */
  liveColumns(): number[] {
    const out: number[] = [];
    for (let c = this.R[ROOT]; c !== ROOT; c = this.R[c]) out.push(c);
    return out;
  }

  /** Rows still linked into column `c`, top to bottom, as matrix row numbers. */
  columnRows(c: number): number[] {
    const out: number[] = [];
    for (let i = this.D[c]; i !== c; i = this.D[i]) out.push((i - FIRST_NODE) >> 2);
    return out;
  }

  /** Rows linked into column `c` by its size counter (S[c] in Knuth's paper). */
  columnSize(c: number): number {
    return this.S[c] & (COVERED - 1);
  }

  /** True when the structure equals the freshly built one. */
  isPristine(): boolean {
    const buffer = this.links.buffer;
    for (let i = 0; i < buffer.length; i++) if (buffer[i] !== this.template[i]) return false;
    return true;
  }

  /**
   * Runs the search for one puzzle: `runSearch` has already checked the grid
   * and rejected conflicting givens, which this relies on (a given must not
   * find its columns covered).
   */
  solve(puzzle: Grid, context: SearchContext): SearchCounters {
    if (!this.clean) this.links.buffer.set(this.template); // the last solve ended by a throw
    this.clean = false;
    this.cells.set(puzzle);
    this.hint = ROOT;
    // Givens are rows chosen before the search: covering their columns
    // leaves exactly the reduced matrix of the empty cells.
    for (let cell = 0; cell < 81; cell++) {
      if (puzzle[cell] !== 0) this.coverRow(FIRST_NODE + 4 * matrix.matrixRow(cell, puzzle[cell]));
    }
    this.context = context;
    this.nodes = 0;
    this.guesses = 0;
    this.backtracks = 0;
    this.search();
    if (this.restoreMode === 'copy') {
      this.links.buffer.set(this.template);
    } else {
      for (let cell = 80; cell >= 0; cell--) {
        if (puzzle[cell] !== 0)
          this.uncoverRow(FIRST_NODE + 4 * matrix.matrixRow(cell, puzzle[cell]));
      }
    }
    this.clean = true;
    return { nodes: this.nodes, guesses: this.guesses, backtracks: this.backtracks };
  }

  /** Covers all four columns of the row whose first node is `base` (a given). */
  private coverRow(base: number): void {
    this.cover(NODE_COLUMN[base]);
    this.cover(NODE_COLUMN[base + 1]);
    this.cover(NODE_COLUMN[base + 2]);
    this.cover(NODE_COLUMN[base + 3]);
  }

  private uncoverRow(base: number): void {
    this.uncover(NODE_COLUMN[base + 3]);
    this.uncover(NODE_COLUMN[base + 2]);
    this.uncover(NODE_COLUMN[base + 1]);
    this.uncover(NODE_COLUMN[base]);
  }

  /**
   * Knuth's cover: unlink column c from the header list and every row that
   * meets c from its other three columns. A row's other nodes are found by
   * arithmetic on the aligned node index (`base | (i + k) & 3` is the k-th
   * node to the right, wrapping), which stands in for the R links of nodes.
   */
  private cover(c: number): void {
    const { U, D, L, R, S } = this;
    const l = L[c];
    const r = R[c];
    R[l] = r;
    L[r] = l;
    S[c] += COVERED;
    for (let i = D[c]; i !== c; i = D[i]) {
      // Every Sudoku row has exactly 4 nodes (cell, row, column, box
      // constraints) in an aligned block of 4, so the row's other three nodes
      // are written out instead of walking the R links: no loop, no R loads.
      const base = i & ~3;
      let j = base | ((i + 1) & 3);
      let u = U[j];
      let d = D[j];
      D[u] = d;
      U[d] = u;
      let col = NODE_COLUMN[j];
      if (--S[col] < 2) this.hint = col;
      j = base | ((i + 2) & 3);
      u = U[j];
      d = D[j];
      D[u] = d;
      U[d] = u;
      col = NODE_COLUMN[j];
      if (--S[col] < 2) this.hint = col;
      j = base | ((i + 3) & 3);
      u = U[j];
      d = D[j];
      D[u] = d;
      U[d] = u;
      col = NODE_COLUMN[j];
      if (--S[col] < 2) this.hint = col;
    }
  }

  /** Knuth's uncover: cover's steps undone in exactly the reverse order. */
  private uncover(c: number): void {
    const { U, D, L, R, S } = this;
    for (let i = U[c]; i !== c; i = U[i]) {
      const base = i & ~3;
      let j = base | ((i + 3) & 3);
      S[NODE_COLUMN[j]]++;
      D[U[j]] = j;
      U[D[j]] = j;
      j = base | ((i + 2) & 3);
      S[NODE_COLUMN[j]]++;
      D[U[j]] = j;
      U[D[j]] = j;
      j = base | ((i + 1) & 3);
      S[NODE_COLUMN[j]]++;
      D[U[j]] = j;
      U[D[j]] = j;
    }
    S[c] -= COVERED;
    R[L[c]] = c;
    L[R[c]] = c;
  }

  /**
   * Algorithm X, recursive as in Knuth's paper; returns true when the
   * search must stop. (An explicit-stack loop measured 15-20% slower.)
   */
  private search(): boolean {
    if ((++this.nodes & POLL_MASK) === 0 && this.context.shouldStop()) return true;
    const { R, S, D, cells } = this;
    if (R[ROOT] === ROOT) return this.context.report(cells);

    // Choose a column with the fewest rows (Knuth's S heuristic). The hint,
    // when it still has 0 or 1 rows, is taken at once. Otherwise S is
    // scanned as a flat array, covered columns carrying COVERED so they
    // never win; in measurement that beat walking the header list, whose
    // every step waits on the previous load. The scan stops at the first
    // column with 0 or 1 rows; ties go left.
    let c = this.hint;
    let size = S[c];
    if (size >= 2) {
      size = COVERED;
      for (let k = 1; k <= COLUMN_COUNT; k++) {
        const s = S[k];
        if (s < size) {
          size = s;
          c = k;
          if (s < 2) break;
        }
      }
    }
    if (size === 0) {
      this.backtracks++;
      return false;
    }
    if (size > 1) this.guesses++;
    this.cover(c);
    let stop = false;
    for (let i = D[c]; i !== c; i = D[i]) {
      const row = (i - FIRST_NODE) >> 2;
      cells[ROW_CELL[row]] = ROW_DIGIT[row];
      // The row's other three columns (Knuth's "for j ← R[r], …").
      const base = i & ~3;
      const c1 = NODE_COLUMN[base | ((i + 1) & 3)];
      const c2 = NODE_COLUMN[base | ((i + 2) & 3)];
      const c3 = NODE_COLUMN[base | ((i + 3) & 3)];
      this.hint = ROOT;
      this.cover(c1);
      this.cover(c2);
      this.cover(c3);
      stop = this.search();
      // `copy` restores the template after a stop, so it skips the undo.
      if (stop && this.restoreMode === 'copy') return true;
      this.uncover(c3);
      this.uncover(c2);
      this.uncover(c1);
      if (stop) break;
    }
    this.uncover(c);
    return stop;
  }
}
