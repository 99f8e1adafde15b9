import { parseGrid } from '@sudoku/core';
import { agreement, readTop95Ratings } from '@sudoku/testing/ratings';
import { describe, expect, it } from 'vitest';
import { rateOrFail } from '../test-helpers.js';
import { expectSolvedByLogic } from './check-logic.js';

describe("top95 against Sudoku Explainer's ratings (data)", () => {
  const rows = readTop95Ratings().map(({ puzzle, er }) => ({ puzzle: parseGrid(puzzle), er }));

  it('solves every puzzle by logic, with sound steps', () => {
    expect(rows).toHaveLength(95);
    for (const [i, { puzzle }] of rows.entries()) expectSolvedByLogic(puzzle, `top95 #${i + 1}`);
  });

  it('agrees with Sudoku Explainer: ≥ 95% exact below 4.5, ≥ 80% within 0.5, Spearman ≥ 0.95', () => {
    const ours = rows.map(({ puzzle }) => rateOrFail(puzzle, { assumeUnique: true }).rating);
    const a = agreement(
      rows.map((r) => r.er),
      ours,
    );
    expect(a.exactBelow45 / a.below45).toBeGreaterThanOrEqual(0.95);
    expect(a.within05 / a.total).toBeGreaterThanOrEqual(0.8);
    expect(a.spearman).toBeGreaterThanOrEqual(0.95);
  });
});
