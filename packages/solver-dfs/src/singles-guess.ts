import {
  DIGIT_BITS,
  FRAME_ENTRY,
  FRAME_OPEN,
  FRAME_OPEN_COUNT,
  FRAME_SIZE,
  FRAME_UNITS,
  FRAME_UNTRIED,
  OPEN,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SINGLES_STALLED,
  STACK,
  SWEEP_MAX_HOLES,
  UNITS,
} from './singles-layout.js';
import { NakedSinglesPass } from './singles-pass.js';

/**
 * The naked-singles pass with its own search for the puzzles it stalls on:
 * guessing, then sweeping again (solve-first.ts runs it before the band search).
 */
export class GuessingSinglesPass extends NakedSinglesPass {
  /**
   * After run() stalled: a depth-first search by naked singles alone. It
   * guesses at an open cell with the fewest candidates, digits in increasing
   * order, and sweeps after each guess; the sweep's fixpoint is the next
   * stall, dead end or solution. Returns SINGLES_SOLVED (the grid is in
   * `work`), SINGLES_DEAD_END (every guess failed: there is no solution), or
   * SINGLES_STALLED after `budget` guesses with the first stall put back, for
   * the band search. On the classic interface's 36-hole puzzles a quarter stall,
   * and this finishes them in a few guesses where loading the band search
   * cost more than the whole pass (solveClassicText 0.76× the time, see
   * docs/performance.md).
   */
  guess(budget: number): number {
    // A grid too empty to sweep has no open list to guess from.
    if (this.holeCount > SWEEP_MAX_HOLES) return SINGLES_STALLED;
    const { state, work } = this;
    this.pushFrame(STACK);
    let depth = 0;
    let tries = 0;
    for (;;) {
      const frame = STACK + depth * FRAME_SIZE;
      const untried = state[frame + FRAME_UNTRIED];
      if (untried === 0) {
        if (depth === 0) return SINGLES_DEAD_END;
        depth--;
        continue;
      }
      if (tries === budget) {
        this.restoreFirstStall();
        return SINGLES_STALLED;
      }
      tries++;
      const bit = untried & -untried;
      state[frame + FRAME_UNTRIED] = untried ^ bit;
      for (let u = 0; u < 27; u++) state[UNITS + u] = state[frame + FRAME_UNITS + u];
      const entry = state[frame + FRAME_ENTRY];
      state[UNITS + (entry & 0xff)] |= bit;
      state[UNITS + ((entry >>> 8) & 0xff)] |= bit;
      state[UNITS + ((entry >>> 16) & 0xff)] |= bit;
      work[entry >>> 24] = 31 - Math.clz32(bit);
      const open = state[frame + FRAME_OPEN_COUNT];
      for (let k = 0; k < open; k++) state[OPEN + k] = state[frame + FRAME_OPEN + k];
      // Cells a failed guess placed are placed again by any later success.
      const status = this.sweep(OPEN, open);
      if (status === SINGLES_SOLVED) return status;
      if (status === SINGLES_STALLED) {
        depth++;
        this.pushFrame(frame + FRAME_SIZE);
      }
    }
  }

  /**
   * Saves the unit masks and the open cells at `frame`, picking the open
   * cell with the fewest candidates (the first with two) to guess at.
   */
  private pushFrame(frame: number): void {
    const state = this.state;
    const popcount = this.tPopcount;
    for (let u = 0; u < 27; u++) state[frame + FRAME_UNITS + u] = state[UNITS + u];
    const open = this.openCount;
    let best = 0;
    let bestCount = 10;
    let bestFree = 0;
    for (let k = 0; k < open; k++) {
      const entry = state[OPEN + k];
      const taken =
        state[UNITS + (entry & 0xff)] |
        state[UNITS + ((entry >>> 8) & 0xff)] |
        state[UNITS + ((entry >>> 16) & 0xff)];
      const free = ~taken & DIGIT_BITS;
      const count = popcount[free];
      if (count < bestCount) {
        best = k;
        bestCount = count;
        bestFree = free;
        if (count === 2) break;
      }
    }
    state[frame + FRAME_ENTRY] = state[OPEN + best];
    state[frame + FRAME_UNTRIED] = bestFree;
    state[frame + FRAME_OPEN_COUNT] = open - 1;
    let to = frame + FRAME_OPEN;
    for (let k = 0; k < open; k++) if (k !== best) state[to++] = state[OPEN + k];
  }

  /** Puts the first stall back (unit masks, open cells, their zeros in `work`). */
  private restoreFirstStall(): void {
    const { state, work } = this;
    for (let u = 0; u < 27; u++) state[UNITS + u] = state[STACK + FRAME_UNITS + u];
    const guessed = state[STACK + FRAME_ENTRY];
    state[OPEN] = guessed;
    work[guessed >>> 24] = 0;
    const open = state[STACK + FRAME_OPEN_COUNT];
    for (let k = 0; k < open; k++) {
      const entry = state[STACK + FRAME_OPEN + k];
      state[OPEN + 1 + k] = entry;
      work[entry >>> 24] = 0;
    }
    this.openCount = open + 1;
  }
}

/** The pass never calls out, so one instance serves every call (solveFirst reads its state). */
export const singlesPass = new GuessingSinglesPass();
