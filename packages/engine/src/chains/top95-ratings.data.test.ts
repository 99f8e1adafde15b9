import { readFileSync } from 'node:fs';
import { parseGrid } from '@sudoku/core';
import { dataFile } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { rateOrFail } from '../test-helpers.js';

/**
 * The rating and hardest technique of every top95 puzzle, in file order, as
 * the engine gives them: a change to the chain searches (or anything on the
 * ladder) that moves a rating fails here. Update on purpose only.
 */
const PINNED: readonly string[] = [
  '2.6 pointing',
  '2.6 pointing',
  '2.6 pointing',
  '5.5 wxyz-wing',
  '4.1 two-string-kite',
  '3.0 naked-pair',
  '9.0 dynamic-cell-forcing-chains',
  '7.2 aic',
  '9.0 dynamic-cell-forcing-chains',
  '7.2 aic',
  '8.5 unit-forcing-chains',
  '8.9 dynamic-cell-forcing-chains',
  '4.0 skyscraper',
  '7.2 aic',
  '2.6 pointing',
  '8.5 unit-forcing-chains',
  '4.0 skyscraper',
  '3.4 hidden-pair',
  '4.3 empty-rectangle',
  '8.4 cell-forcing-chains',
  '2.6 pointing',
  '7.8 nishio',
  '2.6 pointing',
  '2.8 claiming',
  '4.0 skyscraper',
  '2.8 claiming',
  '2.6 pointing',
  '8.5 unit-forcing-chains',
  '5.6 wxyz-wing',
  '3.4 hidden-pair',
  '8.3 grouped-aic',
  '7.1 aic-loop',
  '3.6 naked-triple',
  '3.0 naked-pair',
  '9.0 dynamic-cell-forcing-chains',
  '2.6 pointing',
  '2.6 pointing',
  '4.0 skyscraper',
  '4.5 unique-rectangle',
  '7.2 aic',
  '4.1 two-string-kite',
  '3.4 hidden-pair',
  '2.8 claiming',
  '2.8 claiming',
  '9.0 dynamic-cell-forcing-chains',
  '8.5 unit-forcing-chains',
  '4.0 skyscraper',
  '7.3 aic',
  '3.0 naked-pair',
  '8.5 unit-forcing-chains',
  '5.7 three-strong-links',
  '7.3 aic',
  '4.0 skyscraper',
  '9.3 contradiction-chains',
  '7.1 aic-loop',
  '7.2 aic',
  '3.0 naked-pair',
  '9.0 dynamic-unit-forcing-chains',
  '9.0 dynamic-unit-forcing-chains',
  '9.3 contradiction-chains',
  '4.5 unique-rectangle',
  '2.6 pointing',
  '3.4 hidden-pair',
  '8.9 dynamic-cell-forcing-chains',
  '8.4 cell-forcing-chains',
  '9.0 dynamic-cell-forcing-chains',
  '3.4 hidden-pair',
  '6.4 vwxyz-wing',
  '9.3 contradiction-chains',
  '5.6 wxyz-wing',
  '4.0 skyscraper',
  '4.4 xyz-wing',
  '3.4 hidden-pair',
  '4.2 xy-wing',
  '9.0 contradiction-chains',
  '4.2 xy-wing',
  '6.6 uvwxyz-wing',
  '4.0 hidden-triple',
  '3.4 hidden-pair',
  '7.1 w-wing',
  '8.2 grouped-aic',
  '7.2 aic',
  '4.3 empty-rectangle',
  '2.6 pointing',
  '7.2 aic',
  '8.8 double-forcing-chains',
  '5.5 three-strong-links',
  '8.8 dynamic-cell-forcing-chains',
  '8.4 cell-forcing-chains',
  '5.7 three-strong-links',
  '7.2 aic',
  '8.4 cell-forcing-chains',
  '9.0 dynamic-unit-forcing-chains',
  '4.4 xyz-wing',
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
      const r = rateOrFail(parseGrid(p), { assumeUnique: true });
      return `${r.rating.toFixed(1)} ${r.hardestTechnique}`;
    });
    expect(got).toEqual(PINNED);
  });
});
