import { describe, expect, it } from 'vitest';
import { mergeOrder, naturalCompare } from './merge-order.js';

const text = (path: string) => ({ path, json: false, empty: false });
const json = (path: string, first: number, last: number) => ({
  path,
  json: true,
  empty: false,
  first,
  last,
});

describe('the order sudoku merge joins shard outputs in', () => {
  it('puts text in the natural order of the names, whatever the glob gave', () => {
    const names = ['out-10.txt', 'out-2.txt', 'out-1.txt', 'out-9.txt'];
    expect(mergeOrder(names.map(text)).map((f) => f.path)).toEqual([
      'out-1.txt',
      'out-2.txt',
      'out-9.txt',
      'out-10.txt',
    ]);
    expect(naturalCompare('a2b', 'a10b')).toBeLessThan(0);
    expect(naturalCompare('a', 'a1')).toBeLessThan(0);
  });

  it('puts JSON Lines in the order of their numbers, and refuses parts that overlap', () => {
    const parts = [json('z.jsonl', 1, 5), json('a.jsonl', 6, 9)];
    expect(mergeOrder(parts).map((f) => f.path)).toEqual(['z.jsonl', 'a.jsonl']);
    expect(() => mergeOrder([json('a', 1, 5), json('b', 5, 9)])).toThrow(/overlap/);
  });

  it('refuses text mixed with JSON Lines, and lets empty parts through', () => {
    expect(() => mergeOrder([json('a', 1, 5), text('b')])).toThrow(/JSON Lines but b holds text/);
    const empty = { path: 'e', json: false, empty: true };
    expect(mergeOrder([json('a', 1, 5), empty])).toHaveLength(1);
  });
});
