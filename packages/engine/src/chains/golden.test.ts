import { cellName, parseGrid } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import type { CandidateState } from '../candidate-state.js';
import { SE_RATED } from '../fixtures/se-rated.js';
import { ratePuzzle } from '../rating.js';
import type { Chain, Step } from '../step.js';
import { CHAINS_AND_CYCLES } from './chains-and-cycles.js';
import {
  DYNAMIC_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS_PLUS,
  MULTIPLE_FORCING_CHAINS,
  NISHIO,
} from './forcing-techniques.js';

/*
 * Golden tests of the chain techniques: the order in which a search reaches
 * nodes decides parents, complexities and so ratings, so speed work on the
 * searches must leave every result exactly as it was. The snapshots were
 * recorded from the engine before that work; update them (vitest -u) only
 * for an intended change of behaviour.
 */

/** A step as technique, difficulty, placements and eliminations. */
function stepLine(step: Step): string {
  const placed = step.placements.map((p) => `${cellName(p.cell)}=${p.digit}`).join(',');
  const removed = step.eliminations.map((e) => `${cellName(e.cell)}-${e.digit}`).join(',');
  return `${step.technique} ${step.difficulty} ${placed} ${removed}`.trimEnd();
}

function chainText(chain: Chain): string {
  return chain
    .map((n) => `${n.cells.map(cellName).join('')}${n.on ? '=' : '-'}${n.digit}`)
    .join(' ');
}

/** Chain-heavy puzzles from the Sudoku Explainer fixtures (top95 numbers). */
const PATHS = [8, 32, 11, 20, 86, 12, 54];

describe('the step solver on chain-heavy puzzles', () => {
  it.each(PATHS)('takes the same steps on top95 #%i', (top95) => {
    const { puzzle } = SE_RATED.find((p) => p.top95 === top95)!;
    const { steps } = ratePuzzle(parseGrid(puzzle), { assumeUnique: true });
    expect(steps.map(stepLine).join('\n')).toMatchSnapshot();
  });
});

/**
 * Positions on the way through top95 puzzles where chains are needed, as 81
 * cells: `=5` for a placed digit, else the cell's candidates. Fixed here, so
 * each producer is pinned on its own, whatever the ladder before it does.
 */
