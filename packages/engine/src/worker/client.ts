import { SudokuError, type SudokuErrorCode } from '@sudoku/core';
import type { CallMessage, EngineCall, EngineCalls, ReplyMessage } from './protocol.js';

/**
 * What {@link createEngineWorker} needs of a worker: a Web Worker, or Node's
 * `worker_threads` Worker (which has `on` where the web has `addEventListener`).
 */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): unknown;
  addEventListener?(type: string, listener: (event: Event) => void): void;
  on?(type: string, listener: (...values: never[]) => void): unknown;
}

/** The options every worker call takes on this side: a signal, and for generation its progress. */
export interface CallControl {
  /** Aborting it rejects the call with the signal's reason and ends the worker's work at once. */
  signal?: AbortSignal | undefined;
}

/** This side's controls of a call: its signal, and for generation its progress. */
interface Control extends CallControl {
  onAttempt?: ((attempts: number) => void) | undefined;
}

type Options<C extends EngineCall> = EngineCalls[C]['args'] extends [...infer _, (infer O)?]
  ? NonNullable<O>
  : never;

/**
 * The engine's long calls on a worker thread, as promises: the page (or
 * the main thread of a program) never blocks. Each call takes the
 * engine's options plus `signal`: aborting rejects that call with the
 * signal's reason within milliseconds, by ending the worker (the engine is
 * synchronous, so that is the one way to stop it at once); the calls
 * still waiting go on in a fresh worker. `timeLimitMs` works as in the
 * engine: the answer then says `timeout`. Calls run one at a time, in order.
 */
export interface EngineWorker {
  ratePuzzle(
    grid: Uint8Array,
    options?: Options<'ratePuzzle'> & CallControl,
  ): Promise<EngineCalls['ratePuzzle']['result']>;
  solveLogically(
    grid: Uint8Array,
    options?: Options<'solveLogically'> & CallControl,
  ): Promise<EngineCalls['solveLogically']['result']>;
  hint(
    grid: Uint8Array,
    options?: Options<'hint'> & CallControl,
  ): Promise<EngineCalls['hint']['result']>;
  countSolutions(
    grid: Uint8Array,
    cap: number,
    options?: Options<'countSolutions'> & CallControl,
  ): Promise<EngineCalls['countSolutions']['result']>;
  generatePuzzle(
    options?: Options<'generatePuzzle'> &
      CallControl & { onAttempt?: ((attempts: number) => void) | undefined },
  ): Promise<EngineCalls['generatePuzzle']['result']>;
  /** Ends the worker; calls still waiting reject. */
  terminate(): void;
}

interface Pending {
  message: CallMessage;
  resolve: (value: never) => void;
  reject: (reason: unknown) => void;
  onAttempt?: ((attempts: number) => void) | undefined;
  cleanup: () => void;
}

/**
 * An {@link EngineWorker} over workers made by `spawn`, started on the
 * first call (and again after an abort). In a browser:
 * `createEngineWorker(() => new Worker(new URL('@sudoku/engine/worker-script', import.meta.url), { type: 'module' }))`;
 * in Node, `new Worker(new URL(import.meta.resolve('@sudoku/engine/node-worker-script')))`
 * from `node:worker_threads`.
 */
export function createEngineWorker(spawn: () => WorkerLike): EngineWorker {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  let ended = false;
  const pending = new Map<number, Pending>();

  const start = (): WorkerLike => {
    const made = spawn();
    const onMessage = (reply: ReplyMessage) => settle(made, reply);
    const onError = (error: unknown) => fail(made, error);
    if (made.addEventListener) {
      made.addEventListener('message', (event) =>
        onMessage((event as MessageEvent<ReplyMessage>).data),
      );
      made.addEventListener('error', (event) => {
        const { error, message } = event as ErrorEvent;
        onError(error ?? message);
      });
    } else if (made.on) {
      made.on('message', onMessage);
      made.on('error', onError);
    }
    for (const call of pending.values()) made.postMessage(call.message);
    return made;
  };

  const settle = (from: WorkerLike, reply: ReplyMessage) => {
    const call = from === worker ? pending.get(reply.id) : undefined;
    if (!call) return;
    if (reply.type === 'attempt') {
      call.onAttempt?.(reply.attempts);
      return;
    }
    pending.delete(reply.id);
    call.cleanup();
    if (reply.type === 'result') call.resolve(reply.result as never);
    else
      call.reject(
        reply.code
          ? new SudokuError(reply.code as SudokuErrorCode, reply.message)
          : new Error(reply.message),
      );
  };

  // A worker that failed outside any call (its script did not load) fails every waiting call.
  const fail = (from: WorkerLike, error: unknown) => {
    if (from !== worker) return;
    worker = undefined;
    from.terminate();
    const reason =
      error instanceof Error ? error : new Error(`the engine worker failed: ${String(error)}`);
    for (const [id, call] of pending) {
      pending.delete(id);
      call.cleanup();
      call.reject(reason);
    }
  };

  const request = (
    call: EngineCall,
    args: unknown[],
    control: Control | undefined,
  ): Promise<never> =>
    new Promise((resolve, reject) => {
      if (ended) throw new SudokuError('SUDOKU_USAGE', 'the engine worker was terminated');
      const signal = control?.signal;
      if (signal?.aborted) throw signal.reason;
      const id = nextId++;
      const message: CallMessage = { id, call, args };
      const onAbort = () => {
        if (!pending.delete(id)) return;
        // The worker may be deep in a synchronous search: end it, and let a fresh one take the rest.
        worker?.terminate();
        worker = pending.size > 0 ? start() : undefined;
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => signal?.removeEventListener('abort', onAbort);
      pending.set(id, { message, resolve, reject, onAttempt: control?.onAttempt, cleanup });
      if (worker) worker.postMessage(message);
      else worker = start();
    });

  /** A call whose options, argument `at`, lose this side's controls (they cannot be cloned) on the way. */
  const call =
    (name: EngineCall, at: number) =>
    (...args: unknown[]): Promise<never> => {
      const { signal, onAttempt, ...engine } = (args[at] ?? {}) as Control;
      return request(name, [...args.slice(0, at), engine], { signal, onAttempt });
    };

  return {
    ratePuzzle: call('ratePuzzle', 1),
    solveLogically: call('solveLogically', 1),
    hint: call('hint', 1),
    countSolutions: call('countSolutions', 2),
    generatePuzzle: call('generatePuzzle', 0),
    terminate: () => {
      ended = true;
      worker?.terminate();
      worker = undefined;
      for (const [id, call] of pending) {
        pending.delete(id);
        call.cleanup();
        call.reject(new SudokuError('SUDOKU_USAGE', 'the engine worker was terminated'));
      }
    },
  };
}
