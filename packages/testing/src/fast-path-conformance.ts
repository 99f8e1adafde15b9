import {
  type Grid,
  gridToString,
  isValidSolution,
  keepsClues,
  parseGrid,
  type SolveResult,
  type Solver,
} from '@sudoku/core';
import {
  batchTextOf,
  CLASSIC_SPAN,
  solveFirstOf,
  writeClassicDigits,
  writeClassicGrid,
} from '@sudoku/core/batch';
import { expect, it } from 'vitest';
import { sudokuErrorMessage } from './errors.js';
import {
  CONFLICTING,
  EXAMPLE,
  MULTI_SOLUTION,
  type PuzzleFixture,
  UNSOLVABLE,
} from './fixtures.js';

/**
 * The conformance tests of the optional fast paths: `solveFirst` and the
 * batch text paths of `@sudoku/core/batch` must agree with `solve`. A fast
 * path the strategy does not offer shows as skipped, not passed.
 */
export function describeFastPaths(solver: () => Solver, solvable: readonly PuzzleFixture[]): void {
  /** One instance, read when the tests are collected: which fast paths the strategy has. */
  const offers = solver();
  const offersBatchText = batchTextOf(offers) !== undefined;
  const offersSolveFirst = solveFirstOf(offers) !== undefined;

  /** Puzzles of every outcome, for the fast paths that must agree with solve(). */
  const everyKind = () => [...solvable, ...MULTI_SOLUTION, ...UNSOLVABLE, ...CONFLICTING];

  /**
   * A fast path's answer `found` (status, and the grid it wrote when solved)
   * against solve()'s: the same status, solve()'s solution when it is the
   * only one, else any valid one that keeps the clues.
   */
  const expectAgreement = (
    source: string,
    grid: Grid,
    result: SolveResult,
    status: string,
    found: Grid,
  ) => {
    expect(status, source).toBe(result.status);
    if (result.status !== 'solved') return;
    if (result.solutionCount === 1 && result.exhaustive) {
      expect(gridToString(found), source).toBe(gridToString(result.solution));
    } else {
      expect(isValidSolution(found) && keepsClues(grid, found), source).toBe(true);
    }
  };

  // A fast path the strategy does not offer shows as skipped, not passed.
  it.skipIf(!offersSolveFirst)('agrees with solve() in its allocation-free solveFirst()', () => {
    const s = solver();
    const first = solveFirstOf(s);
    if (!first) throw new Error('solveFirst went missing');
    for (const { source, puzzle } of everyKind()) {
      const grid = parseGrid(puzzle);
      const result = s.solve(grid, { maxSolutions: 2 });
      // The puzzle sits at an offset in a larger buffer, as in a batch.
      const batch = new Uint8Array(5 + 81);
      batch.set(grid, 5);
      const out = new Uint8Array(3 + 81).fill(7);
      const status = first.solveFirst(batch, 5, out, 3);
      expectAgreement(source, grid, result, status, out.subarray(3));
      if (result.status === 'solved') {
        // Deterministic: the same answer again.
        const again = new Uint8Array(81);
        first.solveFirst(batch, 5, again, 0);
        expect(gridToString(again), source).toBe(gridToString(out.subarray(3)));
      } else {
        expect(
          out.every((v) => v === 7),
          source,
        ).toBe(true);
      }
      expect(gridToString(batch.subarray(5), '0'), source).toBe(puzzle.replaceAll('.', '0'));
    }
  });

  it.skipIf(!offersSolveFirst)(
    'refuses a range of solveFirst() outside its buffers (SUDOKU_USAGE), writing nothing',
    () => {
      const s = solver();
      const first = solveFirstOf(s);
      if (!first) throw new Error('solveFirst went missing');
      const grid = parseGrid(EXAMPLE.puzzle);
      const refusal = (cells: unknown, offset: unknown, out: unknown, outOffset: unknown) =>
        sudokuErrorMessage('SUDOKU_USAGE', () =>
          first.solveFirst(
            cells as Uint8Array,
            offset as number,
            out as Uint8Array,
            outOffset as number,
          ),
        );
      const out = new Uint8Array(81).fill(7);
      const short = new Uint8Array(80).fill(7);
      expect(refusal(grid, 0, short, 0)).toBe(
        'solveFirst: out needs 81 bytes from outOffset 0 but its length is 80',
      );
      expect(refusal(grid, 0, out, 1)).toBe(
        'solveFirst: out needs 81 bytes from outOffset 1 but its length is 81',
      );
      expect(refusal(grid.subarray(1), 0, out, 0)).toBe(
        'solveFirst: cells needs 81 bytes from offset 0 but its length is 80',
      );
      expect(refusal(grid, 1, out, 0)).toBe(
        'solveFirst: cells needs 81 bytes from offset 1 but its length is 81',
      );
      for (const [offset, shown] of [
        [-1, '-1'],
        [0.5, '0.5'],
        [Number.NaN, 'NaN'],
        ['0', '"0"'],
      ]) {
        expect(refusal(grid, offset, out, 0)).toBe(
          `solveFirst: offset must be a whole number ≥ 0, got ${shown}`,
        );
        expect(refusal(grid, 0, out, offset)).toBe(
          `solveFirst: outOffset must be a whole number ≥ 0, got ${shown}`,
        );
      }
      expect(refusal(grid, 0, [], 0)).toBe('solveFirst: out must be a Uint8Array, got an array');
      expect(refusal([...grid], 0, out, 0)).toBe(
        'solveFirst: cells must be a Uint8Array, got an array',
      );
      expect([...out, ...short].every((v) => v === 7)).toBe(true);
    },
  );

  it.skipIf(!offersBatchText)(
    'refuses an out too short for the batch text paths (SUDOKU_USAGE), writing nothing',
    () => {
      const batch = batchTextOf(solver());
      if (!batch) throw new Error('the batch text paths went missing');
      const grid = parseGrid(EXAMPLE.puzzle);
      const classic = new Uint8Array(CLASSIC_SPAN);
      writeClassicGrid(grid, classic, 0);
      const out = new Uint8Array(CLASSIC_SPAN).fill(7);
      expect(
        sudokuErrorMessage('SUDOKU_USAGE', () => batch.solveClassicText(classic, 0, out, 1)),
      ).toBe(
        `solveClassicText: out needs ${CLASSIC_SPAN} bytes from outAt 1 but its length is ${CLASSIC_SPAN}`,
      );
      const line = new TextEncoder().encode(EXAMPLE.puzzle);
      expect(sudokuErrorMessage('SUDOKU_USAGE', () => batch.solveLineText(line, 0, out, 81))).toBe(
        `solveLineText: out needs 81 bytes from outAt 81 but its length is ${CLASSIC_SPAN}`,
      );
      expect(out.every((v) => v === 7)).toBe(true);
    },
  );

  it.skipIf(!offersBatchText)(
    'agrees with solve() in the batch solveClassicText(), writing only empty cells',
    () => {
      const s = solver();
      const batch = batchTextOf(s);
      if (!batch) throw new Error('the batch text paths went missing');
      for (const { source, puzzle } of everyKind()) {
        const grid = parseGrid(puzzle);
        const result = s.solve(grid, { maxSolutions: 2 });
        // The grid sits at an odd offset in a larger text, as in a file.
        const text = new Uint8Array(3 + CLASSIC_SPAN + 4).fill(33);
        writeClassicGrid(grid, text, 3);
        const out = Uint8Array.from(text);
        const status = batch.solveClassicText(text, 3, out, 3);
        // solveFirst()'s answer (solve()'s without one), written over the digits only.
        const first =
          result.status === 'solved' ? Uint8Array.from(result.solution) : new Uint8Array(81);
        const path = solveFirstOf(s);
        const firstStatus = path ? path.solveFirst(grid, 0, first, 0) : result.status;
        expect(status, source).toBe(firstStatus);
        expectAgreement(source, grid, result, status, first);
        const expected = Uint8Array.from(text);
        if (status === 'solved') writeClassicDigits(first, 0, expected, 3);
        expect(new TextDecoder().decode(out), source).toBe(new TextDecoder().decode(expected));
      }
      // Anything but the exact layout is left to the host's reader.
      const text = new Uint8Array(CLASSIC_SPAN);
      writeClassicGrid(parseGrid(EXAMPLE.puzzle), text, 0);
      for (const [at, byte] of [
        [1, 9], // a tab between cells
        [17, 13], // CR for LF
        [0, 46], // '.' for a blank
        [0, 97], // a letter
      ]) {
        const broken = Uint8Array.from(text);
        broken[at] = byte;
        expect(batch.solveClassicText(broken, 0, broken, 0), `byte ${byte} at ${at}`).toBe(
          'malformed',
        );
      }
    },
  );

  it.skipIf(!offersBatchText)(
    'agrees with solveFirst() in the batch solveLineText(), writing the 81 digits',
    () => {
      const s = solver();
      const batch = batchTextOf(s);
      if (!batch) throw new Error('the batch text paths went missing');
      const encoder = new TextEncoder();
      const decoder = new TextDecoder();
      for (const { source, puzzle } of everyKind()) {
        const grid = parseGrid(puzzle);
        const result = s.solve(grid, { maxSolutions: 2 });
        const first =
          result.status === 'solved' ? Uint8Array.from(result.solution) : new Uint8Array(81);
        const path = solveFirstOf(s);
        const firstStatus = path ? path.solveFirst(grid, 0, first, 0) : result.status;
        expectAgreement(source, grid, result, firstStatus, first);
        for (const blank of ['0', '.']) {
          // The line sits at an odd offset in a larger text, as in a file.
          const line = gridToString(grid, blank);
          const text = encoder.encode(`!!!${line}\n!!`);
          const out = new Uint8Array(2 + 81 + 3).fill(33);
          const status = batch.solveLineText(text, 3, out, 2);
          expect(status, `${source} (${blank})`).toBe(firstStatus);
          const expected = status === 'solved' ? `!!${gridToString(first)}!!!` : '!'.repeat(86);
          expect(decoder.decode(out), `${source} (${blank})`).toBe(expected);
          expect(decoder.decode(text), source).toBe(`!!!${line}\n!!`);
        }
      }
      // Anything but 81 digits and blanks is left to the host's reader.
      const line = encoder.encode(EXAMPLE.puzzle);
      for (const [at, byte] of [
        [0, 32], // a space
        [40, 47], // '/', just below '0'
        [80, 58], // ':', just above '9'
        [7, 97], // a letter
      ]) {
        const broken = Uint8Array.from(line);
        broken[at] = byte;
        expect(batch.solveLineText(broken, 0, broken, 0), `byte ${byte} at ${at}`).toBe(
          'malformed',
        );
      }
      expect(batch.solveLineText(line, 1, new Uint8Array(81), 0), 'past the end').toBe('malformed');
    },
  );
}
