import { readFileSync } from 'node:fs';
import { gridFromString } from '@sudoku/core';
import { dataFile } from '@sudoku/core/testing';
import { describe, expect, it } from 'vitest';
import { ratePuzzle } from '../rating.js';

/**
 * The rating and hardest technique of every top95 puzzle, in file order, as
 * the engine gives them: a change to the chain searches (or anything on the
 * ladder) that moves a rating fails here. Update on purpose only.
 */
const PINNED: readonly string[] = [
  '2.6 pointing',
  '2.6 pointing',
  '2.6 pointing',
  '7.1 aic',
  '6.6 x-chain',
  '3.0 naked-pair',
  '9.0 dynamic-cell-forcing-chains',
  '7.2 aic',
  '9.0 dynamic-cell-forcing-chains',
  '7.2 aic',
  '8.5 unit-forcing-chains',
  '8.9 dynamic-cell-forcing-chains',
  '6.6 x-chain',
  '8.3 unit-forcing-chains',
  '2.6 pointing',
  '8.5 unit-forcing-chains',
  '6.6 x-chain',
  '3.4 hidden-pair',
  '7.7 nishio',
  '8.4 cell-forcing-chains',
  '2.6 pointing',
  '7.8 nishio',
  '2.6 pointing',
  '2.8 claiming',
  '6.6 x-chain',
  '2.8 claiming',
  '2.6 pointing',
  '8.5 unit-forcing-chains',
  '7.1 aic',
  '3.4 hidden-pair',
  '8.8 dynamic-cell-forcing-chains',
  '7.1 aic',
  '3.6 naked-triple',
  '3.0 naked-pair',
  '9.0 dynamic-cell-forcing-chains',
  '2.6 pointing',
  '2.6 pointing',
  '6.6 x-chain',
  '7.8 nishio',
  '8.4 cell-forcing-chains',
  '6.6 x-chain',
  '3.4 hidden-pair',
  '2.8 claiming',
  '2.8 claiming',
  '9.0 dynamic-cell-forcing-chains',
  '8.5 unit-forcing-chains',
  '4.2 xy-wing',
  '7.8 nishio',
  '3.0 naked-pair',
  '8.5 unit-forcing-chains',
  '7.8 nishio',
  '7.3 aic',
  '6.6 x-chain',
  '9.3 contradiction-chains',
  '7.1 aic-loop',
  '9.2 contradiction-chains',
  '3.0 naked-pair',
  '9.0 dynamic-unit-forcing-chains',
  '9.0 dynamic-unit-forcing-chains',
  '9.3 contradiction-chains',
  '7.1 aic',
  '2.6 pointing',
  '3.4 hidden-pair',
  '8.9 dynamic-cell-forcing-chains',
  '8.4 cell-forcing-chains',
  '9.0 dynamic-cell-forcing-chains',
  '3.4 hidden-pair',
  '8.2 unit-forcing-chains',
  '9.3 contradiction-chains',
  '7.1 aic',
  '6.6 x-chain',
  '6.6 x-chain',
  '3.4 hidden-pair',
  '4.2 xy-wing',
  '9.0 contradiction-chains',
  '4.2 xy-wing',
  '7.1 aic',
  '4.0 hidden-triple',
  '3.4 hidden-pair',
  '7.1 aic',
  '8.4 unit-forcing-chains',
  '7.2 aic',
  '7.6 nishio',
  '2.6 pointing',
  '7.2 aic',
  '8.8 double-forcing-chains',
  '7.1 aic',
  '8.8 dynamic-cell-forcing-chains',
  '8.4 cell-forcing-chains',
  '8.9 contradiction-chains',
  '8.3 unit-forcing-chains',
  '8.4 cell-forcing-chains',
  '9.1 dynamic-unit-forcing-chains',
  '6.6 x-chain',
  '3.0 naked-pair',
];

describe('top95 ratings are pinned (data)', () => {
  const puzzles = readFileSync(dataFile('ratings/top95-se.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[0]);

  it('rates every puzzle as pinned', () => {
    expect(puzzles).toHaveLength(PINNED.length);
    const got = puzzles.map((p) => {
      const r = ratePuzzle(gridFromString(p), { unique: true });
      return `${r.rating.toFixed(1)} ${r.hardestTechnique}`;
    });
    expect(got).toEqual(PINNED);
  });
});
