import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const puzzles = SOLVABLE.slice(0, 4).map((f) => f.puzzle);

/** 8,000 lines: several pieces, so the cutter and the worker threads see the layout too. */
function many(line: (puzzle: string, i: number) => string, separator = '\n'): string {
  return Array.from({ length: 8000 }, (_, i) => line(puzzles[i % 4]!, i)).join(separator);
}

describe('input with annotations, headers and other line ends', () => {
  const dir = scratchDir();
  const plain = many((p) => p);
  writeFileSync(join(dir, 'plain.txt'), `${plain}\n`);
  const expected = runCli(['solve', '-q', '-f', 'line', '-t', '2', 'plain.txt'], { cwd: dir });

  it('solves a rated TSV, a Kaggle-style CSV and CR-only lines as the bare puzzles', () => {
    expect(expected.status).toBe(0);
    const files: Record<string, string> = {
      'rated.tsv': `${many((p, i) => `${p}\t${(1 + (i % 9)).toFixed(1)}/1.2/1.2`)}\n`,
      'kaggle.csv': `quizzes,solutions\n${many((p) => `${p.replaceAll('.', '0')},${'1'.repeat(81)}`, '\r\n')}\r\n`,
      'mac.txt': `${many((p) => p.replaceAll('.', '_'), '\r')}\r`,
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dir, name), text);
      const run = runCli(['solve', '-q', '-f', 'line', '-t', '2', name], { cwd: dir });
      expect(run.status, name).toBe(0);
      expect(run.stdout, name).toBe(expected.stdout);
    }
    const rated = runCli(['count', '--skip', '7996', 'rated.tsv'], { cwd: dir });
    expect(rated).toMatchObject({ status: 0, stdout: '1\n1\n1\n1\n' });
  });

  it('still names the line and column of a mistake after a header', () => {
    writeFileSync(join(dir, 'bad.csv'), `quizzes,solutions\n${puzzles[0]},x\n${puzzles[1]}5,x\n`);
    const run = runCli(['solve', 'bad.csv'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^sudoku: bad\.csv: puzzle 2, line 3, column 82: unexpected '5' after the 81st cell/,
    );
  });
});
