import { parseGrid } from '@sudoku/core';
import { enumerateSolutions } from '@sudoku/engine';
import { MULTI_SOLUTION } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumerateSlice } from './enumerate-slice.js';

/** Every solution of a grid as text, in the engine's canonical order. */
function canonical(grid: Uint8Array): string[] {
  const out: string[] = [];
  enumerateSolutions(grid, { onSolution: (s) => void out.push(s.join('')) });
  return out;
}

/** The solutions of `grid` enumerated slice by slice of `budget`, following each slice's rest in order. */
function bySlices(grid: Uint8Array, budget: number): string[] {
  const out: string[] = [];
  const queue: Uint8Array[] = [grid];
  while (queue.length > 0) {
    const part = queue.shift()!;
    const text: string[] = [];
    const { count, rest } = enumerateSlice(
      part,
      budget,
      (_, chunk) => {
        if (chunk) text.push(new TextDecoder().decode(chunk));
      },
      true,
    );
    const solutions = text
      .join('')
      .split('\n\n')
      .filter(Boolean)
      .map((g) => g.replace(/\D/g, ''));
    expect(solutions).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(budget);
    out.push(...solutions);
    queue.unshift(...rest);
  }
  return out;
}

describe('enumerateSlice', () => {
  const grids = MULTI_SOLUTION.map((m) => parseGrid(m.puzzle));

  it('finds every solution in one slice when the budget allows', () => {
    for (const grid of grids) {
      const { count, rest } = enumerateSlice(grid, Number.POSITIVE_INFINITY, () => {});
      expect([count, rest.length]).toEqual([canonical(grid).length, 0]);
    }
  });

  it('slices followed by their rests give the canonical sequence, whatever the budget', () => {
    fc.assert(
      fc.property(fc.constantFrom(...grids), fc.integer({ min: 1, max: 40 }), (grid, budget) => {
        expect(bySlices(grid, budget)).toEqual(canonical(grid));
      }),
      { numRuns: 30 },
    );
  });

  it("continues an empty board's canonical order across slices", () => {
    const want: string[] = [];
    enumerateSolutions(new Uint8Array(81), {
      maxSolutions: 50,
      onSolution: (g) => void want.push(g.join('')),
    });
    const got: string[] = [];
    let queue: Uint8Array[] = [new Uint8Array(81)];
    while (got.length < 50) {
      const part = queue.shift()!;
      const text: string[] = [];
      const { rest } = enumerateSlice(
        part,
        10,
        (_, chunk) => chunk && text.push(new TextDecoder().decode(chunk)),
        true,
      );
      got.push(
        ...text
          .join('')
          .split('\n\n')
          .filter(Boolean)
          .map((g) => g.replace(/\D/g, '')),
      );
      queue = [...rest, ...queue];
    }
    expect(got.slice(0, 50)).toEqual(want);
  });
});
