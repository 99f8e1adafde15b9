import { BOX_OF } from '@sudoku/core';
import { listUnits, type Step } from '@sudoku/engine';

/**
 * A step's headline: its technique as its sentence opens ("Skyscraper on
 * 9", "Naked pair", "Grouped skyscraper (finned X-Wing) on 7"), without a
 * notation note such as "(r9c79 = 9 means …)"; the name when the sentence
 * opens otherwise.
 */
export function stepHeadline(step: Pick<Step, 'name' | 'explanation'>): string {
  const colon = step.explanation.indexOf(': ');
  if (colon < 0) return step.name;
  const head = step.explanation.slice(0, colon).replace(/ \([^)]*=[^)]*\)$/, '');
  return head.length <= step.name.length + 30 ? head : step.name;
}

/**
 * Where to look for a step, as houses (0-8 rows, 9-17 columns, 18-26
 * boxes): its own units, or for a pattern without any (wings, chains, a
 * naked single) the boxes its cells are in, in the order first met.
 */
export function housesToLook(step: Step): number[] {
  if (step.units.length > 0) return [...new Set(step.units)];
  const cells = [
    ...step.cells,
    ...step.chains.flatMap((chain) => chain.flatMap((node) => node.cells)),
    ...step.placements.map((p) => p.cell),
  ];
  return [...new Set(cells.map((cell) => 18 + BOX_OF[cell]))];
}

/**
 * The first stage of a hint, naming the technique and where it is, not
 * what it finds: "Skyscraper on 9: look at rows 1 and 8 and column 8."
 */
export function whereToLook(step: Step): string {
  return `${stepHeadline(step)}: look at ${listUnits(housesToLook(step))}.`;
}
