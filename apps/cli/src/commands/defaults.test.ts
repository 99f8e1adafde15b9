import { DIFFICULTIES, SYMMETRIES } from '@sudoku/engine';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_CHOICES, SYMMETRY_CHOICES } from './defaults.js';

describe('command defaults', () => {
  it("offer exactly the engine's symmetries and difficulties", () => {
    expect(SYMMETRY_CHOICES).toEqual(SYMMETRIES);
    expect(DIFFICULTY_CHOICES).toEqual(DIFFICULTIES);
  });
});
