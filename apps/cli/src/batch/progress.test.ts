import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN } from '../test-support/run-cli.js';

const hasScript = spawnSync('script', ['--version']).status === 0;

/**
 * What a long `count` run writes to a terminal (util-linux `script` gives it
 * one) with TERM set so, stopped with Ctrl-C after a few seconds: the bar
 * shows 0.7 s in, before any result.
 */
function onTerminal(term: string): string {
  const puzzle = `${'1'.padEnd(81, '.')}`;
  const command = `printf '%s\\n' '${puzzle}' | timeout -s INT 4 ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} count --max 1000000000000 - -o /dev/null`;
  const run = spawnSync('script', ['-qec', command, '/dev/null'], {
    encoding: 'utf8',
    env: { ...process.env, TERM: term },
  });
  return run.stdout;
}

describe('the progress bar', () => {
  it.skipIf(!hasScript)('is drawn on a terminal, and never with TERM=dumb', () => {
    const drawn = onTerminal('xterm');
    // The bar hides the cursor (ESC [?25l), then draws the line.
    expect(drawn).toContain('\x1b[?25l');
    expect(drawn).toMatch(/counting/);
    const dumb = onTerminal('dumb');
    expect(dumb).not.toContain('\x1b');
    expect(dumb).toMatch(/stopped by SIGINT/);
  });
});
