import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { enterDigit } from '../commands/enter-digit.js';
import { harness } from '../testing/fakes.js';
import { BEST_KEY, readBestTimes, recordFinish } from './best-times.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

/** Finishes a rated medium game of the example after `ms` of play, in a browser with `storage`. */
function finish(storage: Map<string, string>, ms: number) {
  const almost = solution.slice();
  almost[1] = 0;
  const h = harness({ givens, storage, state: { selected: 1 } });
  const { session } = h.controller.state;
  h.controller.set({
    ...h.controller.state,
    session: {
      ...session,
      rating: { difficulty: 'medium', score: 2.6 },
      history: {
        past: [],
        present: { ...present(h.controller.state), values: almost },
        future: [],
      },
    },
  });
  h.tick(ms);
  h.controller.act((ctx) => enterDigit(ctx, solution[1], false));
  return h.controller.state.best;
}

describe('best times', () => {
  it('the completion card gets the best time of the difficulty, and a faster finish becomes it', () => {
    const storage = new Map<string, string>();
    expect(finish(storage, 300_000)).toEqual({ ms: 300_000, isNew: true });
    expect(finish(storage, 400_000)).toEqual({ ms: 300_000, isNew: false });
    expect(finish(storage, 200_000)).toEqual({ ms: 200_000, isNew: true });
    expect(readBestTimes(storage.get(BEST_KEY) ?? null)).toEqual({ medium: 200_000 });
  });

  it('a damaged store reads as no best time, and only sane times are kept', () => {
    for (const text of ['', 'nope', '[1]', 'null', '{"easy":"fast","hard":-1,"fiendish":1e12}'])
      expect(readBestTimes(text)).toEqual({});
    expect(recordFinish({ easy: 5 }, 'hard', 7)).toEqual({
      best: { easy: 5, hard: 7 },
      result: { ms: 7, isNew: true },
    });
  });
});
