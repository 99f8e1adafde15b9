import type { TechniqueId } from '@sudoku/engine';
import { describe, expect, it } from 'vitest';
import { pictureOfBoard, pictureOfStep } from './describe.js';
import { candidatePoint, cellCorner, num } from './geometry.js';
import { stepHeadline } from './headline.js';
import { FOLD_KEEP, type PatternRole } from './picture.js';
import { renderSvg } from './svg.js';
import { firstHint, firstStep } from './test-steps.js';

interface Family {
  family: string;
  techniques: TechniqueId[];
  /** A puzzle (17-clue, top95 or the engine's technique examples) with such a step on its path. */
  puzzle: string;
  /** Roles the picture must give the pattern's cells. */
  roles: PatternRole[];
  chains?: boolean;
}

const FAMILIES: Family[] = [
  {
    family: 'singles',
    techniques: ['full-house', 'hidden-single', 'naked-single'],
    puzzle: '........1.....2.3...4..5..6........3.1..7....87.............8.....81..7.52.......',
    roles: ['pattern'],
  },
  {
    family: 'intersections',
    techniques: ['pointing', 'claiming'],
    puzzle: '........1.....2.3...4..5..6........3.1..7....87.............8.....81..7.52.......',
    roles: ['pattern'],
  },
  {
    family: 'subsets',
    techniques: ['naked-pair', 'hidden-pair', 'naked-triple', 'hidden-triple'],
    puzzle: '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....',
    roles: ['pattern'],
  },
  {
    family: 'fish',
    techniques: ['x-wing', 'swordfish', 'jellyfish'],
    puzzle: '3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....',
    roles: ['base'],
  },
  {
    family: 'wings',
    techniques: ['xy-wing', 'xyz-wing'],
    puzzle: '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....',
    roles: ['pivot', 'pincer'],
  },
  {
    family: 'uniqueness',
    techniques: ['unique-rectangle', 'unique-loop', 'hidden-rectangle'],
    puzzle: '........1.....2.3...4..5..6........3.1..7....87.............8.....81..7.52.......',
    roles: ['rectangle'],
  },
  {
    family: 'single-digit patterns',
    techniques: ['skyscraper', 'two-string-kite', 'turbot-fish', 'empty-rectangle'],
    puzzle: '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...',
    roles: ['pattern'],
    chains: true,
  },
  {
    family: 'chains and loops',
    techniques: ['x-cycle', 'xy-cycle', 'aic-loop', 'x-chain', 'xy-chain', 'w-wing', 'aic'],
    puzzle: '........1.....2.3...4..5..6........3.1..7....87.............8.....81..7.52.......',
    roles: ['pattern'],
    chains: true,
  },
  {
    family: 'ALS',
    techniques: ['als-xz'],
    puzzle: '..8.9.1...6.5...2......6....3.1.7.5.........9..4...3...5....2...7...3.8.2..7....4',
    roles: ['set-a', 'set-b'],
  },
  {
    family: 'forcing chains',
    techniques: ['cell-forcing-chains', 'unit-forcing-chains', 'dynamic-cell-forcing-chains'],
    puzzle: '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56',
    roles: ['pattern'],
    chains: true,
  },
];

