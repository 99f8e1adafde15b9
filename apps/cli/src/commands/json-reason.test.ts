import { EXAMPLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

describe('--json lines', () => {
  // The README promises a `reason` on every line, null when nothing failed, so a script tests it alone.
  it.each(['solve', 'count', 'rate', 'explain', 'hint'])(
    '%s: every line has a reason, null for a done puzzle and words for a failed one',
    (command) => {
      const run = runCli([command, '--json', '-'], {
        input: `${EXAMPLE.puzzle}\n${UNSOLVABLE[0].puzzle}\n`,
      });
      const [done, failed] = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(done).toHaveProperty('reason', null);
      expect(failed.reason).toEqual(expect.stringMatching(/\w+ \w+/));
      // In the same place on both lines, so lines of one command read alike.
      const at = (line: Record<string, unknown>) => Object.keys(line).indexOf('reason');
      expect(at(failed)).toBe(at(done));
    },
  );
});
