import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { applyStep, createCandidateState } from './candidate-state.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { generatePuzzle } from './generate.js';
import { LADDER } from './ladder.js';
import { TECHNIQUE_IDS } from './step.js';
import { stepsOf } from './technique.js';

describe('the kinds of step each technique declares', () => {
  it('are exactly TECHNIQUE_IDS, each kind taken by a technique of the ladder', () => {
    const declared = new Set(LADDER.flatMap(stepsOf));
    expect([...TECHNIQUE_IDS].filter((id) => !declared.has(id))).toEqual([]);
    // And nothing else: the generator checks a kind against the ladder's list.
    expect([...declared].filter((id) => !TECHNIQUE_IDS.includes(id))).toEqual([]);
  });

  it('hold every step the ladder takes on puzzles from easy to dynamic forcing chains, at a difficulty in range', () => {
    const puzzles = [
      EXAMPLE.puzzle,
      ...SE_RATED.filter((p) => p.er < 9.5).map((p) => p.puzzle),
      ...['easy', 'hard', 'fiendish', 'diabolical'].map(
        (difficulty) =>
          generatePuzzle({ seed: `steps-${difficulty}`, difficulty: difficulty as 'easy' }).puzzle,
      ),
    ];
    const seen = new Set<string>();
    for (const puzzle of puzzles) {
      const state = createCandidateState(typeof puzzle === 'string' ? parseGrid(puzzle) : puzzle);
      while (state.digits.includes(0)) {
        let taken = false;
        for (const technique of LADDER) {
          const step = technique.find(state, { unique: true });
          if (!step) continue;
          expect(stepsOf(technique), technique.id).toContain(step.technique);
          const [low, high] = technique.difficulty;
          expect(step.difficulty, step.technique).toBeGreaterThanOrEqual(low);
          expect(step.difficulty, step.technique).toBeLessThanOrEqual(high);
          seen.add(step.technique);
          applyStep(state, step);
          taken = true;
          break;
        }
        expect(taken).toBe(true);
      }
    }
    // The check means something only if it met many kinds of step.
    expect(seen.size).toBeGreaterThan(15);
  });
});
