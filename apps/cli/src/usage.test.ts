import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatGridsText, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createReporter, formatSummary } from './commands/reporter.js';
import { OUTCOMES } from './outcome.js';
import { buildProgram } from './program.js';
import { runCli, scratchDir } from './test-support/run-cli.js';

const SOLUTION = formatGridsText([parseGrid(EXAMPLE.solution)]);
const COMMANDS = [
  'solve',
  'strategies',
  'generate-grids',
  'generate',
  'rate',
  'hint',
  'explain',
  'count',
  'all',
  'merge',
  'completion',
];

describe('help texts', () => {
  it('fit 80 columns, for the program and every command', () => {
    for (const args of [['--help'], ...COMMANDS.map((c) => [c, '--help'])]) {
      const run = runCli(args);
      expect(run.status, args.join(' ')).toBe(0);
      for (const line of run.stdout.split('\n')) {
        expect(line.length, `${args.join(' ')}: ${line}`).toBeLessThanOrEqual(80);
      }
      expect(run.stdout.endsWith('\n') && !run.stdout.endsWith('\n\n'), args[0]).toBe(true);
    }
  });

  it('leave paragraphs to commander, which breaks them between words at the width', () => {
    const program = buildProgram({ reporter: createReporter(() => {}), setExit: () => {} });
    for (const command of program.commands) {
      expect(command.description(), command.name()).not.toContain('\n');
    }
    // No option shows a default that says nothing.
    const help = program.commands.map((c) => c.helpInformation()).join('\n');
    expect(help).not.toMatch(/default: (false|\{\})/);
  });

  it('document the exit statuses and --json', () => {
    const help = runCli(['--help']).stdout;
    for (const status of ['0', '1', '2', '3', '129, 130, 143', '141']) {
      expect(help).toMatch(new RegExp(`^  ${status}( |$)`, 'm'));
    }
    expect(help).toMatch(/SIGHUP, SIGINT \(Ctrl-C\) or SIGTERM/);
    // The outcome words, as outcome.ts lists them.
    const words = help.slice(help.indexOf('"status" ('), help.indexOf(') and "reason"'));
    for (const word of OUTCOMES) expect(words).toContain(word);
    // Every command that writes JSON for each puzzle is named where --json is explained.
    const paragraph = help.slice(help.indexOf('--json on')).replace(/\s+/g, ' ');
    for (const command of ['solve', 'count', 'rate', 'explain', 'hint', 'generate', 'all']) {
      expect(runCli([command, '--help']).stdout, command).toMatch(/--json/);
      expect(paragraph, command).toMatch(new RegExp(`[ ,]${command}[ ,]`));
    }
  });

  it('go to stderr when sudoku runs without arguments (exit 2), keeping stdout for results', () => {
    const run = runCli([]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(runCli(['--help']).stdout);
  });

  it('say in one line that a help topic does not exist, and print no help', () => {
    const run = runCli(['help', 'nope']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `sudoku: there is no command "nope"; the commands are ${COMMANDS.join(', ')} (see sudoku --help)\n`,
    );
    expect(runCli(['help', 'grids']).stdout).toMatch(/^Usage: sudoku generate-grids/);
  });

  it('of a command come from --help or -h before its name too, as from help NAME', () => {
    const solve = runCli(['solve', '--help']).stdout;
    expect(solve).toMatch(/^Usage: sudoku solve /);
    for (const flag of ['--help', '-h']) {
      const run = runCli([flag, 'solve']);
      expect(run.status, flag).toBe(0);
      expect(run.stdout, flag).toBe(solve);
    }
    expect(runCli(['-h', 'nope']).stderr).toMatch(/^sudoku: there is no command "nope"/);
  });
});

describe('usage errors name the option', () => {
  it.each([
    [['solve', '--format', 'xml'], '--format must be grid, line or csv, got "xml"'],
    [['-s', 'p.txt', '--strategy'], '--strategy needs a value'],
    [['-c', '5', '-o'], '--output needs a value'],
    [['-s', 'p.txt', '-t'], '--threads needs a value'],
    [['-s', 'p.txt', '-O'], '--strategy-option needs a value'],
    [['solve', '--json', '-f', 'line'], '--json cannot be used with --format'],
    [['solve', '--fromat', 'line'], "unknown option '--fromat' (did you mean --format?)"],
    [['grids', '0'], 'the number of grids N must be a whole number from 1 to 5,806,080, got "0"'],
    [['-c', 'abc'], 'the number of grids N must be a whole number from 1 to 5,806,080, got "abc"'],
    [['generate', '--seed', ''], '--seed needs a value, got an empty string'],
    [
      ['solve', '-s', 'astar', '-O', 'k=', 'p.txt'],
      'strategy astar: option k must be a number from 0 to 1000, got ""',
    ],
  ])('%j', (args, message) => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    const run = runCli(args, { cwd: dir, input: '' });
    expect(run.status).toBe(2);
    // The help of the command named on the command line; the classic -c and -s are in sudoku --help.
    const help = args[0].startsWith('-') ? 'sudoku' : `sudoku ${args[0]}`;
    expect(run.stderr).toBe(`sudoku: ${message} (see ${help} --help)\n`);
    expect(readdirSync(dir)).toEqual(['p.txt']); // no file named "--", no sudoku.txt
    expect(existsSync(join(dir, '--'))).toBe(false);
  });
});

