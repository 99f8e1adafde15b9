import { parseGrid, SudokuError } from '@sudoku/core';
import { CONFLICTING, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from '../fixtures/se-rated.js';
import { ratePuzzle } from '../rating.js';
import { createEngineWorker, type WorkerLike } from './client.js';
import type { ReplyMessage } from './protocol.js';
import { serveEngine } from './serve.js';

/**
 * A worker in this thread: messages cross by structured clone on a later
 * turn, as between threads. `hold` keeps the messages unanswered, like a
 * worker deep in a long search.
 */
function fakeWorker(log: string[], hold = false): WorkerLike {
  const listeners: ((event: { data: ReplyMessage }) => void)[] = [];
  let alive = true;
  const answer = serveEngine({
    postMessage: (reply) => {
      const data = structuredClone(reply);
      setTimeout(() => {
        if (alive) for (const listener of listeners) listener({ data });
      });
    },
  });
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
});
