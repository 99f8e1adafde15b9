import { parseGrid } from '@sudoku/core';
import { EXAMPLE, MULTI_SOLUTION } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { InThreadWorker } from '../testing/fakes.js';
import { createWorkerClient, TaskCancelledError } from './worker-client.js';

describe('worker client', () => {
  it('resolves a task with its result', async () => {
    const client = createWorkerClient(() => new InThreadWorker());
    const result = await client.run({
      type: 'solve',
      grid: parseGrid(EXAMPLE.puzzle),
      strategy: 'dfs',
      maxSolutions: 1,
    });
    expect(result.solution).toEqual(parseGrid(EXAMPLE.solution));
    expect(client.pending).toBe(0);
  });

  it('passes progress on before the result', async () => {
    const client = createWorkerClient(() => new InThreadWorker());
    const counts: number[] = [];
    const result = await client.run(
      { type: 'slice', grid: parseGrid(MULTI_SOLUTION[0].puzzle), budget: 1e9, keep: true },
      (p) => counts.push(p.count),
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.at(-1)).toBe(result.count);
  });

  it('rejects worker errors with their message', async () => {
    const client = createWorkerClient(() => new InThreadWorker());
    await expect(client.run({ type: 'generate', givens: 5, unique: true })).rejects.toThrow(
      /givens must be/,
    );
  });

  it('cancel terminates the worker, rejects pending tasks and respawns on demand', async () => {
    const spawned: InThreadWorker[] = [];
    const client = createWorkerClient(() => {
      const w = new InThreadWorker(spawned.length === 0);
      spawned.push(w);
      return w;
    });
    const stuck = client.run({ type: 'hint', grid: new Uint8Array(81) });
    client.cancel();
    await expect(stuck).rejects.toBeInstanceOf(TaskCancelledError);
    expect(spawned[0].terminated).toBe(true);
    const next = await client.run({ type: 'hint', grid: parseGrid(EXAMPLE.puzzle) });
    expect(next.type).toBe('hint');
    expect(spawned).toHaveLength(2);
  });
});
