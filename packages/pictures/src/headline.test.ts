import { makeStep } from '@sudoku/engine';
import { describe, expect, it } from 'vitest';
import { housesToLook, stepHeadline, whereToLook } from './headline.js';
import { firstStep } from './test-steps.js';

const SKYSCRAPER_PUZZLE =
  '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...';

describe("a hint's headline and where to look", () => {
  it('names the technique as its sentence opens, digit included', () => {
    const { step } = firstStep(SKYSCRAPER_PUZZLE, ['skyscraper', 'two-string-kite', 'turbot-fish']);
    expect(stepHeadline(step)).toMatch(/^(Skyscraper|Two-string kite|Turbot fish) on [1-9]$/);
    expect(whereToLook(step)).toMatch(
      /^(Skyscraper|Two-string kite|Turbot fish) on [1-9]: look at (rows?|columns?|box) .*\.$/,
    );
  });

  it('leaves out a notation note, and falls back on the name', () => {
    const step = (explanation: string) =>
      makeStep({ technique: 'grouped-aic', name: 'Grouped AIC', difficulty: 7, explanation });
    expect(stepHeadline(step('Grouped AIC (r9c79 = 9 means 9 is in r9c7 or r9c9): r8c7 = 9'))).toBe(
      'Grouped AIC',
    );
    expect(stepHeadline(step('no colon here'))).toBe('Grouped AIC');
  });

  it('looks at the units of a step, or the boxes of a pattern without any', () => {
    const wing = makeStep({
      technique: 'xy-wing',
      name: 'XY-Wing',
      difficulty: 4.2,
      explanation: 'XY-Wing: r7c1 holds 5 or 8; …',
      cells: [54, 9, 65],
    });
    expect(housesToLook(wing)).toEqual([24, 18]);
    expect(whereToLook(wing)).toBe('XY-Wing: look at boxes 7 and 1.');
    const pointing = makeStep({
      technique: 'pointing',
      name: 'Pointing',
      difficulty: 2.6,
      explanation: 'Pointing: in box 5, …',
      cells: [40],
      units: [22, 14, 22],
    });
    expect(housesToLook(pointing)).toEqual([22, 14]);
    expect(whereToLook(pointing)).toBe('Pointing: look at box 5 and column 6.');
  });
});
