import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveShard, shardArgument, shardRange } from './shard-spec.js';

describe('--shard K/N', () => {
  it('reads K/N and env/N, and refuses anything else with the form it takes', () => {
    expect(shardArgument('3/7')).toEqual({ k: 3, n: 7 });
    expect(shardArgument('env/7')).toEqual({ fromEnvironment: true, n: 7 });
    for (const bad of ['0/3', '4/3', '3', '1/0', '01/3', 'a/3', '1/3/', ' 1/3', '-1/3']) {
      expect(() => shardArgument(bad), bad).toThrow(/--shard/);
    }
  });

  it('the N ranges of any run are contiguous, in order, as equal as can be, and cover it once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 200 }),
        (total, n) => {
          let next = 0;
          for (let k = 1; k <= n; k++) {
            const { first, end } = shardRange({ k, n }, total);
            expect(first).toBe(next);
            expect(end - first).toBeGreaterThanOrEqual(Math.floor(total / n));
            expect(end - first).toBeLessThanOrEqual(Math.ceil(total / n));
            next = end;
          }
          expect(next).toBe(total);
        },
      ),
    );
  });

  it('env/N takes K from a Kubernetes Indexed Job (from 0) or a Slurm array (from its first id)', () => {
    const env = { fromEnvironment: true as const, n: 4 };
    expect(resolveShard(env, { JOB_COMPLETION_INDEX: '0' })).toEqual({ k: 1, n: 4 });
    expect(resolveShard(env, { JOB_COMPLETION_INDEX: '3' })).toEqual({ k: 4, n: 4 });
    expect(resolveShard(env, { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_MIN: '1' })).toEqual({
      k: 1,
      n: 4,
    });
    expect(resolveShard(env, { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '0' })).toEqual({
      k: 4,
      n: 4,
    });
    expect(() => resolveShard(env, { JOB_COMPLETION_INDEX: '4' })).toThrow(
      /JOB_COMPLETION_INDEX is 4, which is shard 5 of 4; make completions 4/,
    );
    expect(() =>
      resolveShard(env, { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '3' }),
    ).toThrow(/the Slurm array has 3 tasks/);
    expect(() =>
      resolveShard(env, { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_STEP: '2' }),
    ).toThrow(/steps by 2/);
    expect(() => resolveShard(env, { JOB_COMPLETION_INDEX: 'x' })).toThrow(/whole number/);
    expect(() => resolveShard(env, {})).toThrow(
      /needs JOB_COMPLETION_INDEX .* or SLURM_ARRAY_TASK_ID/,
    );
    expect(resolveShard({ k: 2, n: 3 }, { JOB_COMPLETION_INDEX: '0' })).toEqual({ k: 2, n: 3 });
  });
});
