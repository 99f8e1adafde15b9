import { SudokuError, type SudokuErrorCode } from '@sudoku/core';
import type { CallMessage, ReplyMessage } from './protocol.js';

/**
 * What {@link createWorkerCalls} needs of a worker: a Web Worker, or Node's
 * `worker_threads` Worker (which has `on` where the web has `addEventListener`).
 */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): unknown;
  addEventListener?(type: string, listener: (event: Event) => void): void;
  on?(type: string, listener: (...values: never[]) => void): unknown;
}

/** The options every worker call takes on this side: a signal. */
export interface CallControl {
  /** Aborting it rejects the call with the signal's reason and ends the worker's work at once. */
  signal?: AbortSignal | undefined;
}

/** This side's controls of a call: its signal, and what it reports on the way. */
export interface CallProgress extends CallControl {
  /** Each value the call reports (generation: the puzzles tried so far). */
  onProgress?: ((value: unknown) => void) | undefined;
}

/**
 * Calls by name to a worker that answers them (`serveEngine` or
 * `serveCalls`), as promises: the transport under an {@link EngineWorker}.
 * Aborting a call's signal rejects it with the signal's reason at once, by
 * ending the worker (a synchronous search reads no message); the calls
 * still waiting go on in a fresh worker. Calls run one at a time, in order.
 */
export interface WorkerCalls {
  /**
   * Call `name` with `args` (they cross by structured clone); `onProgress`
   * receives what the call reports.
   */
  call<R = unknown>(name: string, args: readonly unknown[], control?: CallProgress): Promise<R>;
  /** Calls not answered yet. */
  readonly pending: number;
  /** Ends the worker; calls still waiting reject. */
  terminate(): void;
}

interface Pending {
  message: CallMessage;
  resolve: (value: never) => void;
  reject: (reason: unknown) => void;
  onProgress?: ((value: unknown) => void) | undefined;
  cleanup: () => void;
}

/** {@link WorkerCalls} over workers made by `spawn`, started on the first call (and again after an abort). */
export function createWorkerCalls(spawn: () => WorkerLike): WorkerCalls {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  let ended = false;
  const pending = new Map<number, Pending>();
  const terminated = () => new SudokuError('SUDOKU_USAGE', 'the engine worker was terminated');

  const rejectAll = (reason: unknown) => {
    for (const [id, call] of pending) {
      pending.delete(id);
      call.cleanup();
      call.reject(reason);
    }
  };

  const start = (): WorkerLike => {
    const made = spawn();
    const settle = (reply: ReplyMessage) => {
      const call = made === worker ? pending.get(reply.id) : undefined;
      if (!call) return;
      if (reply.type === 'progress') return call.onProgress?.(reply.progress);
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
    const fail = (error: unknown) => {
      if (made !== worker) return;
      worker = undefined;
      made.terminate();
      rejectAll(
        error instanceof Error
          ? error
          : new Error(`the engine worker failed${error ? `: ${String(error)}` : ''}`),
      );
    };
    if (made.addEventListener) {
      made.addEventListener('message', (event) => settle((event as MessageEvent).data));
      made.addEventListener('error', (event) => {
        const { error, message } = event as ErrorEvent;
        fail(error ?? message);
      });
    } else {
      made.on?.('message', settle);
      made.on?.('error', fail);
    }
    for (const call of pending.values()) made.postMessage(call.message);
    return made;
  };

  return {
    call: (name, args, control) =>
      new Promise((resolve, reject) => {
        if (ended) throw terminated();
        const signal = control?.signal;
        if (signal?.aborted) throw signal.reason;
        const id = nextId++;
        const message: CallMessage = { id, call: name, args: [...args] };
        const onAbort = () => {
          if (!pending.delete(id)) return;
          // The worker may be deep in a synchronous search: end it, and let a fresh one take the rest.
          worker?.terminate();
          worker = undefined;
          // After the other aborts of this turn (one signal may stop several calls): one fresh worker at most.
          queueMicrotask(() => {
            if (!worker && !ended && pending.size > 0) worker = start();
          });
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const cleanup = () => signal?.removeEventListener('abort', onAbort);
        pending.set(id, { message, resolve, reject, onProgress: control?.onProgress, cleanup });
        if (worker) worker.postMessage(message);
        else worker = start();
      }),
    get pending() {
      return pending.size;
    },
    terminate: () => {
      ended = true;
      worker?.terminate();
      worker = undefined;
      rejectAll(terminated());
    },
  };
}
