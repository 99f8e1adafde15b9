import { describe, expect, it } from 'vitest';
import { runCli } from './test-support/run-cli.js';

/** The JSON keys an example line of a help text shows, in order. */
function keysShown(line: string): string[] {
  return [...line.matchAll(/"(\w+)":/g)].map((m) => m[1] as string);
}

describe('help examples do what their help shows', () => {
  it('sudoku generate --help: the givens-and-symmetry example reaches its target', () => {
    const help = runCli(['generate', '--help']).stdout;
    const example = help.match(/\$ sudoku generate (--givens .*)/)?.[1];
    expect(example).toBeDefined();
    const run = runCli(['generate', ...(example as string).trim().split(/\s+/), '-f', 'line']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/could not reach|missed the target/);
  });

  it('sudoku hint --help: the --json example shows the first keys as hint writes them', () => {
    const help = runCli(['hint', '--help']).stdout;
    const shown = keysShown(help.slice(help.indexOf('$ sudoku hint --json')));
    const written = keysShown(
      runCli(['hint', '--json', '-'], {
        input:
          '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n',
      }).stdout,
    );
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual(written.slice(0, shown.length));
  });

  it('sudoku --help: exit status 1 names the several solutions that rate and explain refuse', () => {
    const run = runCli(['rate', '-q', '-'], { input: `123456789\n${'.........\n'.repeat(8)}` });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('several-solutions\n');
    const help = runCli(['--help']).stdout;
    const status1 = help.slice(help.indexOf('\n  1 '), help.indexOf('\n  2 '));
    expect(status1.replace(/\s+/g, ' ')).toContain('several solutions');
  });
});
