import type { Chain, Step } from '@sudoku/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureOfStep as describeStep } from './describe.js';
import { candidatePoint, num } from './geometry.js';
import { FOLD_KEEP, FOLD_LINKS } from './picture.js';
import { escapeXml, renderSvg } from './svg.js';
import { pathOf } from './test-steps.js';

const count = (text: string, needle: string) => text.split(needle).length - 1;

const candidate = fc.record({ cell: fc.nat(80), digit: fc.integer({ min: 1, max: 9 }) });
const node = fc.record({
  cells: fc.uniqueArray(fc.nat(80), { minLength: 1, maxLength: 3 }),
  digit: fc.integer({ min: 1, max: 9 }),
  on: fc.boolean(),
});
const chain: fc.Arbitrary<Chain> = fc.array(node, { minLength: 2, maxLength: 30 });

/** A step of any shape on an empty board with every candidate: the laws hold whatever the technique. */
const anyStep: fc.Arbitrary<Step> = fc.record({
  technique: fc.constantFrom(
    'aic' as const,
    'x-wing' as const,
    'xy-wing' as const,
    'als-xz' as const,
  ),
  name: fc.constant('A step'),
  difficulty: fc.constant(5),
  placements: fc.array(candidate, { maxLength: 2 }),
  eliminations: fc.array(candidate, { maxLength: 12 }),
  cells: fc.uniqueArray(fc.nat(80), { maxLength: 8 }),
  candidates: fc.array(candidate, { maxLength: 10 }),
  units: fc.uniqueArray(fc.nat(26), { maxLength: 4 }),
  chains: fc.array(chain, { maxLength: 4 }),
  uniqueness: fc.constant(false),
  explanation: fc.string(),
});
const emptyBoard = { digits: new Uint8Array(81), candidates: new Uint16Array(81).fill(0x1ff) };

describe('laws of the picture', () => {
  it('every elimination is struck out exactly once, where its candidate is', () => {
    fc.assert(
      fc.property(anyStep, (step) => {
        const placed = new Set(step.placements.map((p) => p.cell));
        const picture = describeStep(emptyBoard, step);
        const listed = picture.eliminations.map((e) => `${e.cell},${e.digit}`);
        expect(new Set(listed).size).toBe(listed.length);
        expect(new Set(listed)).toEqual(
          new Set(step.eliminations.map((e) => `${e.cell},${e.digit}`)),
        );
        const svg = renderSvg(picture);
        const struck = new Set(
          step.eliminations
            .filter(
              (e) =>
                !placed.has(e.cell) &&
                !step.placements.some((p) => p.cell === e.cell && p.digit === e.digit),
            )
            .map((e) => `${e.cell},${e.digit}`),
        );
        expect(count(svg, '<g class="x">')).toBe(struck.size);
        for (const k of struck) {
          const [cell, digit] = k.split(',').map(Number);
          const { x, y } = candidatePoint(cell, digit);
          expect(count(svg, `<g class="x"><text x="${num(x)}" y="${num(y + 3)}">${digit}<`)).toBe(
            1,
          );
        }
      }),
    );
  });

  it('every chain link becomes one arrow, strong from off to on and weak otherwise', () => {
    fc.assert(
      fc.property(anyStep, (step) => {
        const picture = describeStep(emptyBoard, step);
        const svg = renderSvg(picture, { unfold: true });
        const links = step.chains.flatMap((c) => c.slice(1).map((to, i) => [c[i], to] as const));
        const strong = links.filter(([from, to]) => !from.on && to.on).length;
        expect(count(svg, '<path class="l-strong"')).toBe(strong);
        expect(count(svg, '<path class="l-weak"')).toBe(links.length - strong);
        expect(picture.chains.map((c) => c.links.length)).toEqual(
          step.chains.map((c) => c.length - 1),
        );
      }),
    );
  });

  it('a folded chain shows its end links on the board, all of them when unfolded', () => {
    fc.assert(
      fc.property(chain, (nodes) => {
        const step: Step = {
          technique: 'nested-forcing-chains',
          name: 'Forcing chains',
          difficulty: 9.5,
          placements: [],
          eliminations: [],
          cells: [],
          candidates: [],
          units: [],
          chains: [nodes],
          uniqueness: false,
          explanation: 'x',
        };
        const picture = describeStep(emptyBoard, step);
        const links = nodes.length - 1;
        expect(picture.chains[0].folded).toBe(links > FOLD_LINKS);
        const shown = count(renderSvg(picture), '<path class="l-');
        expect(shown).toBe(links > FOLD_LINKS ? 2 * FOLD_KEEP : links);
        expect(count(renderSvg(picture, { unfold: true }), '<path class="l-')).toBe(links);
        expect(count(renderSvg(picture, { chains: [] }), '<path class="l-')).toBe(0);
      }),
    );
  });

  it('a placement is drawn once, as a digit', () => {
    fc.assert(
      fc.property(anyStep, (step) => {
        const svg = renderSvg(describeStep(emptyBoard, step));
        const cells = new Set(step.placements.map((p) => p.cell));
        expect(count(svg, '<text class="p"')).toBe(cells.size);
      }),
    );
  });

  it('text is escaped: the title and description hold no markup', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeXml(text)).not.toMatch(/[<>"']|&(?!#\d+;)/);
      }),
    );
  });

  it('on a real path, each step’s eliminations are struck out once and nothing else is', () => {
    const path = pathOf(
      '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    );
    expect(path.length).toBeGreaterThan(20);
    for (const { position, step } of path) {
      const svg = renderSvg(describeStep(position, step));
      expect(count(svg, '<g class="x">'), step.explanation).toBe(step.eliminations.length);
    }
  });
});

describe('steps before', () => {
  it('their eliminations are struck out with the step’s own, each once', () => {
    fc.assert(
      fc.property(anyStep, fc.array(anyStep, { maxLength: 3 }), (step, before) => {
        const picture = describeStep(emptyBoard, step, before);
        const all = [...before, step].flatMap((s) =>
          s.eliminations.map((e) => `${e.cell},${e.digit}`),
        );
        expect(picture.eliminations.map((e) => `${e.cell},${e.digit}`).sort()).toEqual(
          [...new Set(all)].sort(),
        );
      }),
    );
  });
});
