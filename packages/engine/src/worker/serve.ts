import { type Solver, SudokuError } from '@sudoku/core';
import { countSolutions } from '../count.js';
import { generatePuzzle } from '../generate.js';
import { hint } from '../hint.js';
import { ratePuzzle } from '../rating.js';
import { solveLogically } from '../step-solver.js';
import type { CallMessage, ReplyMessage } from './protocol.js';

/** What {@link serveEngine} needs of a worker's side of the channel (`self` in a Web Worker, `parentPort` in Node). */
export interface WorkerPort {
  postMessage(message: ReplyMessage): void;
}

/** Options of {@link serveEngine}. */
export interface ServeOptions {
  /** The strategy the engine counts with (default: the engine's own search). */
  solver?: Solver | undefined;
}

/**
 * Answers an {@link EngineWorker}'s calls on this worker thread: call it in
 * the worker's script with the thread's port, and pass it each message.
 * Returns the message handler; `@sudoku/engine/worker-script` and
 * `@sudoku/engine/node-worker-script` are ready-made scripts.
 */
export function serveEngine(port: WorkerPort, options: ServeOptions = {}): (data: unknown) => void {
  const { solver } = options;
  const withSolver = <T extends object>(given: T | undefined) =>
    solver ? { ...given, solver } : (given ?? {});
  return (data) => {
    const { id, call, args } = data as CallMessage;
    try {
      let result: unknown;
      switch (call) {
        case 'ratePuzzle':
          result = ratePuzzle(args[0] as never, withSolver(args[1] as object));
          break;
        case 'solveLogically':
          result = solveLogically(args[0] as never, (args[1] ?? {}) as never);
          break;
        case 'hint':
          result = hint(args[0] as never, withSolver(args[1] as object));
          break;
        case 'countSolutions':
          result = countSolutions(
            args[0] as never,
            args[1] as number,
            withSolver(args[2] as object),
          );
          break;
        case 'generatePuzzle':
          result = generatePuzzle({
            ...withSolver(args[0] as object),
            onAttempt: (attempts) => port.postMessage({ id, type: 'attempt', attempts }),
          });
          break;
        default:
          throw new SudokuError('SUDOKU_USAGE', `the engine worker has no call ${String(call)}`);
      }
      port.postMessage({ id, type: 'result', result });
    } catch (error) {
      const code = error instanceof SudokuError ? error.code : undefined;
      port.postMessage({
        id,
        type: 'error',
        code,
        message: (error as Error)?.message ?? String(error),
      });
    }
  };
}
