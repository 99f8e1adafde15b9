import { type Solver, SudokuError } from '@sudoku/core';
import { countSolutions } from '../count.js';
import { generatePuzzle } from '../generate.js';
import { hint } from '../hint.js';
import { ratePuzzle } from '../rating.js';
import { solveLogically } from '../step-solver.js';
import type { CallMessage, EngineCall, ReplyMessage } from './protocol.js';

/** What {@link serveEngine} needs of a worker's side of the channel (`self` in a Web Worker, `parentPort` in Node). */
export interface WorkerPort {
  postMessage(message: ReplyMessage): void;
}

/**
 * A call of the worker's own: its arguments as the client sent them, and a
 * `progress` to report on the way (the client's `onProgress` receives each
 * value). What it returns, or the promise's value, is the answer; both must
 * survive structured clone.
 */
export type AddedCall = (args: unknown[], progress: (value: unknown) => void) => unknown;

/** Options of {@link serveEngine}. */
export interface ServeOptions {
  /** The strategy the engine counts with (default: the engine's own search). */
  solver?: Solver | undefined;
  /**
   * Calls of the worker's own beside the engine's, by name, for an app whose
   * work is more than the engine's calls (the game's tasks); a client asks
   * for them with `EngineWorker.call`. A name the engine uses is refused.
   */
  calls?: Readonly<Record<string, AddedCall>> | undefined;
}

/** The engine's calls, each given the worker's solver when there is one. */
function engineCalls(solver: Solver | undefined): Record<EngineCall, AddedCall> {
  const withSolver = (given: unknown) =>
    solver ? { ...(given as object), solver } : ((given ?? {}) as object);
  return {
    ratePuzzle: (args) => ratePuzzle(args[0] as never, withSolver(args[1])),
    solveLogically: (args) => solveLogically(args[0] as never, (args[1] ?? {}) as never),
    hint: (args) => hint(args[0] as never, withSolver(args[1])),
    countSolutions: (args) =>
      countSolutions(args[0] as never, args[1] as number, withSolver(args[2])),
    generatePuzzle: (args, progress) =>
      generatePuzzle({ ...withSolver(args[0]), onAttempt: progress }),
  };
}

/**
 * Answers an {@link EngineWorker}'s calls on this worker thread: call it in
 * the worker's script with the thread's port, and pass it each message.
 * Returns the message handler; `@sudoku/engine/worker-script` and
 * `@sudoku/engine/node-worker-script` are ready-made scripts.
 */
export function serveEngine(port: WorkerPort, options: ServeOptions = {}): (data: unknown) => void {
  const served: Record<string, AddedCall> = engineCalls(options.solver);
  for (const [name, call] of Object.entries(options.calls ?? {})) {
    if (name in served)
      throw new SudokuError('SUDOKU_USAGE', `serveEngine: the engine already has a call ${name}`);
    served[name] = call;
  }
  return serveCalls(port, served);
}

/**
 * The worker side of the protocol for `calls` alone, without the engine's
 * own: for a worker whose work is all its own (the game's tasks), so that
 * its bundle carries none of the engine calls it never answers.
 */
export function serveCalls(
  port: WorkerPort,
  calls: Readonly<Record<string, AddedCall>>,
): (data: unknown) => void {
  return (data) => {
    const { id, call, args } = data as CallMessage;
    const reply = (message: ReplyMessage) => port.postMessage(message);
    // A promise either way, so that an added call may load what it needs first.
    new Promise((resolve) => {
      const serve = Object.hasOwn(calls, call) ? calls[call] : undefined;
      if (!serve)
        throw new SudokuError('SUDOKU_USAGE', `the engine worker has no call ${String(call)}`);
      resolve(serve(args, (progress) => reply({ id, type: 'progress', progress })));
    }).then(
      (result) => reply({ id, type: 'result', result }),
      (error) =>
        reply({
          id,
          type: 'error',
          code: error instanceof SudokuError ? error.code : undefined,
          message: (error as Error)?.message ?? String(error),
        }),
    );
  };
}
