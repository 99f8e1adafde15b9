import type { StopReason } from '@sudoku/core';
import { assertSignal, assertTimeLimit } from '@sudoku/core/kernel';

export type { StopReason } from '@sudoku/core';

/** The budget of an engine call that can take long (a rating, a hint, an explanation). */
export interface BudgetOptions {
  /** Give up (status `timeout`) after this many milliseconds (a number ≥ 0). */
  timeLimitMs?: number | undefined;
  /**
   * Give up (status `aborted`) once this signal is aborted. It is polled
   * inside the searches, so a signal aborted from a callback (`onStep`) or
   * before the call is honoured; a timer cannot fire inside a synchronous
   * call, so use `timeLimitMs` for deadlines.
   */
  signal?: AbortSignal | undefined;
}

/** The budget options' keys, for `readOptions` lists. */
export const BUDGET_KEYS = ['timeLimitMs', 'signal'] as const;

/** Throws `SUDOKU_USAGE` naming `owner` for a time limit or a signal a call could not honour. */
export function assertBudget(owner: string, options: BudgetOptions): void {
  assertTimeLimit(options.timeLimitMs, `${owner}: timeLimitMs`);
  assertSignal(options.signal, `${owner}: signal`);
}

interface Frame {
  deadline: number;
  signal: AbortSignal | undefined;
}

/** Thrown through the searches to the call whose budget ran out; never seen by callers. */
class BudgetStop {
  constructor(
    readonly frame: Frame,
    readonly reason: StopReason,
  ) {}
}

/** The budgets of the calls running, outermost first (a call may run inside another's callback). */
const frames: Frame[] = [];
/** Polls left before the clock is read again: a poll is a decrement, the clock costs more. */
const POLLS_PER_CHECK = 64;
let countdown = POLLS_PER_CHECK;

/**
 * Stops the running call when its budget (or an enclosing call's) is spent.
 * The long searches call it once per chain or loop search, so a stop comes
 * within a millisecond or so of the limit.
 */
export function pollBudget(): void {
  if (--countdown > 0 || frames.length === 0) return;
  countdown = POLLS_PER_CHECK;
  const now = performance.now();
  for (const frame of frames) {
    if (frame.signal?.aborted) throw new BudgetStop(frame, 'aborted');
    if (now >= frame.deadline) throw new BudgetStop(frame, 'timeout');
  }
}

/**
 * A budget spent in stages (a count, then a solve): each call of the result
 * gives what is left of `options`, its signal and the time limit counted
 * from when `budgetFrom` was called.
 */
export function budgetFrom({ timeLimitMs, signal }: BudgetOptions): () => BudgetOptions {
  const deadline = performance.now() + (timeLimitMs ?? Infinity);
  return () => budgetUntil(deadline, signal);
}

/** What is left until `deadline` (Infinity for none), with `signal`, as a call's options. */
function budgetUntil(
  deadline: number,
  signal: AbortSignal | undefined,
): { timeLimitMs?: number; signal?: AbortSignal } {
  const budget: { timeLimitMs?: number; signal?: AbortSignal } = {};
  if (deadline !== Infinity) budget.timeLimitMs = Math.max(0, deadline - performance.now());
  if (signal !== undefined) budget.signal = signal;
  return budget;
}

/** True while some call's budget runs: a hot loop polls only then. */
export function budgetRunning(): boolean {
  return frames.length > 0;
}

/**
 * Stops the running call at once if any budget is spent (a strategy told the
 * engine it stopped); otherwise returns, and the caller goes on.
 */
export function stopIfSpent(): void {
  countdown = 1;
  pollBudget();
}

/**
 * The budgets running, as a strategy's `signal` and `timeLimitMs` (the
 * nearest deadline; every signal), so a strategy called inside an engine
 * call stops with it.
 */
export function budgetForStrategy(): { timeLimitMs?: number; signal?: AbortSignal } {
  if (frames.length === 0) return {};
  let deadline = Infinity;
  const signals: AbortSignal[] = [];
  for (const frame of frames) {
    deadline = Math.min(deadline, frame.deadline);
    if (frame.signal) signals.push(frame.signal);
  }
  return budgetUntil(deadline, signals.length > 1 ? AbortSignal.any(signals) : signals[0]);
}

/**
 * Runs `work` under the budget of `options`: its answer, or `stopped(reason)`
 * when the budget ran out first. A call with neither a time limit nor a
 * signal runs as it is (it may still be stopped by an enclosing call's budget).
 */
export function withBudget<T>(
  options: BudgetOptions,
  work: () => T,
  stopped: (reason: StopReason) => T,
): T {
  const { timeLimitMs, signal } = options;
  if (timeLimitMs === undefined && signal === undefined) return work();
  if (signal?.aborted) return stopped('aborted');
  const frame: Frame = { deadline: performance.now() + (timeLimitMs ?? Infinity), signal };
  frames.push(frame);
  countdown = 1;
  try {
    return work();
  } catch (error) {
    if (error instanceof BudgetStop && error.frame === frame) return stopped(error.reason);
    throw error;
  } finally {
    frames.splice(frames.indexOf(frame), 1);
  }
}
