import { UNIT_CELLS } from '@sudoku/core';
import type { Step, TechniqueId } from '@sudoku/engine/game';
import type { PatternRole, PictureHouse } from './picture.js';

/** What the step's own fields say about its pattern, technique by technique. */
export interface StepRoles {
  houses: PictureHouse[];
  /** The role of each of the step's cells (and so of its candidates there). */
  cellRole: Map<number, PatternRole>;
}

const FISH = new Set<TechniqueId>(['x-wing', 'swordfish', 'jellyfish']);
const SMALL_WINGS = new Set<TechniqueId>(['xy-wing', 'xyz-wing']);
const LARGE_WINGS = new Set<TechniqueId>([
  'wxyz-wing',
  'vwxyz-wing',
  'uvwxyz-wing',
  'tuvwxyz-wing',
]);
const UNIQUENESS = new Set<TechniqueId>(['unique-rectangle', 'unique-loop', 'hidden-rectangle']);

function inUnit(unit: number, cell: number): boolean {
  for (let k = unit * 9; k < unit * 9 + 9; k++) if (UNIT_CELLS[k] === cell) return true;
  return false;
}

/**
 * The two sets of an ALS-XZ: the engine lists the first set's cells, then
 * the second's, each in board order, and its units are the sets' units in
 * the same order. The split is where the cells stop being in the first unit
 * and all those left are in the second; where several places fit (a cell of
 * the second set inside the first unit), the one where board order restarts.
 */
function alsSets(step: Step): PatternRole[] {
  const [one, two] = step.units;
  const cells = step.cells;
  const fits: number[] = [];
  for (let i = 1; i < cells.length; i++) {
    if (
      cells.slice(0, i).every((c) => inUnit(one, c)) &&
      cells.slice(i).every((c) => inUnit(two, c))
    )
      fits.push(i);
  }
  const split = fits.find((i) => cells[i - 1] > cells[i]) ?? fits[0] ?? cells.length;
  return cells.map((_, i) => (i < split ? 'set-a' : 'set-b'));
}

/**
 * The roles a step's fields tell: a basic fish lists its base units first
 * and its cover units after, as many of each; a wing of three cells has its
 * pivot first; a larger wing ends with the bivalue cell that pins it; the
 * uniqueness steps' cells are the rectangle or loop they keep from a deadly
 * pattern. Everything else is a `pattern` in `house`s.
 */
export function stepRoles(step: Step): StepRoles {
  const cellRole = new Map<number, PatternRole>();
  const roles: PatternRole[] = step.cells.map(() => 'pattern');
  let houses: PictureHouse[] = step.units.map((unit) => ({ unit, role: 'house' }));
  if (FISH.has(step.technique) && step.units.length % 2 === 0) {
    const size = step.units.length / 2;
    houses = step.units.map((unit, i) => ({ unit, role: i < size ? 'base' : 'cover' }));
    roles.fill('base');
  } else if (SMALL_WINGS.has(step.technique)) {
    roles.fill('pincer');
    roles[0] = 'pivot';
  } else if (LARGE_WINGS.has(step.technique)) {
    roles.fill('pivot');
    roles[roles.length - 1] = 'pincer';
  } else if (UNIQUENESS.has(step.technique)) {
    roles.fill('rectangle');
  } else if (step.technique === 'als-xz' && step.units.length === 2) {
    roles.splice(0, roles.length, ...alsSets(step));
  }
  step.cells.forEach((cell, i) => {
    if (!cellRole.has(cell)) cellRole.set(cell, roles[i]);
  });
  return { houses, cellRole };
}
