import { SingleBar } from 'cli-progress';

/** Solutions found and written so far, on stderr while `sudoku all` runs. */
export interface EnumerationProgress {
  update(found: number, written: number): void;
  stop(): void;
}

/** Shorter runs never show the line: it would only flicker. */
const SHOW_AFTER_MS = 700;

/**
 * A one-line counter on stderr, only when stderr is a terminal and --quiet
 * is off. The total is unknown until the end, so no bar: the count, the
 * rate and how many went to the file. (batch/progress.ts counts "puzzles";
 * this one counts solutions.)
 */
export function createEnumerationProgress(enabled: boolean): EnumerationProgress {
  if (!enabled || !process.stderr.isTTY) return { update() {}, stop() {} };
  const started = performance.now();
  let bar: SingleBar | undefined;
  return {
    update(found, written) {
      const elapsed = performance.now() - started;
      if (!bar) {
        if (elapsed < SHOW_AFTER_MS) return;
        bar = new SingleBar({
          stream: process.stderr,
          format: 'enumerating: {found} solutions | {rate}/s | {written} written',
          hideCursor: true,
          clearOnComplete: true,
        });
        bar.start(0, 0, { found: '0', rate: '0', written: '0' });
      }
      bar.update(0, {
        found: found.toLocaleString('en-US'),
        rate: Math.round(found / (elapsed / 1000)).toLocaleString('en-US'),
        written: written.toLocaleString('en-US'),
      });
    },
    stop() {
      bar?.stop();
    },
  };
}
