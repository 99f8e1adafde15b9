import type { CellDigit, Step } from '@sudoku/engine/game';
import { pictureChain } from './chains.js';
import type { Picture, PictureCell, PictureMark, Position } from './picture.js';
import { stepRoles } from './roles.js';
import { witnessesOf } from './witnesses.js';

const key = (cell: number, digit: number) => cell * 10 + digit;

/** The list without repeats, first occurrence kept. */
function once(list: readonly CellDigit[]): CellDigit[] {
  const seen = new Set<number>();
  return list.filter(({ cell, digit }) => {
    const k = key(cell, digit);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * What to draw for `step` on the board `position` (the board the engine
 * read it on): the pattern's houses, cells and candidates by role, what the
 * step removes and places, and every chain link by link. A candidate a chain
 * passes through takes the role of its first node (`on` or `off`); one the
 * step removes is only struck out, and one it places is drawn as the digit.
 *
 * `before` are steps taken first on the same board whose removals it does
 * not show yet (a hint's deductions before its placement): their
 * eliminations are struck out too.
 */
export function pictureOfStep(
  position: Position,
  step: Step,
  before: readonly Step[] = [],
): Picture {
  const { houses, cellRole } = stepRoles(step);
  const cells: PictureCell[] = [...cellRole].map(([cell, role]) => ({ cell, role }));
  const eliminations = once([...before.flatMap((s) => s.eliminations), ...step.eliminations]);
  const placements = once(step.placements);
  const drawnOtherwise = new Set([...eliminations, ...placements].map((c) => key(c.cell, c.digit)));
  const marks = new Map<number, PictureMark>();
  const mark = (m: PictureMark) => {
    const k = key(m.cell, m.digit);
    if (!drawnOtherwise.has(k) && !marks.has(k)) marks.set(k, m);
  };
  for (const chain of step.chains)
    for (const node of chain)
      for (const cell of node.cells)
        mark({ cell, digit: node.digit, role: node.on ? 'on' : 'off' });
  for (const { cell, digit } of step.candidates)
    mark({ cell, digit, role: cellRole.get(cell) ?? 'pattern' });
  return {
    ...pictureOfBoard(position, step.name, step.explanation),
    technique: step.technique,
    houses,
    cells,
    witnesses: witnessesOf(position.digits, step),
    marks: [...marks.values()],
    eliminations,
    placements,
    chains: step.chains.map(pictureChain),
  };
}

/** A board alone, with no step: the puzzle at the start of a path, say, under a name and a sentence of your own. */
export function pictureOfBoard(position: Position, name: string, sentence: string): Picture {
  return {
    technique: undefined,
    name,
    sentence,
    digits: Array.from(position.digits),
    candidates: Array.from(position.candidates),
    givens: position.givens ? Array.from(position.givens) : undefined,
    houses: [],
    cells: [],
    witnesses: [],
    marks: [],
    eliminations: [],
    placements: [],
    chains: [],
  };
}
