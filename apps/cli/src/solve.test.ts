import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  formatGridsText,
  gridToString,
  installedStrategyNames,
  isValidSolution,
  keepsClues,
  parseGrid,
  parsePuzzles,
} from '@sudoku/core';
import { EXAMPLE, SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, scratchDir } from './test-support/run-cli.js';

const cliDependencies: Record<string, string> = JSON.parse(
  readFileSync(join(dirname(BIN), 'package.json'), 'utf8'),
).dependencies;

const examplePuzzle = formatGridsText([parseGrid(EXAMPLE.puzzle)]);
const exampleSolution = formatGridsText([parseGrid(EXAMPLE.solution)]);

describe('sudoku solve', () => {
  it('prints the solution of a file, and of standard input, in the classic layout', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'example.txt'), examplePuzzle);
    const fromFile = runCli(['solve', '--strategy', 'dfs', 'example.txt'], { cwd: dir });
    expect(fromFile.status).toBe(0);
    expect(fromFile.stdout).toBe(exampleSolution);
    const fromStdin = runCli(['solve', '-q'], { input: examplePuzzle });
    expect(fromStdin).toEqual({ status: 0, stdout: exampleSolution, stderr: '' });
  });

  it('solves many puzzles in input order on several threads, in both layouts', () => {
    const puzzles = SOLVABLE.map((f) => parseGrid(f.puzzle));
    const input = Array.from({ length: 40 }, () => puzzles).flat();
    const text = input.map((g) => gridToString(g)).join('\n');
    for (const threads of ['1', '2']) {
      for (const format of ['grid', 'line']) {
        const run = runCli(['solve', '-q', '-t', threads, '-f', format, '-'], { input: text });
        expect(run.status).toBe(0);
        const solutions = parsePuzzles(run.stdout);
        expect(solutions).toHaveLength(input.length);
        solutions.forEach((s, i) => {
          expect(isValidSolution(s)).toBe(true);
          expect(keepsClues(input[i], s)).toBe(true);
        });
      }
    }
  });

  it('reports unsolvable and conflicting puzzles, writes them back as given, solves the rest, exits 1', () => {
    const dir = scratchDir();
    const grids = [EXAMPLE.puzzle, UNSOLVABLE[0].puzzle, EXAMPLE.puzzle, `55${'0'.repeat(79)}`].map(
      parseGrid,
    );
    writeFileSync(join(dir, 'in.txt'), formatGridsText(grids));
    const run = runCli(['solve', 'in.txt', '-o', 'out.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^sudoku: puzzle 2 \(line 11\): no solution: .+$/m);
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 4 \(line 31\): conflicting givens: digit 5 appears twice in row 1, at row 1 column 1 and row 1 column 2/m,
    );
    const out = parsePuzzles(readFileSync(join(dir, 'out.txt')));
    expect(out.map((g) => gridToString(g, '0'))).toEqual([
      EXAMPLE.solution,
      gridToString(grids[1], '0'),
      EXAMPLE.solution,
      gridToString(grids[3], '0'),
    ]);
  });

  it('-f csv writes each puzzle beside its solution after a header, which reads back as puzzles', () => {
    const dir = scratchDir();
    const puzzles = [EXAMPLE.puzzle, UNSOLVABLE[0]!.puzzle, ...SOLVABLE.map((f) => f.puzzle)];
    writeFileSync(join(dir, 'in.txt'), `${puzzles.join('\n')}\n`);
    const run = runCli(['solve', '-q', '-f', 'csv', 'in.txt'], { cwd: dir });
    expect(run.status).toBe(1); // the puzzle without solution
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('puzzle,solution');
    expect(lines[1]).toBe(`${EXAMPLE.puzzle.replaceAll('0', '.')},${EXAMPLE.solution}`);
    expect(lines[2]).toBe(`${UNSOLVABLE[0]!.puzzle.replaceAll('0', '.')},`);
    expect(lines).toHaveLength(puzzles.length + 2);
    writeFileSync(join(dir, 'solved.csv'), run.stdout);
    const again = runCli(['solve', '-q', '--json', 'solved.csv'], { cwd: dir });
    expect(
      again.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).input),
    ).toEqual(puzzles.map((p) => p.replaceAll('0', '.')));
    // Several threads and pieces: one header, the lines in input order.
    const many = `${Array.from({ length: 5000 }, (_, i) => puzzles[2 + (i % 4)]).join('\n')}\n`;
    const big = runCli(['solve', '-q', '-f', 'csv', '-t', '2', '-'], { input: many });
    const line = runCli(['solve', '-q', '-f', 'line', '-t', '2', '-'], { input: many });
    const [header, ...rows] = big.stdout.trimEnd().split('\n');
    expect(header).toBe('puzzle,solution');
    expect(rows.map((r) => r.slice(82))).toEqual(line.stdout.trimEnd().split('\n'));
  });

  it('names the input line a failed puzzle begins on, in every layout, across pieces and threads', () => {
    const bad = UNSOLVABLE[0].puzzle;
    const good = EXAMPLE.puzzle;
    const puzzles = Array.from({ length: 3000 }, (_, i) => (i % 1000 === 999 ? bad : good));
    const classic = formatGridsText(puzzles.map((p) => parseGrid(p)));
    const lines = `${puzzles.join('\n')}\n`;
    const commented = `# three puzzles\n\n${good}\n// the bad one\n${bad}\n${good}\n`;
    for (const threads of ['1', '2']) {
      for (const [input, format, expected] of [
        [
          classic,
          'grid',
          [
            [1000, 9991],
            [2000, 19991],
            [3000, 29991],
          ],
        ],
        [
          lines,
          'line',
          [
            [1000, 1000],
            [2000, 2000],
            [3000, 3000],
          ],
        ],
        [commented, 'line', [[2, 5]]],
      ] as const) {
        const run = runCli(['solve', '-q', '-t', threads, '-f', format, '-'], { input });
        expect(run.status).toBe(1);
        const where = [
          ...run.stderr.matchAll(/^sudoku: puzzle (\d+) \(line (\d+)\): no solution/gm),
        ];
        expect(
          where.map((m) => [Number(m[1]), Number(m[2])]),
          `${format}, ${threads} threads`,
        ).toEqual(expected);
      }
    }
  });

  it('--json: one object per puzzle, numbered across pieces and threads, saying why a puzzle failed', () => {
    const conflicting = `55${'0'.repeat(79)}`;
    const cycle = [EXAMPLE.puzzle, UNSOLVABLE[0].puzzle, conflicting, EXAMPLE.puzzle];
    const input = `${Array.from({ length: 1500 }, () => cycle)
      .flat()
      .join('\n')}\n`;
    for (const threads of ['1', '2']) {
      const run = runCli(['solve', '--json', '-q', '-t', threads, '-'], { input });
      expect(run.status).toBe(1);
      const records = run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(records).toHaveLength(6000);
      const problems = run.stderr.trimEnd().split('\n');
      records.forEach((r, i) => {
        expect(Object.keys(r)).toEqual([
          'index',
          'input',
          'givens',
          'status',
          'reason',
          'solution',
        ]);
        expect(r.index).toBe(i + 1);
        const kind = ['solved', 'unsolvable', 'invalid', 'solved'][i % 4];
        expect(r.status).toBe(kind);
        if (kind === 'solved') {
          expect(r).toMatchObject({ reason: null, solution: EXAMPLE.solution });
        } else {
          expect(r.solution).toBeNull();
          expect(r.reason).toMatch(kind === 'invalid' ? /^conflicting givens: / : /^no solution: /);
        }
      });
      // The first 1,000 problems are listed on stderr, with the same reasons.
      expect(problems[0]).toBe(`sudoku: puzzle 2 (line 2): ${records[1].reason}`);
      expect(problems[1]).toBe(`sudoku: puzzle 3 (line 3): ${records[2].reason}`);
      expect(problems[999]).toBe(`sudoku: puzzle 1999 (line 1999): ${records[1998].reason}`);
    }
  });

  it('names the installed strategies for an unknown one, exit 2', () => {
    const run = runCli(['solve', '--strategy', 'nope', '-'], { input: examplePuzzle });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^sudoku: unknown strategy "nope"; installed strategies: .*dfs/);
    expect(run.stdout).toBe('');
  });

  it("says a puzzle file or a missing path given as the strategy in the user's words, naming no file of its own", () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), examplePuzzle);
    for (const name of ['p.txt', './p.txt']) {
      const run = runCli(['solve', '-s', name, 'p.txt'], { cwd: dir });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(
        `sudoku: cannot load strategy ${name}: a strategy is a JavaScript module (.js, .mjs or .cjs); to solve the puzzles in it: sudoku solve ${name} (or sudoku -s ${name})\n`,
      );
    }
    const missing = runCli(['solve', '-s', './mine.js', 'p.txt'], { cwd: dir });
    expect(missing).toMatchObject({
      status: 2,
      stderr: 'sudoku: cannot load strategy ./mine.js: no such file\n',
    });
  });

  it('names the line and column of a letter in a grid, exit 2, and leaves the output file alone', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'out.txt'), 'precious');
    writeFileSync(
      join(dir, 'bad.txt'),
      `${examplePuzzle}\n${examplePuzzle.replace('2 3 7', '2 x 7')}`,
    );
    const run = runCli(['solve', 'bad.txt', '-o', 'out.txt'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "sudoku: bad.txt: puzzle 2, line 12, column 3: unexpected 'x'; expected a digit 1-9, 0 or '.' for an empty cell\n",
    );
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('precious');
    expect(readdirSync(dir).sort()).toEqual(['bad.txt', 'out.txt']);
  });

  it('fails on a missing input without creating the output; an empty input writes an empty one', () => {
    const dir = scratchDir();
    const missing = runCli(['solve', 'missing.txt', '-o', 'out.txt'], { cwd: dir });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('sudoku: cannot read missing.txt: no such file\n');
    expect(existsSync(join(dir, 'out.txt'))).toBe(false);
    const empty = runCli(['solve', '-', '-o', 'out.txt'], { cwd: dir, input: '# nothing\n' });
    expect(empty.status).toBe(0);
    expect(empty.stderr).toMatch(/^read 0 puzzles, solved 0 in/);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('');
    expect(runCli(['solve', '-'], { input: '' })).toMatchObject({ status: 0, stdout: '' });
  });

  it('says that standard input is a folder (sudoku solve < DIR), not that it holds no puzzle', () => {
    const dir = scratchDir();
    const folder = openSync(dir, 'r');
    try {
      for (const command of ['solve', 'count', 'all']) {
        const run = spawnSync(process.execPath, [BIN, command, '-o', 'out.txt'], {
          cwd: dir,
          stdio: [folder, 'pipe', 'pipe'],
          encoding: 'utf8',
        });
        expect(run.status, command).toBe(2);
        expect(run.stderr, command).toBe('sudoku: cannot read standard input: it is a directory\n');
      }
    } finally {
      closeSync(folder);
    }
    expect(existsSync(join(dir, 'out.txt'))).toBe(false);
  });

  it('solves with plain backtracking in each of its modes (-O erase=…, candidates=…)', () => {
    for (const modes of [[], ['-O', 'erase=xor'], ['-O', 'erase=and', '-O', 'candidates=array']]) {
      const run = runCli(['solve', '-q', '--strategy', 'backtrack', ...modes], {
        input: examplePuzzle,
      });
      expect(run, modes.join(' ')).toEqual({ status: 0, stdout: exampleSolution, stderr: '' });
    }
    const bad = runCli(['solve', '--strategy', 'backtrack', '-O', 'erase=or', '-'], {
      input: examplePuzzle,
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /^sudoku: strategy backtrack: option erase must be one of and, xor, got "or"/,
    );
    const moved = runCli(['solve', '-O', 'variant=plain', '-'], { input: examplePuzzle });
    expect(moved.status).toBe(2);
    expect(moved.stderr).toMatch(
      /^sudoku: strategy dfs has no option variant: .*--strategy backtrack/,
    );
  });

  it('rejects bad options with a usage hint', () => {
    for (const args of [
      ['solve', '-t', '0'],
      ['solve', '-f', 'xml'],
      ['solve', '-O', 'oops'],
    ]) {
      const run = runCli(args, { input: '' });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/^sudoku: .*\(see sudoku solve --help\)\n$/);
    }
  });
});

