import type { EngineCall, EngineCalls } from './protocol.js';
import {
  type CallControl,
  createWorkerCalls,
  type WorkerCalls,
  type WorkerLike,
} from './worker-calls.js';

type Options<C extends EngineCall> = EngineCalls[C]['args'] extends [...infer _, (infer O)?]
  ? NonNullable<O>
  : never;

/** An engine call on a grid and its options, as a promise. */
type GridCall<C extends EngineCall> = (
  grid: Uint8Array,
  options?: Options<C> & CallControl,
) => Promise<EngineCalls[C]['result']>;

/**
 * The engine's long calls on a worker thread, as promises: the page (or
 * the main thread of a program) never blocks. Each call takes the
 * engine's options plus `signal`: aborting rejects that call with the
 * signal's reason within milliseconds, by ending the worker (the engine is
 * synchronous, so that is the one way to stop it at once); the calls
 * still waiting go on in a fresh worker. `timeLimitMs` works as in the
 * engine: the answer then says `timeout`. Calls run one at a time, in order.
 */
export interface EngineWorker extends WorkerCalls {
  /** `ratePuzzle` in the worker. */
  ratePuzzle: GridCall<'ratePuzzle'>;
  /** `solveLogically` in the worker (no `onStep`: only data crosses). */
  solveLogically: GridCall<'solveLogically'>;
  /** `hint` in the worker. */
  hint: GridCall<'hint'>;
  /** `countSolutions` in the worker. */
  countSolutions(
    grid: Uint8Array,
    cap: number,
    options?: Options<'countSolutions'> & CallControl,
  ): Promise<EngineCalls['countSolutions']['result']>;
  /** `generatePuzzle` in the worker; `onAttempt` hears each attempt across the threads. */
  generatePuzzle(
    options?: Options<'generatePuzzle'> &
      CallControl & { onAttempt?: ((attempts: number) => void) | undefined },
  ): Promise<EngineCalls['generatePuzzle']['result']>;
}

/**
 * An {@link EngineWorker} over workers made by `spawn`, started on the
 * first call (and again after an abort). In a browser:
 * `createEngineWorker(() => new Worker(new URL('@sudoku/engine/worker-script', import.meta.url), { type: 'module' }))`;
 * in Node, `new Worker(new URL(import.meta.resolve('@sudoku/engine/node-worker-script')))`
 * from `node:worker_threads`. Its `call` reaches the calls a worker script
 * of your own added (`serveEngine`'s `calls`).
 */
export function createEngineWorker(spawn: () => WorkerLike): EngineWorker {
  const calls = createWorkerCalls(spawn);
  /** An engine call whose options, argument `at`, lose this side's controls (they cannot be cloned) on the way. */
  const engineCall =
    (name: EngineCall, at: number) =>
    (...args: unknown[]): Promise<never> => {
      const { signal, onAttempt, ...engine } = (args[at] ?? {}) as CallControl & {
        onAttempt?: (value: unknown) => void;
      };
      return calls.call(name, [...args.slice(0, at), engine], { signal, onProgress: onAttempt });
    };
  return {
    call: calls.call,
    ratePuzzle: engineCall('ratePuzzle', 1),
    solveLogically: engineCall('solveLogically', 1),
    hint: engineCall('hint', 1),
    countSolutions: engineCall('countSolutions', 2),
    generatePuzzle: engineCall('generatePuzzle', 0),
    get pending() {
      return calls.pending;
    },
    terminate: calls.terminate,
  };
}
