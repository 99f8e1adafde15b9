import { debuglog } from 'node:util';
import { EXIT, SIGNAL_EXIT, type StopSignal } from './exit-codes.js';
import { AtomicFile } from './io/atomic-file.js';
import { oneLine } from './one-line.js';

/**
 * How a run stops early: on SIGINT, SIGTERM or SIGHUP, and on a fatal error
 * outside any command's own handling. The handlers run on the main thread,
 * which never runs a long search itself (searches run in workers, or in
 * slices of at most MAIN_THREAD_BUDGET_MS, see main-thread-slice.ts), so a
 * signal is handled within that time wherever the work runs.
 */

/** Undo actions for the terminal (a progress bar hides the cursor and turns line wrapping off). */
const restorers = new Set<() => void>();

/** Registers an action to run if the process exits abruptly; returns its removal. */
export function onAbruptExit(restore: () => void): () => void {
  restorers.add(restore);
  return () => restorers.delete(restore);
}

/**
 * What a stopped run keeps of its work (see {@link onStopKeep}): it commits
 * what it has finished and returns what to say about it, or undefined when
 * there is nothing to keep.
 */
type Keeper = () => string | undefined;
let keeper: Keeper | undefined;

/**
 * Registers what the running command keeps when a signal stops it: a
 * per-puzzle command keeps the results finished so far, in input order, and
 * says how to go on. Returns its removal.
 */
export function onStopKeep(keep: Keeper): () => void {
  keeper = keep;
  return () => {
    if (keeper === keep) keeper = undefined;
  };
}

/**
 * Restores the terminal, lets the running command keep its finished work
 * (on a signal only: `keep`), and removes every other unfinished temporary
 * file; returns what became of each output ("out.txt left as it was"). Each
 * step is best effort: on SIGHUP the terminal may already be gone.
 */
export function cleanUpForExit(keep = false): string[] {
  for (const restore of [...restorers]) {
    try {
      restore();
    } catch {
      // nothing more can be done for a terminal that is gone
    }
  }
  restorers.clear();
  let kept: string | undefined;
  try {
    kept = keep ? keeper?.() : undefined;
  } catch (error) {
    kept = `the finished results could not be kept: ${(error as Error).message}`;
  }
  keeper = undefined;
  const discarded = AtomicFile.discardAll();
  return kept === undefined ? discarded : [kept, ...discarded];
}

function say(line: string): void {
  try {
    process.stderr.write(`sudoku: ${line}\n`);
  } catch {
    // stderr is gone (a closed terminal): the exit status still tells
  }
}

/**
 * Installs the stop handlers for one run of `main`; returns their removal.
 * Exit statuses follow the shells' 128 + signal number (130, 143, 129).
 */
export function installStopHandlers(): () => void {
  const onSignal = (signal: StopSignal) => {
    const kept = cleanUpForExit(true);
    say(oneLine(`stopped by ${signal}${kept.length ? `; ${kept.join(', ')}` : ''}`));
    process.exit(SIGNAL_EXIT[signal]);
  };
  // A throw outside any command's try (an event handler, a stream callback):
  // still a bug (exit 3), but without a temporary file left behind.
  const onFatal = (error: unknown) => {
    cleanUpForExit();
    say(`internal error: ${(error as Error)?.stack ?? String(error)}`);
    process.exit(EXIT.INTERNAL);
  };
  const signals = Object.keys(SIGNAL_EXIT) as StopSignal[];
  for (const signal of signals) process.on(signal, onSignal);
  process.on('uncaughtException', onFatal);
  process.on('unhandledRejection', onFatal);
  // With NODE_DEBUG=sudoku: from here on a signal stops the run cleanly (tests wait for this line).
  debuglog('sudoku')('stop handlers installed');
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
    process.off('uncaughtException', onFatal);
    process.off('unhandledRejection', onFatal);
  };
}
