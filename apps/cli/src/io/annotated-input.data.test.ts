import { readFileSync } from 'node:fs';
import { isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { dataFile } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

describe("Sudoku Explainer's rated top95, a TSV of puzzle and rating", () => {
  it('is solved whole, the ratings read as annotations', () => {
    const file = dataFile('ratings/top95-se.tsv');
    const rows = readFileSync(file, 'utf8').trim().split('\n');
    expect(rows[0]).toMatch(/^[.0-9]{81}\t\d/);
    const run = runCli(['solve', '-q', '-f', 'line', file]);
    expect(run.status).toBe(0);
    const solutions = run.stdout.trim().split('\n');
    expect(solutions).toHaveLength(95);
    solutions.forEach((solution, i) => {
      const puzzle = parseGrid(rows[i]!.slice(0, 81));
      const grid = parseGrid(solution);
      expect(isValidSolution(grid) && keepsClues(puzzle, grid)).toBe(true);
    });
  });
});
