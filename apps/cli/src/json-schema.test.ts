import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONFLICTING,
  EASTER_MONSTER,
  EXAMPLE,
  MULTI_SOLUTION,
  SOLVABLE,
  UNSOLVABLE,
} from '@sudoku/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from './outcome.js';
import { runCli, scratchDir } from './test-support/run-cli.js';

const SCHEMA = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../schema/sudoku-output.schema.json'),
    'utf8',
  ),
);
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
});
ajv.addSchema(SCHEMA, 'sudoku-output');

/** Good puzzles and every way a puzzle can fail, one a line. */
const GOOD = [EXAMPLE.puzzle, SOLVABLE[0]!.puzzle];
const BAD = [UNSOLVABLE[0]!.puzzle, CONFLICTING[0]!.puzzle, MULTI_SOLUTION[0]!.puzzle];
const INPUT = `${[...GOOD, ...BAD].join('\n')}\n`;

/** Every line of `sudoku ARGS` validated against the command's definition and the whole schema. */
function validLines(command: string, args: string[], input = INPUT) {
  const run = runCli([command, '--json', '-q', ...args], { input });
  expect(run.stderr).not.toMatch(/Error|internal/);
  const lines = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(lines.length).toBeGreaterThan(0);
  const own = ajv.getSchema(`sudoku-output#/$defs/${command}`)!;
  const any = ajv.getSchema('sudoku-output')!;
  for (const line of lines) {
    expect(own(line), `${command}: ${JSON.stringify(line)}\n${ajv.errorsText(own.errors)}`).toBe(
      true,
    );
    expect(any(line)).toBe(true);
  }
  return lines;
}

const statuses = (lines: { status: string }[]) => lines.map((l) => l.status);

describe('schema/sudoku-output.schema.json', () => {
  it('is a valid JSON Schema whose outcome words are the CLI’s, the library’s first', () => {
    expect(ajv.validateSchema(SCHEMA)).toBe(true);
    expect(SCHEMA.$defs.outcome.enum).toEqual([...OUTCOMES]);
    expect(OUTCOMES.slice(0, 4)).toEqual(['solved', 'unsolvable', 'invalid', 'aborted']);
  });

  it('defines every field once: each command writes only fields the shared record defines', () => {
    const shared = Object.keys(SCHEMA.$defs.record.properties);
    for (const command of ['solve', 'rate', 'explain', 'hint', 'count', 'generate', 'all']) {
      for (const name of SCHEMA.$defs[command].propertyNames.enum) expect(shared).toContain(name);
    }
  });

  it('matches strategies --json: one installed strategy a line, with its -O options', () => {
    const run = runCli(['strategies', '--json']);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const own = ajv.getSchema('sudoku-output#/$defs/strategy')!;
    const any = ajv.getSchema('sudoku-output')!;
    for (const line of lines) {
      expect(own(line), `${JSON.stringify(line)}\n${ajv.errorsText(own.errors)}`).toBe(true);
      expect(any(line)).toBe(true);
    }
    expect(lines.map((l) => l.name)).toContain('dfs');
    expect(lines.filter((l) => l.default).map((l) => l.name)).toEqual(['dfs']);
  });

  it('matches solve --json, with and without --stats, on good and bad puzzles', () => {
    const lines = validLines('solve', ['-']);
    expect(statuses(lines)).toEqual(['solved', 'solved', 'unsolvable', 'invalid', 'solved']);
    expect(lines.map((l) => l.index)).toEqual([1, 2, 3, 4, 5]);
    expect(lines[0].input).toBe(EXAMPLE.puzzle.replaceAll('0', '.'));
    validLines('solve', ['--stats', '-']);
  });

  it('matches rate, explain and hint --json, a time limit included', () => {
    expect(statuses(validLines('rate', ['-']))).toEqual([
      'solved',
      'solved',
      'unsolvable',
      'invalid',
      'several-solutions',
    ]);
    validLines('explain', ['-']);
    expect(statuses(validLines('hint', ['-']))).toEqual([
      'solved',
      'solved',
      'unsolvable',
      'invalid',
      'solved',
    ]);
    // Lines that are not puzzles, read past with --keep-going.
    const unreadable = `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle.replace('9', 'x')}\n${EXAMPLE.puzzle}5\n`;
    for (const command of ['solve', 'rate', 'explain', 'hint', 'count']) {
      const lines = validLines(command, ['--keep-going', '-'], unreadable);
      expect(statuses(lines)).toEqual(['solved', 'invalid', 'invalid']);
      expect(lines[1]).toMatchObject({ input: null, givens: null });
    }
    const hard = `${EASTER_MONSTER.puzzle}\n`;
    for (const command of ['rate', 'explain', 'hint']) {
      expect(statuses(validLines(command, ['--time-limit', '0.001', '-'], hard))).toEqual([
        'timeout',
      ]);
    }
  });

  it('matches count, generate (a missed target too) and all --json', () => {
    expect(statuses(validLines('count', ['-']))).toEqual([
      'solved',
      'solved',
      'unsolvable',
      'invalid',
      'solved',
    ]);
    validLines('generate', ['-n', '3', '-S', '1']);
    const missed = validLines('generate', [
      '-g',
      '17',
      '--attempts',
      '1',
      '-S',
      '1',
      '--best-effort',
    ]);
    expect(statuses(missed)).toEqual(['missed-target']);
    const dir = scratchDir();
    for (const puzzle of [EXAMPLE.puzzle, ...BAD]) {
      validLines('all', ['-', '-o', join(dir, 'out.txt')], `${puzzle}\n`);
    }
  });
});
