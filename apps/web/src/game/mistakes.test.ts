import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { endsGame, isMistake, MISTAKE_LIMIT, modeFor, wrongDigits } from './mistakes.js';
import { createSession } from './session.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);
const withSolution = createSession(givens, 'Test', undefined, solution);
const without = createSession(givens, 'Custom puzzle');

describe('mistakes', () => {
  it('are digits that differ from the solution, clash or not; without one, clashes', () => {
    // r1c2 is 5 in the solution.
    expect(isMistake(withSolution, 1, 5, false)).toBe(false);
    expect(isMistake(withSolution, 1, 3, false)).toBe(true);
    expect(isMistake(withSolution, 1, 5, true)).toBe(false); // right, though it repeats a wrong digit
    expect(isMistake(without, 1, 3, false)).toBe(false);
    expect(isMistake(without, 1, 9, true)).toBe(true);
  });

  it("lists the player's wrong digits, never a given or an empty cell", () => {
    const values = givens.slice();
    values[1] = 3; // wrong
    values[3] = 3; // r1c4 is 3: right
    expect(wrongDigits(withSolution, values)).toEqual([1]);
    expect(wrongDigits(without, values)).toEqual([]);
  });

  it('show and limit need a solution; only the limit ends a game, at the third', () => {
    expect(modeFor(withSolution, 'limit')).toBe('limit');
    expect(modeFor(without, 'show')).toBe('off');
    expect(endsGame('limit', MISTAKE_LIMIT - 1)).toBe(false);
    expect(endsGame('limit', MISTAKE_LIMIT)).toBe(true);
    expect(endsGame('show', 10)).toBe(false);
  });
});
