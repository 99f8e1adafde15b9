import { Script } from 'node:vm';

/**
 * The longest the main thread computes in one go (a piece of puzzles, a
 * batch of generated ones). Signals are handled on the main thread, between
 * such slices, so this bounds how late Ctrl-C or SIGTERM takes effect.
 */
export const MAIN_THREAD_BUDGET_MS = 50;

const SLOT = Symbol.for('sudoku.mainThreadSlice');
type Slot = { [SLOT]?: (() => unknown) | undefined };
/**
 * `vm`'s `timeout` is Node's one way to stop synchronous JavaScript on the
 * main thread from outside: a watchdog thread terminates the script's
 * execution, functions it calls included. The script only calls the slot.
 */
const script = new Script(`globalThis[Symbol.for('sudoku.mainThreadSlice')]()`, {
  filename: 'main-thread-slice',
});

export type SliceResult<T> = { finished: true; value: T } | { finished: false };

/**
 * Runs `work` on this thread for at most `budgetMs`. When it runs longer it
 * is stopped mid-way and `{ finished: false }` comes back: the caller then
 * hands the same work to a worker thread, whose search the main thread can
 * end at any time. `work` must leave nothing half-done that matters when it
 * stops anywhere (the caller throws its partial state away). Exceptions of
 * `work` pass through. A call costs about 80 µs (the watchdog thread).
 */
export function runSlice<T>(work: () => T, budgetMs = MAIN_THREAD_BUDGET_MS): SliceResult<T> {
  const slot = globalThis as Slot;
  slot[SLOT] = work;
  try {
    return { finished: true, value: script.runInThisContext({ timeout: budgetMs }) as T };
  } catch (error) {
    if ((error as NodeJS.ErrnoException)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      return { finished: false };
    }
    throw error;
  } finally {
    slot[SLOT] = undefined;
  }
}
