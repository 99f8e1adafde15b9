import type { SearchTotals } from '../batch/piece-job.js';
import type { BatchRunSummary } from '../batch/pipeline.js';
import { oneLine } from '../one-line.js';
import { thousands } from '../thousands.js';

/** Where commands send their messages: one line each, on stderr. */
export interface Reporter {
  /** Progress and summaries, silenced by --quiet where the command says so. */
  info(line: string): void;
  /** A problem with one item (a puzzle); the run goes on. Capped so a bad file cannot flood the terminal. */
  problem(line: string): void;
}

const MAX_PROBLEM_LINES = 1000;

export function createReporter(
  write: (text: string) => void = (t) => process.stderr.write(t),
): Reporter {
  let problems = 0;
  return {
    info: (line) => write(`${oneLine(line)}\n`),
    problem(line) {
      problems++;
      if (problems <= MAX_PROBLEM_LINES) write(`sudoku: ${oneLine(line)}\n`);
      else if (problems === MAX_PROBLEM_LINES + 1)
        write('sudoku: (further problems are counted but not listed)\n');
    },
  };
}

/** Where a command's notes go: the reporter, or nowhere with --quiet. */
export function quietly(quiet: boolean, reporter: Reporter): (line: string) => void {
  return quiet ? () => {} : (line) => reporter.info(line);
}

/**
 * "puzzle 3 (line 21)": how a message names a puzzle, by its number in the
 * run and the line it begins on; "puzzle 93 (b.txt, line 21)" when the run
 * reads several inputs.
 */
export function puzzleAt(puzzle: number, line: number | undefined, input?: string): string {
  const where = [input, line === undefined ? undefined : `line ${line}`].filter(Boolean);
  return `puzzle ${puzzle}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
}

const plural = (n: number, word: string) => `${thousands(n)} ${word}${n === 1 ? '' : 's'}`;

/** "solved 1,000 puzzles in 0.12 s (8,333 puzzles/s) with dfs on 2 threads → sudoku.txt" */
export function formatSummary(
  summary: BatchRunSummary,
  strategy: string,
  destination: string,
): string {
  const seconds = summary.elapsedMs / 1000;
  const rate = Math.round(summary.puzzles / Math.max(seconds, 1e-9));
  const { threads } = summary;
  const failed = summary.unsolvable + summary.invalid + summary.unreadable;
  const unreadable = summary.unreadable
    ? `; ${thousands(summary.unreadable)} not read (not puzzles, left out)`
    : '';
  const problems =
    summary.unsolvable + summary.invalid
      ? `; ${thousands(summary.unsolvable)} without solution, ${thousands(summary.invalid)} with conflicting givens (written back as given)`
      : '';
  return `read ${plural(summary.puzzles, 'puzzle')}, solved ${thousands(summary.puzzles - failed)} in ${seconds.toFixed(2)} s (${plural(rate, 'puzzle')}/s) with ${strategy} on ${plural(threads, 'thread')} → ${destination}${problems}${unreadable}`;
}

/**
 * `--stats`, after tdoku's benchmark: "searched 49,151 puzzles in 0.61 s of
 * search (12.4 µs a puzzle); 8.2 nodes and 1.3 guesses a puzzle; 71.4%
 * solved without a guess". The time is the searches' own, summed over
 * threads, without reading and writing.
 */
export function formatSearchStats(puzzles: number, stats: SearchTotals | undefined): string {
  if (!stats || puzzles === 0) return 'stats: no puzzle searched';
  const each = (n: number) => (n / puzzles).toFixed(1);
  const micros = (stats.searchMs * 1000) / puzzles;
  const share = ((100 * stats.noGuess) / puzzles).toFixed(1);
  return `stats: searched ${plural(puzzles, 'puzzle')} in ${(stats.searchMs / 1000).toFixed(2)} s of search (${micros.toFixed(1)} µs a puzzle); ${each(stats.nodes)} nodes and ${each(stats.guesses)} guesses a puzzle; ${share}% solved without a guess`;
}
