import { parseGrid } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import {
  applyStep,
  type CandidateState,
  cloneCandidateState,
  createCandidateState,
} from './candidate-state.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { LADDER } from './ladder.js';
import { makeStep, type Step } from './step.js';
import { nextStep } from './step-solver.js';
import { rc } from './test-helpers.js';
import { explanationFaults, wordingFaults } from './testing/explanation-faults.js';

/** Techniques tried on every board of a solve path, beside the step the ladder takes there. */
const EVERYWHERE = LADDER.filter((t) => t.difficulty[0] < 7.6 && !t.id.includes('nishio'));
/** Tried only where the ladder itself needs a chain: they search long on open boards. */
const CHAIN_BOARDS = new Set(['chains-and-cycles', 'multiple-forcing-chains']);
/** A puzzle (the 17-clue collection's) whose path takes a BUG+1. */
const BUG = '................12....34..............12....5..6...3.4...7...8..4...6...35.....2.';

/** Up to `per` steps of each kind, with the board each was found on. */
function collect(puzzles: readonly string[], per: number): Map<string, [Step, CandidateState][]> {
  const found = new Map<string, [Step, CandidateState][]>();
  const keep = (step: Step, state: CandidateState) => {
    const list = found.get(step.technique) ?? [];
    if (list.length < per) list.push([step, cloneCandidateState(state)]);
    found.set(step.technique, list);
  };
  for (const puzzle of puzzles) {
    const state = createCandidateState(parseGrid(puzzle));
    for (
      let step = nextStep(state, { unique: true });
      step;
      step = nextStep(state, { unique: true })
    ) {
      for (const t of LADDER) {
        if (!EVERYWHERE.includes(t) && !(CHAIN_BOARDS.has(t.id) && step.difficulty >= 6.5))
          continue;
        const other = t.find(state, { unique: true });
        if (other) keep(other, state);
      }
      keep(step, state);
      applyStep(state, step);
    }
  }
  return found;
}

const found = collect([...SE_RATED.map((p) => p.puzzle), BUG], 12);

describe('explanations say what is on the board', () => {
  it('samples most kinds of step', () => {
    expect(found.size).toBeGreaterThanOrEqual(40);
  });

  it.each([...found.keys()].sort())(
    '%s: every cell, unit, digit and removal named holds',
    (kind) => {
      const faults = found.get(kind)!.flatMap(([step, state]) => explanationFaults(step, state));
      expect(faults).toEqual([]);
    },
  );
});

describe('the explanation checker', () => {
  // Row 1 is empty and column 1 holds 2 to 9 below it, so 1 can only go in r1c1 there.
  const state = createCandidateState(
    parseGrid(`.........${[2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}........`).join('')}`),
  );
  const step = (explanation: string, more: Partial<Step> = {}) =>
    makeStep({ technique: 'pointing', name: 'Pointing', difficulty: 2.6, explanation, ...more });
  const removal = {
    eliminations: [
      { cell: rc(1, 5), digit: 1 },
      { cell: rc(1, 2), digit: 1 },
    ],
  };

  it('reads a true sentence as true', () => {
    expect(
      explanationFaults(step('Pointing: remove 1 from r1c2 and r1c5.', removal), state),
    ).toEqual([]);
  });

  it('catches removals that are not the step’s, or out of order', () => {
    expect(explanationFaults(step('Pointing: remove 1 from r1c2.', removal), state)).toHaveLength(
      1,
    );
    expect(
      explanationFaults(step('Pointing: remove 1 from r1c5 and r1c2.', removal), state),
    ).toEqual(['cells out of order: 1 from r1c5 and r1c2']);
    expect(explanationFaults(step('Pointing: so remove them.', removal), state)).toHaveLength(1);
  });

  it('catches places, cells and links that do not hold', () => {
    const faults = (text: string) => explanationFaults(step(text), state);
    expect(faults('Hidden single: in row 1, 2 can only go in r1c2.')).toHaveLength(1);
    expect(faults('Naked single: r1c2 has one candidate left, 1.')).toHaveLength(1);
    expect(faults('X: r1c1 = 1 ⇒ r2c2 ≠ 1 (same row).')).toHaveLength(1);
    expect(faults('X: r1c1 and r2c3 share row 1; so.')).toHaveLength(1);
  });

  it('catches wording a reader trips on', () => {
    const faults = (text: string) => explanationFaults(step(text), state);
    expect(faults('Dynamic Cell forcing chains: whatever r1c1 holds (1, 2, 3).')).toHaveLength(2);
    expect(faults('a X-Wing with 1 candidates.')).toHaveLength(2);
    expect(faults('r1c1 or r1c2 share row 1 too.')).toHaveLength(1);
    expect(
      wordingFaults('X-Wing: in row 2 and row 7, digit 5 can only go in columns 3 and 8.'),
    ).toEqual([
      'a unit kind said twice in a list: X-Wing: in row 2 and row 7, digit 5 can only go in columns 3 and 8.',
    ]);
    expect(wordingFaults('in column 1, column 4 and column 7')).toHaveLength(1);
    expect(
      wordingFaults('Swordfish: in columns 1, 4 and 7, digit 5 can only go in rows 1, 5 and 9.'),
    ).toEqual([]);
    expect(wordingFaults('in columns 1, 4 and 7, 5 can only go in rows 1, 5 and 9.')).toEqual([
      'digits run into unit numbers: in columns 1, 4 and 7, 5 can only go in rows 1, 5 and 9.',
    ]);
    expect(wordingFaults('Hidden pair: in row 1, 4 and 6 can only go in r1c2.')).toHaveLength(1);
    expect(wordingFaults('Hidden pair: in row 1, digits 4 and 6 can only go in r1c2.')).toEqual([]);
    expect(wordingFaults('in row 3 and column 5, 7 can only go in r3c5.')).toEqual([]);
  });
});