/** How many times `needle` occurs in `text`. */
function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('every technique family: a first hint that names it, drawn with its pattern', () => {
  it.each(FAMILIES)('$family', ({ techniques, puzzle, roles, chains }) => {
    // The position a player who applied every hint so far reaches: its first hint is of the family.
    const { position, step } = firstHint(puzzle, techniques);
    expect(techniques).toContain(step.technique);
    expect(stepHeadline(step)).toMatch(new RegExp(`^${step.name.split(' ')[0]}`, 'i'));
    const picture = pictureOfStep(position, step);
    const svg = renderSvg(picture, { unfold: true });

    // Every cell of the pattern is shaded, with the family's roles.
    expect(picture.cells.map((c) => c.cell).sort()).toEqual([...new Set(step.cells)].sort());
    expect(new Set(picture.cells.map((c) => c.role))).toEqual(new Set(roles));
    for (const { cell, role } of picture.cells) {
      const { x, y } = cellCorner(cell);
      expect(svg).toContain(`<rect class="c-${role}" x="${x}" y="${y}"`);
    }
    // Its candidates are ringed (or, for chains, their nodes are).
    for (const { cell, digit, role } of picture.marks) {
      const { x, y } = candidatePoint(cell, digit);
      const ring = role === 'on' || role === 'off' ? `n-${role}` : `m-${role}`;
      expect(svg).toContain(`<circle class="${ring}" cx="${num(x)}" cy="${num(y)}"`);
    }
    if (step.placements.length > 0) {
      // A single's candidate is its placement, drawn as the digit, with the digits it rests on.
      const { x, y } = cellCorner(step.placements[0].cell);
      expect(svg).toContain(`<text class="p" x="${x + 15}" y="${num(y + 30 * 0.72)}">`);
      if (step.technique !== 'full-house') expect(picture.witnesses.length).toBeGreaterThan(0);
    } else expect(picture.marks.length).toBeGreaterThan(0);
    if (chains) {
      const links = step.chains.reduce((sum, chain) => sum + chain.length - 1, 0);
      expect(links).toBeGreaterThan(0);
      expect(count(svg, '<path class="l-')).toBe(links);
    } else {
      expect(svg).not.toContain('<path class="l-');
    }
    expect(svg).toContain(`<title id="sudoku-picture-t">${step.name}</title>`);
  });

  it('fish: base lines and cover lines are told apart', () => {
    const { position, step } = firstStep(FAMILIES[3].puzzle, ['x-wing', 'swordfish']);
    const { houses } = pictureOfStep(position, step);
    const size = step.units.length / 2;
    expect(houses.filter((h) => h.role === 'base').map((h) => h.unit)).toEqual(
      step.units.slice(0, size),
    );
    expect(houses.filter((h) => h.role === 'cover').map((h) => h.unit)).toEqual(
      step.units.slice(size),
    );
  });

  it('wings: the pivot is the cell that sees both pincers', () => {
    const { position, step } = firstStep(FAMILIES[4].puzzle, ['xy-wing']);
    const { cells } = pictureOfStep(position, step);
    expect(cells.filter((c) => c.role === 'pivot').map((c) => c.cell)).toEqual([step.cells[0]]);
    expect(cells.filter((c) => c.role === 'pincer')).toHaveLength(2);
  });

  it('ALS-XZ: the two sets are the ones the sentence names', () => {
    const { position, step } = firstStep(FAMILIES[8].puzzle, ['als-xz']);
    const { cells } = pictureOfStep(position, step);
    const named = step.explanation.match(/ALS-XZ: (.*?) in /)?.[1] ?? '';
    const setA = cells.filter((c) => c.role === 'set-a').map((c) => c.cell);
    expect(setA.length).toBeGreaterThan(0);
    for (const cell of setA)
      expect(named).toContain(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
  });
});

describe('a board alone', () => {
  it('draws the givens and nothing of a step', () => {
    const grid = new Uint8Array(81);
    grid[0] = 5;
    const svg = renderSvg(
      pictureOfBoard(
        { digits: grid, candidates: new Uint16Array(81), givens: grid },
        'The puzzle',
        '1 given',
      ),
    );
    expect(svg).toContain('<title id="sudoku-picture-t">The puzzle</title>');
    expect(svg).toContain('<text class="g" x="17" y="23.6">5</text>');
    expect(svg).not.toMatch(/<circle|class="x"|class="p"|class="l-/);
  });
});

describe('nested forcing chains', () => {
  // Easter Monster with r1c4 = 3 given: nested forcing chains from its second step.
  const NESTED =
    '1..3....2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

  it('a long branch is folded to its ends on the board, and whole when unfolded', () => {
    const { position, step } = firstStep(NESTED, ['nested-forcing-chains']);
    const picture = pictureOfStep(position, step);
    const folded = picture.chains.filter((c) => c.folded);
    expect(folded.length).toBeGreaterThan(0);
    const shown = picture.chains.reduce(
      (sum, c) => sum + (c.folded ? 2 * FOLD_KEEP : c.links.length),
      0,
    );
    expect(count(renderSvg(picture), '<path class="l-')).toBe(shown);
    const all = step.chains.reduce((sum, c) => sum + c.length - 1, 0);
    expect(count(renderSvg(picture, { unfold: true }), '<path class="l-')).toBe(all);
    picture.chains.forEach((_, i) => {
      const branch = renderSvg(picture, { chains: [i], unfold: true });
      expect(count(branch, '<path class="l-')).toBe(step.chains[i].length - 1);
    });
  });
});
