import { DIFFICULTIES, SYMMETRIES } from '@sudoku/engine';
import * as generator from '@sudoku/generator';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CORNER_DIGIT,
  DIFFICULTY_CHOICES,
  MAX_GRIDS,
  SYMMETRY_CHOICES,
} from './defaults.js';

describe('command defaults', () => {
  it("offer exactly the engine's symmetries and difficulties", () => {
    expect(SYMMETRY_CHOICES).toEqual(SYMMETRIES);
    expect(DIFFICULTY_CHOICES).toEqual(DIFFICULTIES);
  });

  it("offer exactly the generator's maximum and default corner digit", () => {
    expect(MAX_GRIDS).toBe(generator.MAX_GRIDS);
    expect(DEFAULT_CORNER_DIGIT).toBe(generator.DEFAULT_CORNER_DIGIT);
  });
});
