import {
  BOX_OF,
  COL_OF,
  cellName,
  maskDigits,
  POPCOUNT,
  ROW_OF,
  UNIT_CELLS,
  unitName,
} from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { combinations, positionIn } from '../geometry.js';
import { type CellDigit, makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listCells, listDigits } from '../words.js';
import { cellsWith, commonPeers } from './cell-mask.js';

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

/** `CELL_UNITS[cell * 3 + kind]`: the cell's box, row and column (the reference's order). */
const CELL_UNITS = Uint8Array.from({ length: 243 }, (_, i) => {
  const cell = (i / 3) | 0;
  return [18 + BOX_OF[cell], ROW_OF[cell], 9 + COL_OF[cell]][i % 3];
});
const UNITS_OF = (cell: number) => CELL_UNITS.subarray(cell * 3, cell * 3 + 3);

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
    const units = UNITS_OF(cell);
    if (seen[parity + units[0]] || seen[parity + units[1]] || seen[parity + units[2]]) return;
    for (const u of units) seen[parity + u] = 1;
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
    for (const u of units) seen[parity + u] = 0;
  };
  visit(first, 2, 0, -1);
  return loops;
}

/** A loop alternates: each of its units is entered once at an even and once at an odd position. */
function isValidLoop(loop: readonly number[]): boolean {
  const seen = [new Uint8Array(27), new Uint8Array(27)];
  for (let i = 0; i < loop.length; i++) {
    for (const u of UNITS_OF(loop[i])) {
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

interface Candidate {
  difficulty: number;
  type: number;
  key: string;
  step: () => Step;
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

export interface LoopContext {
  state: CandidateState;
  loop: number[];
  pair: number;
  base: number;
  id: string;
}

type Found = [Candidate, CellDigit[]];

export function loopName(loop: readonly number[], type: number): string {
  return loop.length === 4
    ? `Unique rectangle type ${type}`
    : `Unique loop (${loop.length} cells) type ${type}`;
}

function loopStep(
  ctx: LoopContext,
  type: number,
  difficulty: number,
  eliminations: CellDigit[],
  reason: string,
  units: number[] = [],
): Step {
  const [a, b] = maskDigits(ctx.pair);
  const name = loopName(ctx.loop, type);
  return makeStep({
    technique: ctx.loop.length === 4 ? 'unique-rectangle' : 'unique-loop',
    name,
    difficulty,
    eliminations,
    cells: [...ctx.loop],
    candidates: ctx.loop.flatMap((cell) => [a, b].map((digit) => ({ cell, digit }))),
    units,
    uniqueness: true,
    explanation: `${name}: ${listCells(ctx.loop)} all hold ${a} and ${b}; if nothing else could go there, ${a} and ${b} could be swapped around them and the puzzle would have two solutions, so ${reason}: remove ${describeCandidates(eliminations)}.`,
  });
}

function type1(ctx: LoopContext, rescue: number): Found {
  const eliminations = maskDigits(ctx.pair).map((digit) => ({ cell: rescue, digit }));
  const reason = `${cellName(rescue)} holds one of its other digits`;
  const step = () => loopStep(ctx, 1, ctx.base, eliminations, reason);
  return [{ difficulty: ctx.base, type: 1, key: `1|${ctx.id}`, step }, eliminations];
}

function type2(ctx: LoopContext, rescue: number[]): Found {
  const { candidates } = ctx.state;
  const bit = candidates[rescue[0]] & ~ctx.pair & -(candidates[rescue[0]] & ~ctx.pair);
  const digit = 32 - Math.clz32(bit);
  const cells = cellsWith(commonPeers(rescue), candidates, bit).filter((c) => !rescue.includes(c));
  const eliminations = cells.map((cell) => ({ cell, digit }));
  const reason = `one of ${listCells(rescue)} holds ${digit}, and ${digit} leaves every cell that sees them all`;
  const step = () => loopStep(ctx, 2, ctx.base, eliminations, reason);
  return [{ difficulty: ctx.base, type: 2, key: `2|${ctx.id}`, step }, eliminations];
}

/** Units (box, row, column order) holding both cells. */
function sharedUnits(c1: number, c2: number): number[] {
  const units1 = UNITS_OF(c1);
  const units2 = UNITS_OF(c2);
  return [0, 1, 2].filter((k) => units1[k] === units2[k]).map((k) => units1[k]);
}

function emptyIn(state: CandidateState, u: number): number {
  let n = 0;
  for (let k = 0; k < 9; k++) if (state.digits[UNIT_CELLS[u * 9 + k]] === 0) n++;
  return n;
}

/** Type 3: the rescue cells' extra digits behave as one cell of a naked or hidden set. */
function type3(ctx: LoopContext, c1: number, c2: number): Found[] {
  const { candidates } = ctx.state;
  const extra = (candidates[c1] | candidates[c2]) & ~ctx.pair;
  const out: Found[] = [];
  const extraCount = POPCOUNT[extra];
  for (let degree = 2; degree <= 7; degree++) {
    for (const u of sharedUnits(c1, c2)) {
      const empty = emptyIn(ctx.state, u);
      const i1 = positionIn(u, c1);
      const i2 = positionIn(u, c2);
      if (degree * 2 <= empty && degree >= extraCount) {
        for (const set of combinations(9, degree)) {
          if (!(set & (1 << i1)) || set & (1 << i2)) continue;
          let naked = extra & candidates[c1] & candidates[c2];
          let union = extra;
          let ok = true;
          const others: number[] = [];
          for (let k = 0; k < 9; k++) {
            if (!(set & (1 << k)) || k === i1) continue;
            const cell = UNIT_CELLS[u * 9 + k];
            if (POPCOUNT[candidates[cell]] <= 1) ok = false;
            naked |= candidates[cell];
            union |= candidates[cell];
            others.push(cell);
          }
          if (POPCOUNT[naked] !== degree || !ok || POPCOUNT[union] !== degree) continue;
          out.push(nakedType3(ctx, u, c1, c2, others, union));
        }
      }
      if (degree * 2 < empty) {
        const rest = maskDigits(0x1ff & ~ctx.pair & ~extra);
        const picks =
          degree === 2
            ? rest.length > 0
              ? [0]
              : []
            : Array.from(combinations(rest.length, degree - 2));
        for (const pick of picks) {
          let values = ctx.pair;
          for (let i = 0; i < rest.length; i++) if (pick & (1 << i)) values |= 1 << (rest[i] - 1);
          let places = 0;
          let ok = true;
          for (const digit of maskDigits(values)) {
            let at = 0;
            for (let k = 0; k < 9; k++)
              if (candidates[UNIT_CELLS[u * 9 + k]] & (1 << (digit - 1))) at |= 1 << k;
            at &= ~(1 << i2);
            if (at === 0) ok = false;
            places |= at;
          }
          if (!ok || POPCOUNT[places] !== degree) continue;
          out.push(hiddenType3(ctx, u, c1, c2, values, places & ~(1 << i1) & ~(1 << i2)));
        }
      }
    }
  }
  return out;
}

function nakedType3(
  ctx: LoopContext,
  u: number,
  c1: number,
  c2: number,
  others: number[],
  set: number,
): Found {
  const { candidates } = ctx.state;
  const eliminations: CellDigit[] = [];
  for (let k = 0; k < 9; k++) {
    const cell = UNIT_CELLS[u * 9 + k];
    if (cell === c1 || cell === c2 || others.includes(cell)) continue;
    for (const digit of maskDigits(candidates[cell] & set)) eliminations.push({ cell, digit });
  }
  const difficulty = Math.round((ctx.base + (POPCOUNT[set] - 1) * 0.1) * 10) / 10;
  const extra = maskDigits((candidates[c1] | candidates[c2]) & ~ctx.pair);
  const reason = `${cellName(c1)} or ${cellName(c2)} holds ${listDigits(extra).replace(/ and (\d)$/, ' or $1')}, which with ${listCells(others)} makes a naked set of ${listDigits(maskDigits(set))} in ${unitName(u)}`;
  const step = () => loopStep(ctx, 3, difficulty, eliminations, reason, [u]);
  const key = `3n|${ctx.id}|${u}|${set}|${others.join()}`;
  return [{ difficulty, type: 3, key, step }, eliminations];
}

function hiddenType3(
  ctx: LoopContext,
  u: number,
  c1: number,
  c2: number,
  values: number,
  places: number,
): Found {
  const { candidates } = ctx.state;
  const cells: number[] = [];
  const eliminations: CellDigit[] = [];
  for (let k = 0; k < 9; k++) {
    if (!(places & (1 << k))) continue;
    const cell = UNIT_CELLS[u * 9 + k];
    cells.push(cell);
    for (const digit of maskDigits(candidates[cell] & ~values)) eliminations.push({ cell, digit });
  }
  const difficulty = Math.round((ctx.base + (cells.length - 1) * 0.1) * 10) / 10;
  const reason = `one of ${cellName(c1)} and ${cellName(c2)} holds its extra digit, so in ${unitName(u)} ${listDigits(maskDigits(values))} are left to the other one and ${listCells(cells)}, a hidden set`;
  const step = () => loopStep(ctx, 3, difficulty, eliminations, reason, [u]);
  const key = `3h|${ctx.id}|${u}|${values}|${places}`;
  return [{ difficulty, type: 3, key, step }, eliminations];
}

function type4(ctx: LoopContext, c1: number, c2: number): Found | undefined {
  const { candidates } = ctx.state;
  const [a, b] = maskDigits(ctx.pair);
  let lockA = -1;
  let lockB = -1;
  for (const u of sharedUnits(c1, c2)) {
    let has = 0;
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (cell !== c1 && cell !== c2) has |= candidates[cell];
    }
    if (!(has & (1 << (a - 1)))) lockA = u;
    if (!(has & (1 << (b - 1)))) lockB = u;
  }
  const [u, lock, drop] = lockA >= 0 ? [lockA, a, b] : lockB >= 0 ? [lockB, b, a] : [-1, 0, 0];
  if (u < 0) return undefined;
  const eliminations = [c1, c2].map((cell) => ({ cell, digit: drop }));
  const reason = `in ${unitName(u)}, ${lock} can only go in ${cellName(c1)} or ${cellName(c2)}, so ${drop} cannot be in both and leaves them`;
  const step = () => loopStep(ctx, 4, ctx.base, eliminations, reason, [u]);
  return [{ difficulty: ctx.base, type: 4, key: `4|${ctx.id}`, step }, eliminations];
}

export const UNIQUE_LOOPS = defineTechnique({
  id: 'unique-loops',
  name: 'Unique rectangles and loops',
  difficulty: [4.5, 5.6],
  uniqueness: true,
  find: findUniqueLoop,
});
