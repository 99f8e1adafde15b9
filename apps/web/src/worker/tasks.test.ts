import { isValidSolution, keepsClues, parseGrid, parsePuzzles } from '@sudoku/core';
import { expectRated, ratePuzzle } from '@sudoku/engine';
import {
  CONFLICTING,
  EASTER_MONSTER,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  UNSOLVABLE,
} from '@sudoku/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Progress, STRATEGIES } from './protocol.js';
import { loadStrategy, ratingOf, runTask } from './tasks.js';

const example = parseGrid(EXAMPLE.puzzle);

describe('solve task', () => {
  // Only the depth-first search is in the worker from the start; Solve loads the others.
  beforeAll(() => Promise.all(STRATEGIES.map(loadStrategy)));

  it.each(STRATEGIES)('solves with %s and reports its statistics', (strategy) => {
    const result = runTask({ type: 'solve', grid: example, strategy, maxSolutions: 1 });
    expect(result.type).toBe('solve');
    if (result.type !== 'solve') return;
    expect(result.status).toBe('solved');
    expect(result.solution).toEqual(parseGrid(EXAMPLE.solution));
    expect(result.stats.nodes).toBeGreaterThan(0);
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('says unsolvable, and names the clash of invalid givens', () => {
    const none = runTask({
      type: 'solve',
      grid: parseGrid(UNSOLVABLE[0].puzzle),
      strategy: 'dfs',
      maxSolutions: 1,
    });
    expect(none.type === 'solve' && none.status).toBe('unsolvable');
    const bad = runTask({
      type: 'solve',
      grid: parseGrid(CONFLICTING[1].puzzle),
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
      grid: parseGrid(MULTI_SOLUTION[0].puzzle),
      strategy: 'astar',
      maxSolutions: 2,
    });
    expect(many.type === 'solve' && [many.solutionCount, many.exhaustive]).toEqual([2, false]);
  });
});

describe('slice task', () => {
  it('counts every solution and streams them as classic-format records', async () => {
    const grid = parseGrid(MULTI_SOLUTION[1].puzzle);
    const expected = referenceCount(grid, 10_000);
    const chunks: Blob[] = [];
    const result = runTask({ type: 'slice', grid, budget: 1e9, keep: true }, (p: Progress) => {
      if (p.chunk) chunks.push(p.chunk);
    });
    if (result.type !== 'slice') throw new Error('wrong result');
    expect([result.count, result.rest.length]).toEqual([expected, 0]);
    // Each record leads with its blank separator line: the file drops the first.
    const text = (await new Blob(chunks).text()).slice(1);
    expect(text.length).toBe(163 * expected - 1);
    const grids = parsePuzzles(text);
    expect(grids).toHaveLength(expected);
    for (const g of grids) {
      expect(isValidSolution(g)).toBe(true);
      expect(keepsClues(grid, g)).toBe(true);
    }
    expect(new Set(grids.map((g) => g.join(''))).size).toBe(expected);
  });

  it('stops at its budget and returns the rest of the tree as sub-puzzles', () => {
    const grid = parseGrid(MULTI_SOLUTION[1].puzzle);
    const result = runTask({ type: 'slice', grid, budget: 3, keep: false });
    if (result.type !== 'slice') throw new Error('wrong result');
    expect(result.count).toBe(3);
    expect(result.rest.length % 81).toBe(0);
    expect(result.rest.length).toBeGreaterThan(0);
  });

  it('counts zero for an unsolvable or conflicting grid', () => {
    for (const puzzle of [UNSOLVABLE[1].puzzle, CONFLICTING[0].puzzle]) {
      const result = runTask({
        type: 'slice',
        grid: parseGrid(puzzle),
        budget: 10,
        keep: false,
      });
      expect(result.type === 'slice' && [result.count, result.rest.length]).toEqual([0, 0]);
    }
  });
});

describe('analyse task', () => {
  it('tells unique (with a rating), multiple, none and invalid apart', () => {
    const unique = runTask({ type: 'analyse', grid: example });
    expect(unique.type === 'analyse' && unique.status).toBe('unique');
    expect(unique.type === 'analyse' && typeof unique.rating?.difficulty).toBe('string');
    // Mistakes are checked against it.
    expect(unique.type === 'analyse' && unique.solution).toEqual(parseGrid(EXAMPLE.solution));
    const statusOf = (puzzle: string) => {
      const r = runTask({ type: 'analyse', grid: parseGrid(puzzle) });
      return r.type === 'analyse' ? r.status : undefined;
    };
    expect(statusOf(MULTI_SOLUTION[0].puzzle)).toBe('multiple');
    expect(statusOf(UNSOLVABLE[0].puzzle)).toBe('none');
    expect(statusOf(CONFLICTING[0].puzzle)).toBe('invalid');
  });
});

describe('the rating the game shows', () => {
  it("is the engine's: its word, its score, and the display name of its hardest step", () => {
    // From top95: Sudoku Explainer rates it 5.5, its hardest step a WXYZ-Wing.
    const puzzle = parseGrid(
      '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....',
    );
    const rating = expectRated(ratePuzzle(puzzle));
    const shown = ratingOf(puzzle);
    expect(shown.difficulty).toBe(rating.difficulty);
    expect(shown.score).toBe(rating.rating);
    const hardest = rating.steps.find((s) => s.difficulty === rating.rating);
    expect(hardest?.technique).toBe(rating.hardestTechnique);
    expect(shown.hardest).toBe(hardest?.name);
    expect(shown.hardest).toBe('WXYZ-Wing');
  });
});

describe('the rating of an extreme puzzle', () => {
  it('is its word alone: the rating stops past 9.0, where its number is only a lower bound', () => {
    // Easter Monster: rated in full, 11.5 after about ten seconds of nested forcing chains.
    const analysed = runTask({ type: 'analyse', grid: parseGrid(EASTER_MONSTER.puzzle) });
    expect(analysed).toMatchObject({
      type: 'analyse',
      status: 'unique',
      rating: { difficulty: 'extreme' },
    });
    expect(analysed.type === 'analyse' && Object.keys(analysed.rating ?? {})).toEqual([
      'difficulty',
    ]);
  });
});

describe('generate and hint tasks', () => {
  it('generates a unique puzzle with the asked number of givens', () => {
    const result = runTask({ type: 'generate', givens: 30, unique: true });
    if (result.type !== 'generate') throw new Error('wrong result');
    expect(result.givens).toBe(30);
    expect(referenceCount(result.puzzle, 2)).toBe(1);
    expect(typeof result.rating?.difficulty).toBe('string');
    expect(keepsClues(result.puzzle, result.solution)).toBe(true);
  });

  it('reports the puzzles tried while it generates, at most every 200 ms', () => {
    let clock = 0;
    // Each reading of the clock moves it on 250 ms: every try is reported.
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 250));
    const counts: number[] = [];
    try {
      runTask({ type: 'generate', difficulty: 'hard', unique: true }, (p) => counts.push(p.count));
    } finally {
      now.mockRestore();
    }
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(Array.from({ length: counts.length }, (_, i) => i + 1));
    // With a clock that stands still, nothing is reported.
    const still = vi.spyOn(performance, 'now').mockReturnValue(0);
    const none: number[] = [];
    try {
      runTask({ type: 'generate', difficulty: 'hard', unique: true }, (p) => none.push(p.count));
    } finally {
      still.mockRestore();
    }
    expect(none).toEqual([]);
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
      expect(result.hint.cell).toBeDefined();
      expect(result.hint.digit).toBe(parseGrid(EXAMPLE.solution)[result.hint.cell!]);
      expect(result.hint.explanation.length).toBeGreaterThan(10);
    }
  });
});
