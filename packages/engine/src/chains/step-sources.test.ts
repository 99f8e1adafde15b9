import { describe, expect, it } from 'vitest';
import { nodeOf } from './potentials.js';
import { presentOn, readsGone, type StepSource } from './step-sources.js';

const ALL = 0x1ff;
const bit = (digit: number) => 1 << (digit - 1);
/** Sudoku Explainer's rule parents of a step on a start board. */
const ruleParents = (source: StepSource, start: Uint16Array, current: Uint16Array) =>
  presentOn(start, readsGone(source, current));

describe('rule parents: what a step reads gone, kept where the start had it', () => {
  it('reads the candidates a static chain needed gone: a cell it found last, a place it found last', () => {
    const start = new Uint16Array(81).fill(ALL);
    const current = Uint16Array.from(start);
    // r1c1 down to {1, 2}: 3-9 were removed by the outer chain.
    current[0] = bit(1) | bit(2);
    // 5 gone from row 2 except r2c1 and r2c2: the row's other places removed.
    for (let c = 2; c < 9; c++) current[9 + c] &= ~bit(5);
    // Gone, but read by nothing: must not count.
    current[80] &= ~bit(9);
    const path = [
      nodeOf(0, 1, false),
      nodeOf(0, 2, true), // last candidate of r1c1
      nodeOf(9, 5, false),
      nodeOf(10, 5, true), // last place for 5 in row 2
    ];
    const parents = ruleParents({ complexity: 4, branches: [{ path }] }, start, current);
    const expected = [
      ...[3, 4, 5, 6, 7, 8, 9].map((d) => nodeOf(0, d, false)),
      ...[2, 3, 4, 5, 6, 7, 8].map((c) => nodeOf(9 + c, 5, false)),
    ];
    expect(parents.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('finds none for a chain that stands on nothing removed', () => {
    const board = new Uint16Array(81).fill(ALL);
    const path = [nodeOf(0, 1, false), nodeOf(0, 2, true)];
    expect(ruleParents({ complexity: 2, branches: [{ path }] }, board, board)).toEqual([]);
  });

  it('leaves out what the start board did not hold', () => {
    const start = new Uint16Array(81).fill(ALL);
    start[0] &= ~bit(9);
    const current = Uint16Array.from(start);
    current[0] = bit(1) | bit(2);
    const path = [nodeOf(0, 1, false), nodeOf(0, 2, true)];
    const source = { complexity: 2, branches: [{ path }] };
    expect(readsGone(source, current)).toContain(nodeOf(0, 9, false));
    expect(ruleParents(source, start, current).sort((a, b) => a - b)).toEqual(
      [3, 4, 5, 6, 7, 8].map((d) => nodeOf(0, d, false)),
    );
  });
});
