import { LADDER } from '@sudoku/engine';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

/** The lowest and highest rating the engine gives a technique, as the help writes them ("6.5"). */
function range(id: string): [string, string] {
  const technique = LADDER.find((t) => t.id === id);
  if (!technique) throw new Error(`no technique ${id}`);
  return [technique.difficulty[0].toFixed(1), technique.difficulty[1].toFixed(1)];
}

describe('sudoku rate --help', () => {
  it("names the scale's landmarks at the ratings the engine gives them", () => {
    const help = runCli(['rate', '--help']).stdout.replace(/\s+/g, ' ');
    const [chainsLow, chainsHigh] = range('chains-and-cycles');
    expect(help).toContain(`${range('xy-wing')[0]} XY-Wing`);
    expect(help).toContain(`${chainsLow}-${chainsHigh} chains`);
    expect(help).toContain(`${range('dynamic-forcing-chains')[0]} dynamic forcing chains`);
    expect(help).toContain(`${range('nested-forcing-chains')[0]}+ nested forcing chains`);
  });
});
