import { dataFile } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

/** The JSON lines of a run, by the index of their puzzle. */
function byIndex(stdout: string): Map<number, Record<string, unknown>> {
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return new Map(lines.map((line) => [line.index as number, line]));
}

describe('hint gives the step explain prints first, on every top95 puzzle', () => {
  it('sudoku hint --json and sudoku explain --json agree on the technique and the step', () => {
    const file = dataFile('puzzles/top95.txt');
    const hints = byIndex(runCli(['hint', '--json', file]).stdout);
    const paths = byIndex(runCli(['explain', '--json', file]).stdout);
    expect(hints.size).toBe(95);
    expect(paths.size).toBe(95);
    for (const [index, hint] of hints) {
      const first = (paths.get(index)!.steps as Record<string, unknown>[])[0];
      expect(hint.hint, `puzzle ${index}`).toBe('step');
      expect(hint.technique, `puzzle ${index}`).toBe(first.technique);
      expect(hint.step, `puzzle ${index}`).toEqual(first);
    }
  });
});
