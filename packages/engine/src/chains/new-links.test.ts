import { parseGrid } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CandidateState } from '../candidate-state.js';
import { SE_RATED } from '../fixtures/se-rated.js';
import { SearchScratch } from '../search-scratch.js';
import type { Step } from '../step.js';
import { solveLogically } from '../step-solver.js';
import { afterLosing, losses } from '../test-helpers.js';
import { findChainsAndCycles, hasChains } from './chains-and-cycles.js';
import { findForcingChains } from './forcing-chains.js';

/**
 * Positions where the solver reached for forcing chains: chains and cycles
 * found nothing there, so the nested searches start from boards like these.
 */
function forcingChainPositions(
  top95: number,
  taken: (step: Step) => boolean = (step) => step.difficulty >= 7.5,
): CandidateState[] {
  const positions: CandidateState[] = [];
  let before: CandidateState | undefined;
  const puzzle = parseGrid(SE_RATED.find((p) => p.top95 === top95)!.puzzle);
  solveLogically(puzzle, {
    assumeUnique: true,
    onStep: (step, state) => {
      if (before && taken(step) && positions.length < 3) positions.push(before);
      before = { digits: state.digits.slice(), candidates: state.candidates.slice() };
    },
  });
  return positions;
}

/**
 * Checks, on random boards each start leads to, that `text` of a search
 * given the start's candidates reads the same as that of a full search.
 */
function expectSameSinceStart(
  starts: CandidateState[],
  text: (state: CandidateState, since?: Uint16Array) => string,
  numRuns: number,
): void {
  fc.assert(
    fc.property(fc.nat(starts.length - 1), losses, (which, lost) => {
      const start = starts[which];
      const board = afterLosing(start, lost);
      expect(text(board, start.candidates)).toBe(text(board));
    }),
    { numRuns },
  );
}

const STARTS = [...forcingChainPositions(7), ...forcingChainPositions(11)];

function stepText(state: CandidateState, start?: Uint16Array): string {
  const step = findChainsAndCycles(state, start, new SearchScratch());
  return step ? `${step.difficulty} ${step.explanation}` : 'none';
}

describe('chains through links new since a chainless start', () => {
  it('the start positions have no chain (what the shortcut stands on)', () => {
    expect(STARTS.length).toBeGreaterThan(2);
    for (const start of STARTS) expect(hasChains(start, new SearchScratch())).toBe(false);
  });

  it('searching only chains through new links finds the same step on any board the start leads to', () => {
    expectSameSinceStart(STARTS, stepText, 120);
  });
});

/** Positions where the solver needed dynamic forcing chains: cell and unit forcing chains found nothing. */
const DYNAMIC_STARTS = [7, 12].flatMap((top95) =>
  forcingChainPositions(top95, (step) => step.technique.startsWith('dynamic')),
);
const MULTIPLE = { kind: 'multiple', level: 0 } as const;

function forcingText(state: CandidateState, since?: Uint16Array): string {
  const step = findForcingChains(state, MULTIPLE, true, since, new SearchScratch());
  return step ? `${step.difficulty} ${step.explanation}` : 'none';
}

describe('cell and unit forcing chains that can stand on a change since a start without any', () => {
  it('the start positions have none', () => {
    expect(DYNAMIC_STARTS.length).toBeGreaterThan(0);
    for (const start of DYNAMIC_STARTS)
      expect(
        findForcingChains(start, MULTIPLE, true, undefined, new SearchScratch()),
      ).toBeUndefined();
  });

  it('are all a full search finds, on any board the start leads to', () => {
    expectSameSinceStart(DYNAMIC_STARTS, forcingText, 80);
  });
});
