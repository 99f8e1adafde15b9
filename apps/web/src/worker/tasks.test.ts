import { gridFromString, isValidSolution, keepsClues, parsePuzzles } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, referenceCount, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { type Progress, STRATEGIES } from './protocol.js';
import { runTask } from './tasks.js';

const example = gridFromString(EXAMPLE.puzzle);

describe('solve task', () => {
  it.each(STRATEGIES)('solves with %s and reports its statistics', (strategy) => {
    const result = runTask({ type: 'solve', grid: example, strategy, maxSolutions: 1 });
    expect(result.type).toBe('solve');
    if (result.type !== 'solve') return;
    expect(result.status).toBe('solved');
    expect(result.solution).toEqual(gridFromString(EXAMPLE.solution));
    expect(result.stats.nodes).toBeGreaterThan(0);
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('says unsolvable, and names the clash of invalid givens', () => {
    const none = runTask({
      type: 'solve',
      grid: gridFromString(UNSOLVABLE[0].puzzle),
      strategy: 'dfs',
      maxSolutions: 1,
    });
    expect(none.type === 'solve' && none.status).toBe('unsolvable');
    const bad = runTask({
      type: 'solve',
      grid: gridFromString(CONFLICTING[1].puzzle),
      strategy: 'dlx',
      maxSolutions: 1,
    });
    expect(bad.type === 'solve' && bad.status).toBe('invalid');
    expect(bad.type === 'solve' && bad.message).toMatch(/digit 5 appears twice in row 1/);
  });

  it('tells one solution from several with maxSolutions 2', () => {
    const one = runTask({ type: 'solve', grid: example, strategy: 'iddfs', maxSolutions: 2 });
    expect(one.type === 'solve' && [one.solutionCount, one.exhaustive]).toEqual([1, true]);
    const many = runTask({
      type: 'solve',
      grid: gridFromString(MULTI_SOLUTION[0].puzzle),
      strategy: 'astar',
      maxSolutions: 2,
    });
    expect(many.type === 'solve' && [many.solutionCount, many.exhaustive]).toEqual([2, false]);
  });
});

describe('enumerate task', () => {
  it('counts every solution and streams them as a classic-format file', () => {
    const grid = gridFromString(MULTI_SOLUTION[1].puzzle);
    const expected = referenceCount(grid, 10_000);
    const chunks: Uint8Array[] = [];
    const result = runTask({ type: 'enumerate', grid, keep: 1_000_000 }, (p: Progress) => {
      if (p.chunk) chunks.push(p.chunk);
    });
    expect(result.type === 'enumerate' && result.count).toBe(expected);
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    const grids = parsePuzzles(text);
    expect(grids).toHaveLength(expected);
    expect(text.length).toBe(163 * expected - 1);
    for (const g of grids) {
      expect(isValidSolution(g)).toBe(true);
      expect(keepsClues(grid, g)).toBe(true);
    }
    expect(new Set(grids.map((g) => g.join(''))).size).toBe(expected);
  });

  it('keeps only `keep` solutions but counts them all', () => {
    const grid = gridFromString(MULTI_SOLUTION[1].puzzle);
    const chunks: Uint8Array[] = [];
    const result = runTask(
      { type: 'enumerate', grid, keep: 3 },
      (p) => p.chunk && chunks.push(p.chunk),
    );
    expect(result.type === 'enumerate' && [result.kept, result.count]).toEqual([
      3,
      referenceCount(grid, 10_000),
    ]);
    expect(parsePuzzles(new TextDecoder().decode(Buffer.concat(chunks)))).toHaveLength(3);
  });

  it('counts zero for an unsolvable grid', () => {
    const result = runTask({
      type: 'enumerate',
      grid: gridFromString(UNSOLVABLE[1].puzzle),
      keep: 0,
    });
    expect(result.type === 'enumerate' && [result.count, result.status]).toEqual([0, 'unsolvable']);
  });
});

describe('generate and hint tasks', () => {
  it('generates a unique puzzle with the asked number of givens', () => {
    const result = runTask({ type: 'generate', givens: 30, unique: true });
    if (result.type !== 'generate') throw new Error('wrong result');
    expect(result.givens).toBe(30);
    expect(referenceCount(result.puzzle, 2)).toBe(1);
    expect(keepsClues(result.puzzle, result.solution)).toBe(true);
  });

  it('gives an empty board for zero givens', () => {
    const result = runTask({ type: 'generate', givens: 0, unique: false });
    expect(result.type === 'generate' && result.puzzle.every((v) => v === 0)).toBe(true);
  });

  it('returns the engine hint for a position', () => {
    const result = runTask({ type: 'hint', grid: example });
    if (result.type !== 'hint') throw new Error('wrong result');
    expect(['step', 'fallback']).toContain(result.hint.kind);
    if (result.hint.kind === 'step' || result.hint.kind === 'fallback') {
      expect(result.hint.digit).toBe(gridFromString(EXAMPLE.solution)[result.hint.cell]);
      expect(result.hint.explanation.length).toBeGreaterThan(10);
    }
  });
});
