import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { GameState } from './game-state.js';

const puzzle = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);
const empty = puzzle.indexOf(0); // r1c2, solution 5

describe('GameState', () => {
  it('places digits, refuses to change a given', () => {
    const game = GameState.fromPuzzle(puzzle);
    expect(game.place(empty, solution[empty])).toEqual({ ok: true });
    expect(game.current[empty]).toBe(solution[empty]);
    const refused = game.place(0, 1);
    expect(refused).toMatchObject({ ok: false, reason: 'given' });
    if (!refused.ok)
      expect(refused.message).toBe(
        'Row 1, column 1 is a given of the puzzle and cannot be changed.',
      );
    expect(game.current[0]).toBe(puzzle[0]);
  });

  it('refuses a clash and names its row and column', () => {
    const game = GameState.fromPuzzle(puzzle);
    // r1c2 with 9: r1c1 holds 9 (same row).
    const result = game.place(empty, 9);
    expect(result).toMatchObject({ ok: false, reason: 'clash', clash: { row: 1, column: 1 } });
    if (!result.ok) expect(result.message).toBe('9 is already in row 1, column 1.');
    expect(game.current[empty]).toBe(0);
    // r1c2 with 3: r2c2 holds 3 (same column, not row).
    expect(game.place(empty, 3)).toMatchObject({ clash: { row: 2, column: 2 } });
  });

  it('lock turns the board into givens; replay goes back to them', () => {
    const game = GameState.fromPuzzle(puzzle);
    game.place(empty, solution[empty]);
    game.replay();
    expect(game.current).toEqual(puzzle);
    game.place(empty, solution[empty]);
    game.lock();
    expect(game.isGiven(empty)).toBe(true);
    expect(game.place(empty, 0)).toMatchObject({ ok: false, reason: 'given' });
  });

  it('tells a full board right or wrong, and round-trips through the save file', () => {
    const game = GameState.fromPuzzle(puzzle);
    expect(game.status()).toBe('playing');
    for (let i = 0; i < 81; i++) if (!game.isGiven(i)) game.place(i, solution[i]);
    expect(game.status()).toBe('solved');
    const loaded = GameState.fromFile(game.toFile());
    expect(loaded.givens).toEqual(game.givens);
    expect(loaded.current).toEqual(game.current);
    const wrong = new GameState(new Uint8Array(81), solution);
    wrong.current[0] = wrong.current[1];
    expect(wrong.status()).toBe('wrong');
  });
});
