import { cellName, maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { cellsWith, commonPeers } from '../cell-mask.js';
import { CELL_UNITS, combinations, positionIn } from '../geometry.js';
import { type CellDigit, makeStep, type Step } from '../step.js';
import { describeCandidates, listCells, listChoices, listDigits } from '../words.js';

/**
 * The four ways Sudoku Explainer's UniqueLoops reads a loop's rescue cells
 * (see unique-loops.ts), each giving a candidate step with its difficulty and
 * the reference's tie-break key.
 */

export interface Candidate {
  difficulty: number;
  type: number;
  key: string;
  step: () => Step;
}

export interface LoopContext {
  state: CandidateState;
  loop: number[];
  pair: number;
  base: number;
  id: string;
}

type Found = [Candidate, CellDigit[]];

/** "r5c8 or r6c8": two rescue cells in board order, whichever way round the loop met them. */
function either(c1: number, c2: number, word: 'or' | 'and'): string {
  return `${cellName(Math.min(c1, c2))} ${word} ${cellName(Math.max(c1, c2))}`;
}

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

export function type1(ctx: LoopContext, rescue: number): Found {
  const eliminations = maskDigits(ctx.pair).map((digit) => ({ cell: rescue, digit }));
  const reason = `${cellName(rescue)} holds one of its other digits`;
  const step = () => loopStep(ctx, 1, ctx.base, eliminations, reason);
  return [{ difficulty: ctx.base, type: 1, key: `1|${ctx.id}`, step }, eliminations];
}

export function type2(ctx: LoopContext, rescue: number[]): Found {
  const { candidates } = ctx.state;
  const bit = candidates[rescue[0]] & ~ctx.pair & -(candidates[rescue[0]] & ~ctx.pair);
  const digit = 32 - Math.clz32(bit);
  const cells = cellsWith(commonPeers(rescue), candidates, bit).filter((c) => !rescue.includes(c));
  const eliminations = cells.map((cell) => ({ cell, digit }));
  const reason = `one of ${listCells([...rescue].sort((a, b) => a - b))} holds ${digit}, and ${digit} leaves every cell that sees them all`;
  const step = () => loopStep(ctx, 2, ctx.base, eliminations, reason);
  return [{ difficulty: ctx.base, type: 2, key: `2|${ctx.id}`, step }, eliminations];
}

/** Units (box, row, column order) holding both cells. */
function sharedUnits(c1: number, c2: number): number[] {
  const shared: number[] = [];
  for (let j = 0; j < 3; j++)
    if (CELL_UNITS[c1 * 3 + j] === CELL_UNITS[c2 * 3 + j]) shared.push(CELL_UNITS[c1 * 3 + j]);
  return shared;
}

function emptyIn(state: CandidateState, u: number): number {
  let n = 0;
  for (let k = 0; k < 9; k++) if (state.digits[UNIT_CELLS[u * 9 + k]] === 0) n++;
  return n;
}

/** Type 3: the rescue cells' extra digits behave as one cell of a naked or hidden set. */
export function type3(ctx: LoopContext, c1: number, c2: number): Found[] {
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
  const reason = `${either(c1, c2, 'or')} holds ${listChoices(extra)}, which with ${listCells(others)} makes a naked set of ${listDigits(maskDigits(set))} in ${unitName(u)}`;
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
  const reason = `one of ${either(c1, c2, 'and')} holds its extra digit, so in ${unitName(u)} ${listDigits(maskDigits(values))} are left to the other one and ${listCells(cells)}, a hidden set`;
  const step = () => loopStep(ctx, 3, difficulty, eliminations, reason, [u]);
  const key = `3h|${ctx.id}|${u}|${values}|${places}`;
  return [{ difficulty, type: 3, key, step }, eliminations];
}

export function type4(ctx: LoopContext, c1: number, c2: number): Found | undefined {
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
  const reason = `in ${unitName(u)}, ${lock} can only go in ${either(c1, c2, 'or')}, so ${drop} cannot be in both and leaves them`;
  const step = () => loopStep(ctx, 4, ctx.base, eliminations, reason, [u]);
  return [{ difficulty: ctx.base, type: 4, key: `4|${ctx.id}`, step }, eliminations];
}