const POSITIONS: readonly [string, string][] = [
  [
    'top95 #5 after 30 steps',
    '59 =6 =2 =3 =1 =4 =8 59 =7 14589 =3 4589 58 6789 5679 =2 16 59 1589 =7 589 =2 689 569 =4 16 =3 4578 2458 4578 =9 24678 12567 57 =3 16 =6 589 =1 58 378 357 579 =4 =2 34579 2459 34579 14 2467 12567 579 =8 16 =2 58 578 =6 39 39 =1 57 =4 347 49 3479 14 =5 12 =6 279 =8 459 =1 =6 =7 24 =8 =3 259 59',
  ],
  [
    'top95 #4 after 37 steps',
    '=4 =8 =7 =3 12 12 56 =9 56 59 59 =3 =6 48 48 =2 =7 =1 =1 =2 =6 57 =9 57 =3 =8 =4 =7 34 =5 89 348 489 =1 =6 =2 69 13469 49 =2 1346 57 =8 34 57 28 1346 28 57 1346 14 57 34 =9 58 45 =1 48 =7 =6 =9 =2 =3 =3 67 89 =1 28 289 =4 =5 67 26 4679 249 49 =5 =3 67 =1 =8',
  ],
  [
    'top95 #12 after 9 steps',
    '3478 =6 3478 =5 238 =1 478 =9 24 =1 =2 78 46 =9 46 78 =5 =3 =9 35 3458 23 238 =7 1468 12468 1246 2356 =4 2359 =8 1236 239 16 =7 126 2367 39 2379 12349 1346 2349 =5 1246 =8 26 =8 =1 =7 246 =5 469 =3 2469 348 139 3489 13469 =5 3469 =2 1468 =7 23458 1359 234589 123469 =7 23469 134689 1468 14569 2345 =7 =6 12349 1234 =8 1349 14 1459',
  ],
  [
    'top95 #12 after 35 steps',
    '378 =6 378 =5 =2 =1 78 =9 =4 =1 =2 78 46 =9 46 78 =5 =3 =9 =5 =4 =3 =8 =7 16 =2 16 2356 =4 259 =8 136 29 16 =7 126 367 39 2379 1249 1346 2349 =5 146 =8 26 =8 =1 =7 46 =5 49 =3 269 348 139 389 1469 =5 3469 =2 1468 =7 23458 139 258 12469 =7 23469 34 1468 1569 2345 =7 =6 29 134 =8 349 14 159',
  ],
  [
    'top95 #35 after 20 steps',
    '57 24 =8 =3 =9 24 =1 67 567 139 =6 179 =5 1478 148 4789 =2 38 139 1249 2579 248 1278 =6 45789 349 358 689 =3 269 =1 2468 =7 468 =5 268 1568 128 57 2468 =3 2458 4678 146 =9 1567 128 =4 2689 2568 589 =3 167 1268 4689 =5 1369 4689 1468 1489 =2 13679 1367 1469 =7 169 2469 12456 =3 569 =8 156 =2 189 1369 =7 1568 1589 56 1369 =4',
  ],
  [
    'top95 #35 after 80 steps',
    '57 =4 =8 =3 =9 =2 =1 67 56 139 =6 79 =5 147 14 78 =2 38 13 12 257 =8 17 =6 =9 =4 35 69 =3 29 =1 468 =7 48 =5 268 16 28 57 24 =3 58 47 16 =9 57 128 =4 26 568 =9 =3 167 268 =8 =5 =3 46 146 14 =2 =9 =7 =4 =7 =6 =9 =2 =3 =5 =8 =1 =2 =9 =1 =7 58 58 =6 =3 =4',
  ],
  [
    'top95 #31 after 36 steps',
    '=3 =8 =5 =6 27 =1 247 2479 479 =1 67 =9 =5 278 =4 368 27 368 47 =2 46 789 =3 89 =5 =1 68 4678 679 12468 237 6789 =5 23478 2479 134789 59 =3 248 278 =1 28 2478 =6 59 678 5679 1268 =4 6789 2368 2378 2579 135789 29 =1 =7 239 =5 239 46 =8 46 28 =4 =3 =1 68 268 =9 57 57 5689 59 68 89 =4 =7 =1 =3 =2',
  ],
  [
    'top95 #48 after 37 steps',
    '17 =2 =6 17 =3 =9 458 458 58 58 =4 57 =6 2578 258 =3 =9 =1 =9 138 35 =4 158 158 =7 =6 =2 26 13 137 =8 26 =4 15 157 =9 167 =5 =4 1379 1679 136 =2 138 368 1267 =9 =8 =5 1267 1236 14 1347 367 =3 67 15 =2 =4 1568 =9 1578 578 =4 18 =9 13 15 =7 =6 =2 358 58 67 =2 139 1689 1368 158 1378 =4',
  ],
  [
    'top95 #59 after 51 steps',
    '59 =4 =7 36 =2 69 15 38 18 =8 256 2569 45 39 =1 456 =7 36 =1 =3 56 45 =8 =7 =9 46 =2 237 1289 12348 367 39 =5 1246 2468 189 =6 29 34 =8 =1 29 47 =5 37 2357 12589 12358 367 =4 269 126 238 189 259 =7 259 =1 56 =8 =3 26 =4 235 258 2358 =9 56 =4 267 =1 67 =4 16 16 =2 =7 =3 =8 =9 =5',
  ],
  [
    'top95 #69 after 75 steps',
    '15 =3 1568 267 12 =9 267 =4 68 =9 68 =2 68 37 =4 =5 37 =1 14 =7 48 236 =5 168 23 =9 268 12 18 =3 458 =9 =7 46 125 456 1257 =4 1578 35 =6 58 239 12 579 =6 =9 57 =1 234 23 =8 37 457 =3 =2 69 467 47 56 =1 =8 579 =8 =5 147 =9 123 13 47 =6 24 47 16 679 2567 =8 126 49 25 =3',
  ],
  [
    'top95 #7 after 17 steps',
    '=6 4789 =2 14789 =5 479 1389 179 39 1789 5789 15789 1789 169 =3 1689 =4 =2 13789 4789 13489 14789 1469 =2 1689 15679 569 =4 =3 5679 1579 =2 =8 169 1569 569 789 =1 56789 34579 349 45679 =2 3569 48 289 25689 5689 13459 1349 4569 =7 13569 48 =5 4689 134689 =2 =7 149 3469 69 369 279 24679 4679 3459 349 459 4569 =8 =1 139 49 1349 =6 =8 1459 3459 =2 =7',
  ],
  [
    'top95 #54 after 57 steps',
    '=9 68 =4 18 1238 =5 2367 236 37 =2 =5 78 =6 38 347 =1 34 =9 =3 =1 67 =9 24 247 56 2456 =8 68 =7 28 158 1358 =9 236 1368 =4 =4 39 359 =2 =6 138 79 18 157 568 2369 =1 =4 =7 38 269 268 35 =7 3689 39 158 159 16 =4 15 =2 15 29 59 =3 459 124 =8 =7 =6 1568 =4 268 =7 258 1268 35 =9 13',
  ],
];

function parsePosition(text: string): CandidateState {
  const tokens = text.split(' ');
  const digits = new Uint8Array(81);
  const candidates = new Uint16Array(81);
  for (const [cell, token] of tokens.entries()) {
    if (token.startsWith('=')) digits[cell] = Number(token.slice(1));
    else for (const d of token) candidates[cell] |= 1 << (Number(d) - 1);
  }
  return { digits, candidates };
}

const PRODUCERS = [CHAINS_AND_CYCLES, NISHIO, MULTIPLE_FORCING_CHAINS, DYNAMIC_FORCING_CHAINS];

describe('each chain producer at fixed positions', () => {
  it.each(POSITIONS)('finds the same step: %s', (_name, text) => {
    const state = parsePosition(text);
    expect(state.digits.filter((d) => d === 0).length).toBeGreaterThan(0);
    const found = PRODUCERS.map((producer) => {
      const step = producer.find(state, { unique: true });
      if (!step) return `${producer.id}: none`;
      return [`${producer.id}: ${stepLine(step)}`, ...step.chains.map(chainText)].join('\n  ');
    });
    expect(found.join('\n')).toMatchSnapshot();
  });
});

/** Positions where the "+" chains are cheap enough for a unit test. */
const PLUS_AT = [
  'top95 #4 after 37 steps',
  'top95 #12 after 35 steps',
  'top95 #31 after 36 steps',
  'top95 #35 after 80 steps',
  'top95 #48 after 37 steps',
  'top95 #59 after 51 steps',
];

describe('dynamic forcing chains (+) at fixed positions', () => {
  it.each(POSITIONS.filter(([name]) => PLUS_AT.includes(name)))(
    'finds the same step: %s',
    (_name, text) => {
      const step = DYNAMIC_FORCING_CHAINS_PLUS.find(parsePosition(text), { unique: true });
      expect(step).toBeDefined();
      const lines = [stepLine(step!), ...step!.chains.map(chainText)];
      expect(lines.join('\n  ')).toMatchSnapshot();
    },
  );
});
