import { parseGrid, SudokuError } from '@sudoku/core';
import { CONFLICTING, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from '../fixtures/se-rated.js';
import { ratePuzzle } from '../rating.js';
import { createEngineWorker } from './client.js';
import type { ReplyMessage } from './protocol.js';
import { type ServeOptions, serveEngine } from './serve.js';
import type { WorkerLike } from './worker-calls.js';

/**
 * A worker in this thread: messages cross by structured clone on a later
 * turn, as between threads. `hold` keeps the messages unanswered, like a
 * worker deep in a long search.
 */
function fakeWorker(log: string[], hold = false, options: ServeOptions = {}): WorkerLike {
  const listeners: ((event: { data: ReplyMessage }) => void)[] = [];
  let alive = true;
  const answer = serveEngine(
    {
      postMessage: (reply) => {
        const data = structuredClone(reply);
        setTimeout(() => {
          if (alive) for (const listener of listeners) listener({ data });
        });
      },
    },
    options,
  );
  return {
    postMessage: (message) => {
      log.push(`post ${(message as { call: string }).call}`);
      const data = structuredClone(message);
      if (!hold) setTimeout(() => alive && answer(data));
    },
    terminate: () => {
      log.push('terminate');
      alive = false;
    },
    addEventListener: (type, listener) => {
      if (type === 'message') listeners.push(listener as never);
    },
  };
}

const HARD = parseGrid(SE_RATED.find((p) => p.top95 === 7)!.puzzle);

describe('createEngineWorker', () => {
  it('answers every call as the engine does in process, starting a worker on the first call', async () => {
    const log: string[] = [];
    const engine = createEngineWorker(() => fakeWorker(log));
    expect(log).toEqual([]);
    const grid = parseGrid(EXAMPLE.puzzle);
    const rating = await engine.ratePuzzle(grid);
    expect(rating).toEqual(ratePuzzle(grid));
    expect((await engine.countSolutions(grid, 2)).status).toBe('solved');
    expect((await engine.solveLogically(grid)).status).toBe('solved');
    expect((await engine.hint(grid)).kind).toBe('step');
    const attempts: number[] = [];
    const made = await engine.generatePuzzle({
      seed: 5,
      givens: 30,
      onAttempt: (n) => attempts.push(n),
    });
    expect(made.givens).toBe(30);
    expect(attempts).toEqual([1]);
    expect(log.filter((line) => line === 'terminate')).toEqual([]);
    engine.terminate();
  });

  it('gives results, not rejections, for bad puzzles; rejects bad arguments with their SudokuError', async () => {
    const engine = createEngineWorker(() => fakeWorker([]));
    expect((await engine.ratePuzzle(parseGrid(CONFLICTING[0].puzzle))).status).toBe('invalid');
    const refused = engine.countSolutions(parseGrid(EXAMPLE.puzzle), 0);
    await expect(refused).rejects.toBeInstanceOf(SudokuError);
    await expect(refused).rejects.toMatchObject({ code: 'SUDOKU_USAGE' });
    engine.terminate();
  });

  it('an abort rejects the call at once, ends the busy worker, and the calls behind it run in a fresh one', async () => {
    const log: string[] = [];
    let spawned = 0;
    // The first worker never answers (a long search); the second does.
    const engine = createEngineWorker(() => fakeWorker(log, spawned++ === 0));
    const controller = new AbortController();
    const long = engine.ratePuzzle(HARD, { signal: controller.signal });
    const next = engine.countSolutions(parseGrid(EXAMPLE.puzzle), 2);
    controller.abort(new Error('the player chose another puzzle'));
    await expect(long).rejects.toThrow('the player chose another puzzle');
    expect((await next).status).toBe('solved');
    expect(log).toEqual([
      'post ratePuzzle',
      'post countSolutions',
      'terminate',
      'post countSolutions',
    ]);
    engine.terminate();
  });

  it('refuses a call whose signal is already aborted, and every call after terminate', async () => {
    const engine = createEngineWorker(() => fakeWorker([]));
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(engine.ratePuzzle(HARD, { signal: controller.signal })).rejects.toThrow(
      'too late',
    );
    const waiting = engine.ratePuzzle(HARD);
    engine.terminate();
    await expect(waiting).rejects.toThrow('the engine worker was terminated');
    await expect(engine.hint(HARD)).rejects.toThrow('the engine worker was terminated');
  });

  it('answers calls the worker script added, passing their progress on, and one signal stops several calls with one fresh worker', async () => {
    const log: string[] = [];
    let spawned = 0;
    const calls = {
      // An added call may be async (the game loads a strategy first) and report progress.
      countdown: async ([from]: unknown[], progress: (value: unknown) => void) => {
        for (let n = from as number; n > 0; n--) progress(n);
        return 'lift-off';
      },
    };
    const engine = createEngineWorker(() => fakeWorker(log, spawned++ === 0, { calls }));
    const controller = new AbortController();
    const first = engine.call('countdown', [3], { signal: controller.signal });
    const second = engine.ratePuzzle(HARD, { signal: controller.signal });
    const third = engine.call('countdown', [2], { onProgress: (n) => log.push(`progress ${n}`) });
    expect(engine.pending).toBe(3);
    controller.abort(new Error('new game'));
    await expect(first).rejects.toThrow('new game');
    await expect(second).rejects.toThrow('new game');
    expect(await third).toBe('lift-off');
    expect(engine.pending).toBe(0);
    expect(spawned).toBe(2);
    expect(log).toEqual([
      'post countdown',
      'post ratePuzzle',
      'post countdown',
      'terminate',
      'post countdown',
      'progress 2',
      'progress 1',
    ]);
    await expect(engine.call('nothing', [])).rejects.toThrow(
      'the engine worker has no call nothing',
    );
    engine.terminate();
  });

  it('refuses an added call under a name the engine uses', () => {
    expect(() => serveEngine({ postMessage() {} }, { calls: { hint: () => 0 } })).toThrow(
      'the engine already has a call hint',
    );
  });
});
