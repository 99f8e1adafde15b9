import { describe, expect, it } from 'vitest';
import { SearchScratch } from '../search-scratch.js';
import { columnExcept, openStateWithout, rc, rowExcept } from '../test-helpers.js';
import { isLex, permutationRank, strongLinksDifficulty, suffixOf } from './strong-link-order.js';
import { findStrongLinks } from './strong-links.js';

/** The removal of 5 from each of `cells`. */
const fivesOut = (...cells: number[]) => cells.map((cell) => ({ cell, digit: 5 }));

describe('two strong links', () => {
  it('finds a skyscraper: two columns whose 5s share row 7 (4.0)', () => {
    const state = openStateWithout(5, columnExcept(2, [1, 7]), columnExcept(6, [2, 7]));
    const step = findStrongLinks(state, 2, undefined, new SearchScratch())!;
    expect(step.technique).toBe('skyscraper');
    expect(step.difficulty).toBe(4.0);
    expect(step.eliminations).toEqual(fivesOut(rc(1, 4), rc(1, 5), rc(2, 1), rc(2, 3)));
    expect(step.explanation).toMatch(/^Skyscraper on 5: in column \d, 5 is in r\dc\d or r\dc\d;/);
    // The chain reads start (off) → … → end (on): strong, weak, strong.
    expect(step.chains[0].map((n) => n.on)).toEqual([false, true, false, true]);
  });

  it('finds a two-string kite: a row and a column whose 5s meet in box 1 (4.1)', () => {
    const state = openStateWithout(5, rowExcept(1, [2, 7]), columnExcept(1, [2, 8]));
    const step = findStrongLinks(state, 2, undefined, new SearchScratch())!;
    expect(step.technique).toBe('two-string-kite');
    expect(step.difficulty).toBe(4.1);
    expect(step.eliminations).toEqual(fivesOut(rc(8, 7)));
  });

  it('finds an empty rectangle: box 5 holds its 5s in row 5 and column 5 (4.3)', () => {
    const boxCorners = [rc(4, 4), rc(4, 6), rc(6, 4), rc(6, 6)];
    const state = openStateWithout(5, boxCorners, rowExcept(2, [5, 8]));
    const step = findStrongLinks(state, 2, undefined, new SearchScratch())!;
    expect(step.technique).toBe('empty-rectangle');
    expect(step.difficulty).toBe(4.3);
    expect(step.eliminations).toEqual(fivesOut(rc(5, 8)));
  });

  it('does not fire when the two lines are not linked', () => {
    const state = openStateWithout(5, columnExcept(2, [1, 7]), columnExcept(6, [2, 8]));
    expect(findStrongLinks(state, 2, undefined, new SearchScratch())).toBeUndefined();
  });
});

describe('three strong links', () => {
  it('chains three columns through rows 7 and 4 (5.4)', () => {
    const state = openStateWithout(
      5,
      columnExcept(2, [1, 7]),
      columnExcept(5, [7, 4]),
      columnExcept(8, [4, 2]),
    );
    const step = findStrongLinks(state, 3, undefined, new SearchScratch())!;
    expect(step.technique).toBe('three-strong-links');
    expect(step.difficulty).toBe(5.4);
    // r1c2 or r2c8 is 5: the cells of rows 1 and 2 in boxes 1 and 3 see both.
    expect(step.eliminations).toEqual(fivesOut(rc(1, 7), rc(1, 9), rc(2, 1), rc(2, 3)));
  });
});

describe('the reference ordering', () => {
  it('names chain shapes as the reference does', () => {
    expect(suffixOf(0, [1, 1])).toBe('011');
    expect(suffixOf(0, [2, 2])).toBe('011');
    expect(suffixOf(0, [1, 2])).toBe('012');
    expect(suffixOf(0, [2, 1])).toBe('012');
    expect(suffixOf(0, [0, 1])).toBe('001');
    expect(suffixOf(1, [0, 2])).toBe('101');
    expect(strongLinksDifficulty(2, '011')).toBe(4.0);
    expect(strongLinksDifficulty(2, '012')).toBe(4.1);
    expect(strongLinksDifficulty(2, '001')).toBe(4.1);
    expect(strongLinksDifficulty(2, '111')).toBe(4.3);
    expect(strongLinksDifficulty(3, '0012')).toBe(5.6);
    expect(strongLinksDifficulty(4, '01111')).toBe(5.8);
  });

  it('keeps one of each chain and its reverse, in QuickPerm order', () => {
    expect(isLex([0, 1, 2])).toBe(true);
    expect(isLex([2, 1, 0])).toBe(false);
    expect(permutationRank([0, 1, 2])).toBe(0);
    expect(permutationRank([1, 0, 2])).toBe(1);
    expect(permutationRank([2, 1, 0])).toBe(-1);
    const ranks = [
      [0, 1, 2],
      [1, 0, 2],
      [0, 2, 1],
    ].map(permutationRank);
    expect(new Set(ranks).size).toBe(3);
  });
});
