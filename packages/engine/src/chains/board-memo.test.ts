import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardMemo, MemoScope, sameBoard } from './board-memo.js';

function board(...changes: [number, number][]): Uint16Array {
  const b = new Uint16Array(81).fill(0x1ff);
  for (const [cell, mask] of changes) b[cell] = mask;
  return b;
}

describe('answers remembered by board', () => {
  it('gives back the value of an equal board, never of another', () => {
    const memo = new BoardMemo<string>();
    const a = board([0, 3]);
    const b = board([0, 5]);
    expect(memo.get(a)).toBeUndefined();
    memo.set(a, 'a');
    expect(memo.get(b)).toBeUndefined();
    memo.set(b, 'b');
    expect(memo.get(board([0, 3]))).toBe('a');
    expect(memo.get(board([0, 5]))).toBe('b');
    expect(memo.get(board([80, 3]))).toBeUndefined();
  });

  it('keeps a copy: changing the board afterwards changes nothing remembered', () => {
    const memo = new BoardMemo<number>();
    const a = board();
    memo.get(a);
    memo.set(a, 1);
    a[40] = 1;
    expect(memo.get(a)).toBeUndefined();
    expect(memo.get(board())).toBe(1);
  });

  it('forgets everything when the start board changes, not when it is the same', () => {
    const scope = new MemoScope();
    const memo = scope.memo<number>();
    const digits = new Uint8Array(81);
    scope.enter(board(), digits);
    const key = board([7, 2]);
    memo.get(key);
    memo.set(key, 7);
    scope.enter(board(), digits);
    expect(memo.get(key)).toBe(7);
    scope.enter(board([3, 1]), digits);
    expect(memo.get(key)).toBeUndefined();
    memo.set(key, 8);
    const placed = new Uint8Array(81);
    placed[3] = 1;
    scope.enter(board([3, 1]), placed);
    expect(memo.get(key)).toBeUndefined();
  });

  it('compares boards cell by cell', () => {
    expect(sameBoard(board([1, 2]), board([1, 2]))).toBe(true);
    expect(sameBoard(board([1, 2]), board([2, 2]))).toBe(false);
  });

  it('answers as a map keyed by the board text would, through every growth of its table', () => {
    // Asks about 1,500 boards at random, each often: the table grows and probes, and most asks repeat.
    const nth = (i: number) => board([i % 81, (i * 7) & 0x1ff], [(i >> 3) % 81, i & 0xff]);
    fc.assert(
      fc.property(fc.array(fc.nat(1499), { minLength: 1000, maxLength: 4000 }), (asks) => {
        const memo = new BoardMemo<number>();
        const reference = new Map<string, number>();
        asks.forEach((n, i) => {
          const key = nth(n);
          const text = key.join(',');
          expect(memo.get(key)).toBe(reference.get(text));
          if (!reference.has(text)) {
            memo.set(key, i);
            reference.set(text, i);
          }
        });
      }),
      { numRuns: 20 },
    );
  });

  it('starts afresh past its bound on memory, and keeps answering', () => {
    const memo = new BoardMemo<number>();
    const nth = (i: number) => board([0, i & 0x1ff], [1, (i >> 9) & 0x1ff]);
    for (let i = 0; i < 30_000; i++) {
      memo.get(nth(i));
      memo.set(nth(i), i);
    }
    expect(memo.get(nth(29_999))).toBe(29_999);
    expect(memo.get(nth(30_000))).toBeUndefined();
    memo.set(nth(30_000), 30_000);
    expect(memo.get(nth(30_000))).toBe(30_000);
    expect(memo.get(nth(0))).toBeUndefined();
  });
});
