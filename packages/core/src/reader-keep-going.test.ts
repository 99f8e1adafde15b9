import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLVABLE } from '../../testing/src/fixtures.js';
import type { PuzzleFormatError } from './errors.js';
import { gridToString } from './grid.js';
import { PuzzleReader } from './reader.js';

/** Everything a reader that reads on past errors reports, by index. */
function readOn(text: string, chunk = text.length) {
  const puzzles = new Map<number, string>();
  const errors = new Map<number, PuzzleFormatError>();
  const reader = new PuzzleReader((cells, index) => puzzles.set(index, gridToString(cells)), {
    onError: (error, index) => errors.set(index, error),
  });
  const bytes = new TextEncoder().encode(text);
  for (let at = 0; at < bytes.length; at += Math.max(1, chunk)) {
    reader.push(bytes.subarray(at, at + Math.max(1, chunk)));
  }
  reader.end();
  return { puzzles, errors, read: reader.puzzlesRead };
}

const [A, B, C] = SOLVABLE.map((f) => f.puzzle.replaceAll('0', '.'));
const grid = (p: string) =>
  p
    .match(/.{9}/g)!
    .map((row) => row.split('').join(' '))
    .join('\n');

describe('PuzzleReader with onError: reading on past a bad line', () => {
  it('skips a bad line of one-line puzzles alone; the bad puzzle keeps its place in the numbering', () => {
    const { puzzles, errors, read } = readOn(`${A}\n${B!.slice(0, 30)}x${B!.slice(31)}\n${C}\n`);
    expect([...puzzles]).toEqual([
      [0, A],
      [2, C],
    ]);
    expect(errors.get(1)!.location).toEqual({ puzzle: 2, line: 2, column: 31 });
    expect(errors.get(1)!.reason).toMatch(/^unexpected 'x'/);
    expect(read).toBe(3);
  });

  it('skips a bad grid to its blank line, and reads the next grid whole', () => {
    const bad = grid(B!).replace(/^(.{4})./m, '$1x');
    const { puzzles, errors } = readOn(`${grid(A!)}\n\n${bad}\n\n${grid(C!)}\n`);
    expect([...puzzles]).toEqual([
      [0, A],
      [2, C],
    ]);
    expect(errors.get(1)!.location).toMatchObject({ puzzle: 2, line: 11 });
  });

  it('blames an 82nd cell on the puzzle already read, a line cut short and a cut end on theirs', () => {
    const { puzzles, errors } = readOn(`${A}5\n${B!.slice(0, 80)}\n${C}\n${A!.slice(0, 27)}`);
    expect([...puzzles.keys()]).toEqual([0, 2]);
    expect([...errors.keys()]).toEqual([0, 1, 3]);
    expect(errors.get(0)!.reason).toMatch(/after the 81st cell/);
    expect(errors.get(1)!.reason).toMatch(/this line has 80 cells/);
    expect(errors.get(3)!.reason).toMatch(/the input ends inside a puzzle: 27 of 81/);
  });

  it('reads a bad first line alone when it is as long as a one-line puzzle', () => {
    const { puzzles, errors } = readOn(`${A!.slice(0, 10)}?${A!.slice(11)}\n${B}\n`);
    expect([...puzzles]).toEqual([[1, B]]);
    expect([...errors.keys()]).toEqual([0]);
  });

  it('reads every good line of a file of one-line puzzles with bad lines mixed in, however it is cut (property)', () => {
    const line = fc.oneof(
      fc.constantFrom(A!, B!, C!),
      // A character replaced by a stray one, a digit too many, a cell too few.
      fc
        .tuple(fc.constantFrom(A!, B!), fc.nat(80), fc.constantFrom('x', 'é', '+5', '-'))
        .map(([p, at, bad]) =>
          bad === '+5'
            ? `${p.slice(0, at)}5${p.slice(at)}`
            : bad === '-'
              ? `${p.slice(0, at)}${p.slice(at + 1)}`
              : `${p.slice(0, at)}${bad}${p.slice(at + 1)}`,
        ),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.nat(100), (lines, chunk) => {
        const { puzzles, errors, read } = readOn(`${lines.join('\n')}\n`, chunk + 1);
        // Every index is a puzzle or an error; a puzzle with an error too (an 82nd cell) is bad.
        expect(new Set([...puzzles.keys(), ...errors.keys()]).size).toBe(read);
        expect(read).toBe(lines.length);
        const kept = [...puzzles].filter(([i]) => !errors.has(i)).map(([, p]) => p);
        expect(kept).toEqual(lines.filter((l) => [A, B, C].includes(l)));
      }),
    );
  });
});
