import {
  formatGrids,
  type GridFormat,
  gridToString,
  type PuzzleFormatError,
  parseGrid,
  parsePuzzles,
} from '@sudoku/core';
import dfs from '@sudoku/solver-dfs';
import { SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noSolutionReason } from '../failure-reason.js';
import { inputOfChunks } from '../io/input.js';
import type { Output } from '../io/output.js';
import { type BatchRunSummary, runBatch } from './pipeline.js';
import { createProgress, type Progress } from './progress.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** Runs the pipeline in this thread over `text`, fed in `chunk`-byte chunks. */
async function solveText(
  text: Uint8Array,
  options: {
    pieceBytes: number;
    chunk: number;
    format?: GridFormat;
    json?: boolean;
    /** A pipe's way: no size, and a pause after each chunk whose index this says. */
    pauseAfter?: (index: number) => boolean;
    progress?: Progress;
  },
) {
  const written: number[] = [];
  const failures: string[] = [];
  const output: Output = {
    description: 'memory',
    write(bytes) {
      written.push(...bytes);
      return undefined;
    },
    finish: async () => {},
    abandon: async () => {},
    keepWritten() {},
  };
  async function* chunks() {
    for (let at = 0, i = 0; at < text.length; at += options.chunk, i++) {
      yield text.slice(at, at + options.chunk);
      if (options.pauseAfter?.(i)) await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
  const summary: BatchRunSummary = await runBatch({
    input: inputOfChunks('test input', options.pauseAfter ? undefined : text.length, chunks()),
    output,
    task: {
      module: new URL('./solve-task.ts', import.meta.url).href,
      config: {
        strategy: '@sudoku/solver-dfs',
        strategyOptions: {},
        label: 'dfs',
        format: options.format ?? 'grid',
        json: options.json ?? false,
        verify: false,
      },
    },
    threads: 1,
    leadingSeparator: (options.format ?? 'grid') === 'grid' && !options.json,
    numberLines: options.json ?? false,
    progress:
      options.progress ?? createProgress({ enabled: false, label: 'solving', unit: 'puzzles' }),
    onFailure: (puzzle, reason) => failures.push(`${puzzle}: ${reason}`),
    pieceBytes: options.pieceBytes,
    // Workers cannot start from the source tree: a slow piece on this busy
    // machine must not be handed to one.
    sliceBudgetMs: 60_000,
  });
  return { output: new TextDecoder().decode(Uint8Array.from(written)), failures, summary };
}

/** What the output must be: every puzzle solved by solve(), or written back as given. */
function expected(text: Uint8Array, format: GridFormat): string {
  const solver = dfs.create();
  const grids = parsePuzzles(text).map((grid) => {
    const result = solver.solve(grid);
    return result.status === 'solved' ? result.solution : grid;
  });
  return new TextDecoder().decode(formatGrids(grids, format));
}

const puzzles = [...SOLVABLE.slice(0, 8), UNSOLVABLE[0], ...SOLVABLE.slice(8, 15)].map((f) =>
  parseGrid(f.puzzle),
);
/**
 * Exact classic grids (the classic fast path) then other layouts (the
 * reader), then classic again, the last grid with '.' for its blanks: a
 * piece that looks exact until its last grid, whose first grids the fast
 * path has solved in place by the time it hands the piece to the reader.
 * Then exact lines (the line fast path), blanks as '0' and as '.', the last
 * without its newline.
 */
const lastClassic = new TextDecoder().decode(formatGrids(puzzles.slice(9, 13)));
const lastGridAt = lastClassic.lastIndexOf('\n\n') + 2;
const exactLines = puzzles
  .slice(13)
  .map((g, k) => gridToString(g).replaceAll('.', k % 2 ? '.' : '0'))
  .join('\n');
const mixed = encode(
  `${new TextDecoder().decode(formatGrids(puzzles.slice(0, 5)))}\n\n` +
    `# lines\n${puzzles
      .slice(5, 9)
      .map((g) => gridToString(g))
      .join('\r\n')}\n` +
    `${lastClassic.slice(0, lastGridAt)}${lastClassic.slice(lastGridAt).replaceAll('0', '.')}\n\n` +
    exactLines,
);

describe('the batch pipeline', () => {
  it('gives the same bytes however the input is cut into pieces and chunks (property)', async () => {
    for (const format of ['grid', 'line'] as const) {
      const want = expected(mixed, format);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 1200 }),
          fc.integer({ min: 1, max: 2000 }),
          async (pieceBytes, chunk) => {
            const { output, failures, summary } = await solveText(mixed, {
              pieceBytes,
              chunk,
              format,
            });
            expect(output).toBe(want);
            // Puzzle 9 has no solution, whichever piece it fell in.
            expect(failures).toEqual([`9: ${noSolutionReason(puzzles[8])}`]);
            expect(summary.puzzles).toBe(puzzles.length);
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('gives the same bytes from a pipe that pauses anywhere, cutting what came at each pause (property)', async () => {
    for (const format of ['grid', 'line'] as const) {
      const want = expected(mixed, format);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 50, max: 1200 }),
          fc.integer({ min: 30, max: 700 }),
          fc.array(fc.nat(40), { minLength: 1, maxLength: 3 }),
          async (pieceBytes, chunk, pauses) => {
            const { output, failures } = await solveText(mixed, {
              pieceBytes,
              chunk,
              format,
              pauseAfter: (i) => pauses.includes(i),
            });
            expect(output).toBe(want);
            expect(failures).toEqual([`9: ${noSolutionReason(puzzles[8])}`]);
          },
        ),
        { numRuns: 12 },
      );
    }
  });

  it('names the first format error by its place in the whole input (property)', async () => {
    const text = encode(
      `${new TextDecoder().decode(formatGrids(puzzles.slice(0, 4)))}\n\n${gridToString(puzzles[4])}x\n`,
    );
    let whole: PuzzleFormatError | undefined;
    try {
      parsePuzzles(text);
    } catch (error) {
      whole = error as PuzzleFormatError;
    }
    // The 'x' after the fifth puzzle's 81st cell, on line 42.
    expect(whole?.location).toEqual({ puzzle: 5, line: 42, column: 82 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 900 }), async (pieceBytes) => {
        await expect(solveText(text, { pieceBytes, chunk: 100 })).rejects.toThrow(
          `test input: ${whole!.message}`,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('moves the progress bar by the puzzles written, not by the input read ahead of them', async () => {
    const line = `${SOLVABLE[0]!.puzzle}\n`;
    const text = encode(line.repeat(400));
    const updates: [number, number][] = [];
    const progress: Progress = {
      update: (count, position = count) => void updates.push([count, position]),
      setTotal() {},
      stop() {},
    };
    const { summary } = await solveText(text, { pieceBytes: 1024, chunk: 4096, progress });
    expect(summary.puzzles).toBe(400);
    expect(updates.length).toBeGreaterThan(10);
    // Every line is 82 bytes: the bar's position is the bytes of the puzzles done, exactly.
    for (const [count, position] of updates) expect(position).toBe(count * line.length);
  });

  it('runs an input with no puzzle as an empty run', async () => {
    const run = await solveText(encode('# nothing\n\n'), { pieceBytes: 8, chunk: 4 });
    expect(run.summary.puzzles).toBe(0);
    expect(run.output).toBe('');
  });
});
