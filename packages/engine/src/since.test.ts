import { parseGrid } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStep, type CandidateState, createCandidateState } from './candidate-state.js';
import { emptyCandidates } from './changes.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { generatePuzzle } from './generate.js';
import { LADDER } from './ladder.js';
import type { Step } from './step.js';
import { solveLogically } from './step-solver.js';
import type { Technique } from './technique.js';
import { afterLosing, losses } from './test-helpers.js';

/*
 * The law behind `StepContext.since`: a technique that found nothing at an
 * earlier position of a solve, told so, finds at a later position exactly
 * the step a full search finds there. Checked for every technique below the
 * forcing chains at every position of real solving paths: each technique is
 * tried at every position (not only where the ladder reaches it), so each is
 * told about every position where it found nothing.
 */

const TECHNIQUES = LADDER.filter(
  (t) => t.id === 'multiple-forcing-chains' || (t.id !== 'nishio' && !t.id.includes('forcing')),
);

function stepKey(step: Step | undefined): string {
  if (!step) return 'none';
  return `${step.technique} ${step.difficulty} ${step.explanation}`;
}

const solved = new Map<string, CandidateState[]>();

/** Every position of the puzzle's logical solve, in order (solved once per puzzle). */
function positions(puzzle: Uint8Array): CandidateState[] {
  const key = puzzle.join('');
  const known = solved.get(key);
  if (known) return known;
  const { steps } = solveLogically(puzzle, { assumeUnique: true });
  const state = createCandidateState(puzzle);
  const all: CandidateState[] = [];
  for (const step of steps) {
    all.push({ digits: state.digits.slice(), candidates: state.candidates.slice() });
    applyStep(state, step);
  }
  solved.set(key, all);
  return all;
}

function checkPath(puzzle: Uint8Array): number {
  const foundNothingAt = new Map<Technique, Uint16Array>();
  let told = 0;
  for (const state of positions(puzzle)) {
    for (const technique of TECHNIQUES) {
      const full = technique.find(state, { unique: true });
      const since = foundNothingAt.get(technique);
      if (since) {
        told++;
        expect(stepKey(technique.find(state, { unique: true, since })), technique.id).toBe(
          stepKey(full),
        );
      }
      if (full) foundNothingAt.delete(technique);
      else foundNothingAt.set(technique, emptyCandidates(state));
    }
  }
  return told;
}

describe('a technique told where it last found nothing', () => {
  it.each(SE_RATED.filter((p) => p.er < 9.5 && p.er >= 4).map((p) => [p.top95, p.puzzle] as const))(
    'finds the same steps along top95 #%i',
    (_, puzzle) => {
      expect(checkPath(parseGrid(puzzle))).toBeGreaterThan(0);
    },
    60_000,
  );

  it.each([1, 2, 3])(
    'finds the same steps along a generated fiendish puzzle (seed %i)',
    (seed) => {
      const { puzzle } = generatePuzzle({ seed, difficulty: 'fiendish' });
      expect(checkPath(puzzle)).toBeGreaterThan(0);
    },
    60_000,
  );
});

/** Positions along a few solving paths where `technique` finds nothing. */
function nothingFound(technique: Technique): CandidateState[] {
  const found: CandidateState[] = [];
  for (const { puzzle } of SE_RATED.filter((p) => p.er >= 5 && p.er < 9.5).slice(0, 6)) {
    for (const state of positions(parseGrid(puzzle))) {
      if (!technique.find(state, { unique: true })) found.push(state);
    }
  }
  return found;
}

describe('a technique told where it last found nothing, on any board that lost candidates since', () => {
  it.each(TECHNIQUES.map((t) => [t.id, t] as const))(
    '%s finds what a full search finds',
    (_, technique) => {
      const starts = nothingFound(technique);
      fc.assert(
        fc.property(fc.nat(starts.length - 1), losses, (which, lost) => {
          const start = starts[which];
          const state = afterLosing(start, lost);
          const since = emptyCandidates(start);
          expect(stepKey(technique.find(state, { unique: true, since }))).toBe(
            stepKey(technique.find(state, { unique: true })),
          );
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );
});
