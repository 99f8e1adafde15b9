import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { CELL_UNITS } from '../geometry.js';
import type { CellDigit, Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import {
  type Candidate,
  type LoopContext,
  type1,
  type2,
  type3,
  type4,
} from './unique-loop-types.js';

/**
 * Unique rectangles and loops (Sudoku Explainer's UniqueLoops, with
 * lksudoku's fixes as Sukaku Explainer has them): cells alternating through
 * rows, columns and boxes that all hold two digits {a, b}. If every cell held
 * only a and b, the two digits could be swapped around the loop and the puzzle
 * would have two solutions, so the extra candidates ("rescue" cells) must be
 * used: type 1 (one rescue cell loses a and b), type 2 (the rescue cells share
 * one extra digit, which leaves every cell seeing them all), type 3 (the
 * rescue cells' extras act as one cell of a naked or hidden set in a unit they
 * share) and type 4 (a or b is locked to the two rescue cells in a unit, so the
 * other digit leaves them). 4.5 for a rectangle, 4.6-5.0 for longer loops,
 * type 3 adding the set's size. All types are found; the easiest is taken
 * (then the lowest type, then the scan order).
 */

/** Every closed loop from `first` through cells holding both digits, in the reference's search order. */
function findLoops(candidates: Uint16Array, first: number, pair: number): number[][] {
  const loops: number[][] = [];
  const loop: number[] = [];
  const inLoop = new Uint8Array(81);
  // Units entered at even and odd positions so far: a path that enters a unit
  // twice at the same parity can only close into a loop isValidLoop rejects,
  // so it is not followed (the loops found, and their order, are unchanged).
  const seen = new Uint8Array(54);
  const visit = (cell: number, allowed: number, extras: number, lastKind: number) => {
    const parity = (loop.length & 1) * 27;
    // The cell's three units read in place: a view per visit was most of what this search allocated.
    const box = CELL_UNITS[cell * 3];
    const row = CELL_UNITS[cell * 3 + 1];
    const column = CELL_UNITS[cell * 3 + 2];
    if (seen[parity + box] || seen[parity + row] || seen[parity + column]) return;
    seen[parity + box] = seen[parity + row] = seen[parity + column] = 1;
    loop.push(cell);
    inLoop[cell] = 1;
    for (let kind = 0; kind < 3; kind++) {
      if (kind === lastKind) continue;
      const u = CELL_UNITS[cell * 3 + kind];
      for (let k = 0; k < 9; k++) {
        const next = UNIT_CELLS[u * 9 + k];
        if (next === first && loop.length >= 4) loops.push([...loop]);
        else if (!inLoop[next] && (candidates[next] & pair) === pair) {
          const more = extras | (candidates[next] & ~pair);
          const size = POPCOUNT[candidates[next]];
          if (size === 2 || POPCOUNT[more] === 1 || allowed > 0)
            visit(next, size > 2 ? allowed - 1 : allowed, more, kind);
        }
      }
    }
    loop.pop();
    inLoop[cell] = 0;
    seen[parity + box] = seen[parity + row] = seen[parity + column] = 0;
  };
  visit(first, 2, 0, -1);
  return loops;
}

/** A loop alternates: each of its units is entered once at an even and once at an odd position. */
function isValidLoop(loop: readonly number[]): boolean {
  const seen = [new Uint8Array(27), new Uint8Array(27)];
  for (let i = 0; i < loop.length; i++) {
    for (let j = loop[i] * 3; j < loop[i] * 3 + 3; j++) {
      const u = CELL_UNITS[j];
      if (seen[i & 1][u]) return false;
      seen[i & 1][u] = 1;
    }
  }
  for (let u = 0; u < 27; u++) if (seen[0][u] !== seen[1][u]) return false;
  return true;
}

export function loopDifficulty(length: number): number {
  return length >= 10 ? 5.0 : length >= 8 ? 4.7 : length >= 6 ? 4.6 : 4.5;
}

/** The step of the easiest unique loop on the board, or undefined. */
export function findUniqueLoop(state: CandidateState): Step | undefined {
  const found: Candidate[] = [];
  const keys = new Set<string>();
  const done = new Set<string>();
  const { candidates } = state;
  const add = (c: Candidate, eliminations: CellDigit[]) => {
    if (eliminations.length === 0 || keys.has(c.key)) return;
    keys.add(c.key);
    found.push(c);
  };
  for (let first = 0; first < 81; first++) {
    const pair = candidates[first];
    if (POPCOUNT[pair] !== 2) continue;
    for (const loop of findLoops(candidates, first, pair)) {
      if (!isValidLoop(loop)) continue;
      const base = loopDifficulty(loop.length);
      const id = [...loop].sort((a, b) => a - b).join();
      const extra = loop.filter((cell) => POPCOUNT[candidates[cell]] > 2);
      // The same loop is found from each of its cells and in both directions;
      // its hints depend only on its cells and which rescue cell comes first.
      const seenKey = `${id}|${extra[0]}`;
      if (done.has(seenKey)) continue;
      done.add(seenKey);
      const ctx: LoopContext = { state, loop, pair, base, id };
      if (extra.length === 1) add(...type1(ctx, extra[0]));
      else if (extra.length > 2) add(...type2(ctx, extra));
      else if (extra.length === 2) {
        const extras = (candidates[extra[0]] | candidates[extra[1]]) & ~pair;
        if (POPCOUNT[extras] === 1) add(...type2(ctx, extra));
        else for (const hint of type3(ctx, extra[0], extra[1])) add(...hint);
        const four = type4(ctx, extra[0], extra[1]);
        if (four) add(...four);
      }
    }
  }
  let best: Candidate | undefined;
  for (const c of found) {
    if (
      !best ||
      c.difficulty < best.difficulty ||
      (c.difficulty === best.difficulty && c.type < best.type)
    )
      best = c;
  }
  return best?.step();
}

export const UNIQUE_LOOPS = defineTechnique(
  {
    id: 'unique-loops',
    name: 'Unique rectangles and loops',
    difficulty: [4.5, 5.6],
    steps: ['unique-rectangle', 'unique-loop'],
    uniqueness: true,
  },
  findUniqueLoop,
);
