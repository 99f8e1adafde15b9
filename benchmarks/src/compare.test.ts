import { describe, expect, it } from 'vitest';
import { compareRuns, parseRunResult, percentChange } from './compare.js';
import { createRandom, randomInt } from './random.js';
import type { Better, RunResult } from './result.js';
import { suiteFixture } from './suite-result.fixture.js';

const suite = (name: string, figures: Record<string, [number, Better]>) =>
  suiteFixture(name, figures);

/** A random run: any number of suites, any figures, zeros and NaN included. */
function randomRun(seed: number): Pick<RunResult, 'suites'> {
  const random = createRandom(seed);
  const specials = [0, Number.NaN, 1e-9, 1e12, -3];
  const betters: Better[] = ['higher', 'lower', 'none'];
  return {
    suites: Array.from({ length: randomInt(random, 4) }, (_, s) =>
      suite(
        `s${s}`,
        Object.fromEntries(
          Array.from({ length: randomInt(random, 20) }, (_, f) => [
            `f${f}`,
            [
              random() < 0.2 ? specials[randomInt(random, specials.length)] : random() * 1e6,
              betters[randomInt(random, 3)],
            ],
          ]),
        ),
      ),
    ),
  };
}

describe('compareRuns', () => {
  it('property: a run compared with itself changes by 0% everywhere, with no regression', () => {
    // fast-check is not a dependency of this package; a seeded loop over
    // random runs states the same law.
    for (let seed = 1; seed <= 100; seed++) {
      const run = randomRun(seed);
      const { changes, onlyBefore, onlyAfter } = compareRuns(run, structuredClone(run));
      for (const c of changes) {
        expect(c.changePercent, `seed ${seed}, ${c.key}`).toBe(0);
        expect(c.regression).toBe(false);
      }
      expect(changes.length).toBe(
        run.suites.reduce((n, s) => n + Object.keys(s.figures).length, 0),
      );
      expect(onlyBefore).toEqual([]);
      expect(onlyAfter).toEqual([]);
    }
  });

  it('flags a figure that moved the wrong way beyond the threshold', () => {
    const before = { suites: [suite('a', { speed: [100, 'higher'], time: [10, 'lower'] })] };
    const after = { suites: [suite('a', { speed: [80, 'higher'], time: [10.5, 'lower'] })] };
    const { changes } = compareRuns(before, after, 10);
    const speed = changes.find((c) => c.key === 'a/speed');
    expect(speed?.changePercent).toBeCloseTo(-20, 10);
    expect(speed?.regression).toBe(true);
    expect(changes.find((c) => c.key === 'a/time')?.regression).toBe(false);
  });

  it('lists figures present in only one run', () => {
    const before = { suites: [suite('a', { x: [1, 'none'] })] };
    const after = { suites: [suite('a', { y: [1, 'none'] })] };
    expect(compareRuns(before, after)).toMatchObject({ onlyBefore: ['a/x'], onlyAfter: ['a/y'] });
  });

  it('percentChange handles zero baselines', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 5)).toBe(Number.POSITIVE_INFINITY);
    expect(percentChange(50, 75)).toBe(50);
  });

  it('parseRunResult rejects a file that is not a result, naming it', () => {
    expect(() => parseRunResult('{"a":1}', 'old.json')).toThrow(
      /old\.json: not a benchmark result/,
    );
    expect(() => parseRunResult('nope', 'old.json')).toThrow(/old\.json: not JSON/);
  });
});