describe('sudoku strategies, --help and --version', () => {
  it('lists every installed strategy with its description', () => {
    const run = runCli(['strategies', '--json']);
    expect(run.status).toBe(0);
    // JSON Lines: one strategy a line.
    const list = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { name: string; description: string });
    // Installed: the @sudoku/solver-* dependencies, so one added by `pnpm new-strategy` is listed too.
    expect(list.map((s) => s.name)).toEqual(installedStrategyNames(Object.keys(cliDependencies)));
    expect(list.map((s) => s.name)).toEqual(
      expect.arrayContaining(['astar', 'backtrack', 'dfs', 'dlx', 'iddfs']),
    );
    expect(list.every((s) => s.description.length > 10)).toBe(true);
  });

  it('--options lists the -O options each strategy takes, with values and defaults', () => {
    const run = runCli(['strategies', '--options']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^backtrack +Plain backtracking.*\n {2}-O erase=and\|xor \(default and\): .+\n {2}-O candidates=mask\|array \(default mask\): /m,
    );
    expect(run.stdout).toMatch(/^dfs \(default\) .*\n {2}no options$/m);
    expect(run.stdout).toMatch(/^ {2}-O k=0…1000 \(any number; default 4\): /m);
    const json = run.stdout.length && runCli(['strategies', '--json']).stdout.split('\n')[1];
    expect(JSON.parse(json as string).options.map((o: { key: string }) => o.key)).toEqual([
      'erase',
      'candidates',
    ]);
    // What is listed is what works.
    const solved = runCli(['solve', '-q', '-s', 'backtrack', '-O', 'erase=xor', '-'], {
      input: EXAMPLE.puzzle,
    });
    expect(solved.status).toBe(0);
  });

  it('shows help with examples and the version, exit 0', () => {
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/sudoku -c N/);
    expect(help.stdout).toMatch(/Exit status/);
    expect(runCli(['solve', '--help']).stdout).toMatch(/Examples:/);
    const version = runCli(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
