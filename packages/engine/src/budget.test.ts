import { parseGrid } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from './fixtures/se-rated.js';
import { hint } from './hint.js';
import { solveLogically } from './step-solver.js';
import { rateOrFail } from './test-helpers.js';

/** top95 #7, rated 9.0: dynamic forcing chains, a few hundred milliseconds of searching. */
const HARD = parseGrid(SE_RATED.find((p) => p.top95 === 7)!.puzzle);
const EASY = parseGrid(SE_RATED.find((p) => p.top95 === 1)!.puzzle);

function aborted(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

describe('budgets of the logic calls', () => {
  it('a time limit of 0 stops a rating before its first step', () => {
    const rating = rateOrFail(HARD, { assumeUnique: true, timeLimitMs: 0 });
    expect(rating.status).toBe('timeout');
    expect(rating.steps).toEqual([]);
    expect(rating.solvedLogically).toBe(false);
  });

  it('a signal aborted before the call stops it at once', () => {
    expect(solveLogically(HARD, { assumeUnique: true, signal: aborted() }).status).toBe('aborted');
    expect(hint(HARD, { signal: aborted() }).kind).toBe('aborted');
  });

  it('a stop inside a long step keeps the steps taken before it, as the full solve takes them', () => {
    const full = solveLogically(HARD, { assumeUnique: true });
    expect(full.status).toBe('solved');
    // Abort while searching the first step above 6.0 (a chain): the signal is polled inside the search.
    const controller = new AbortController();
    const hardAt = full.steps.findIndex((s) => s.difficulty > 6.0);
    let taken = 0;
    const stopped = solveLogically(HARD, {
      assumeUnique: true,
      signal: controller.signal,
      onStep: () => {
        if (++taken === hardAt) controller.abort();
      },
    });
    expect(stopped.status).toBe('aborted');
    expect(stopped.steps).toHaveLength(hardAt);
    expect(stopped.steps.map((s) => s.explanation)).toEqual(
      full.steps.slice(0, stopped.steps.length).map((s) => s.explanation),
    );
  });

  it('a generous budget changes nothing', () => {
    const free = rateOrFail(EASY, { assumeUnique: true });
    const limited = rateOrFail(EASY, { assumeUnique: true, timeLimitMs: 60_000 });
    expect(limited.status).toBe('solved');
    expect(limited.steps.map((s) => s.explanation)).toEqual(free.steps.map((s) => s.explanation));
    expect(limited.rating).toBe(free.rating);
  });

  it("an enclosing call's stop passes through a call made from its callback", () => {
    const outer = new AbortController();
    let inner: string | undefined;
    const result = solveLogically(EASY, {
      assumeUnique: true,
      signal: outer.signal,
      onStep: () => {
        if (inner !== undefined) return;
        outer.abort();
        // The inner rating has its own generous budget, but the outer call was aborted.
        inner = rateOrFail(HARD, { assumeUnique: true, timeLimitMs: 60_000 }).status;
      },
    });
    expect(result.status).toBe('aborted');
    expect(result.steps).toHaveLength(1);
    expect(inner).toBeUndefined();
  });

  it('a call made from a callback keeps its own answer when only its budget runs out', () => {
    let inner: string | undefined;
    const result = solveLogically(EASY, {
      assumeUnique: true,
      timeLimitMs: 60_000,
      onStep: () => {
        inner ??= rateOrFail(HARD, { assumeUnique: true, timeLimitMs: 0 }).status;
      },
    });
    expect(inner).toBe('timeout');
    expect(result.status).toBe('solved');
  });

  it('refuses a budget it could not honour', () => {
    expect(() => rateOrFail(EASY, { timeLimitMs: -1 })).toThrow(/timeLimitMs must be a number/);
    expect(() => rateOrFail(EASY, { timeLimitMs: Number.NaN })).toThrow(/timeLimitMs/);
    expect(() => solveLogically(EASY, { signal: 'soon' as unknown as AbortSignal })).toThrow(
      /signal must be an AbortSignal/,
    );
    expect(() => hint(EASY, { timeLimitMs: '5' as unknown as number })).toThrow(
      /hint: timeLimitMs/,
    );
  });
});