describe('small things said right', () => {
  it('marks the default strategy beside its name, not after a description that may say "(default)"', () => {
    const lines = runCli(['strategies']).stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^dfs \(default\) +\S/));
    expect(lines.filter((l) => /^\S+ \(default\)/.test(l))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/\(default\) \(default\)/);
  });

  it('writes "1 puzzle/s" and "1 thread", not "1 puzzles/s"', () => {
    const summary = {
      puzzles: 1,
      threads: 1,
      unsolvable: 0,
      invalid: 0,
      unreadable: 0,
      elapsedMs: 1000,
    };
    const line = formatSummary(summary, 'dfs', 'out.txt');
    expect(line).toBe(
      'read 1 puzzle, solved 1 in 1.00 s (1 puzzle/s) with dfs on 1 thread → out.txt',
    );
  });

  it('names the file of a format error, and the puzzle that a too-long line belongs to', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'long.txt'), `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle}5\n`);
    for (const args of [
      ['-s', 'long.txt'],
      ['count', 'long.txt'],
      ['all', 'long.txt', '-o', 'x'],
    ]) {
      const run = runCli(args, { cwd: dir });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        /^sudoku: long\.txt: puzzle 2, line 2, column 82: unexpected '5' after the 81st cell/,
      );
    }
  });

  it('keeps an error on one line when a name holds a line break or another control character', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'a\nb.txt'), `${EXAMPLE.puzzle}x\n`);
    const cases: [string[], string][] = [
      [['solve', 'no\nsuch.txt'], 'sudoku: cannot read no\\nsuch.txt: no such file\n'],
      [
        ['solve', 'a\nb.txt'],
        "sudoku: a\\nb.txt: puzzle 1, line 1, column 82: unexpected 'x' after the 81st cell; separate a trailing comment with a space\n",
      ],
      [
        ['-c', '1', '-o', 'new\r\u001b[2Jdir/x.txt'],
        'sudoku: cannot write new\\r\\x1b[2Jdir/x.txt: no such directory ' +
          `${dir}/new\\r\\x1b[2Jdir\n`,
      ],
    ];
    for (const [args, stderr] of cases) {
      const run = runCli(args, { cwd: dir });
      expect(run.stderr).toBe(stderr);
      expect(run.status).toBe(2);
    }
  });

  it('reads a file that starts with a UTF-8 byte-order mark, and names UTF-16', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'bom.txt'), `\ufeff${EXAMPLE.puzzle}\n`);
    expect(runCli(['solve', '-q', 'bom.txt'], { cwd: dir }).stdout).toBe(SOLUTION);
    writeFileSync(join(dir, 'utf16.txt'), Buffer.from(`\ufeff${EXAMPLE.puzzle}\n`, 'utf16le'));
    const run = runCli(['solve', 'utf16.txt'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^sudoku: utf16\.txt: puzzle 1, line 1, column 1: .*UTF-16/);
  });
});
