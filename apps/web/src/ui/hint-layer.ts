import type { CellDigit, ChainNode } from '@sudoku/engine/game';
import { type Picture, shownLinks } from '@sudoku/pictures';
// The drawing's styles come with this on-demand module, so they are not part of the start-up CSS.
import drawingCss from '../styles/hint-drawing.css?inline';

const SVG = 'http://www.w3.org/2000/svg';

// The board's lines and the notes' inset, in CSS pixels (board.css): a cell's box holds its
// right and bottom line, and its notes sit 2 px inside the rest.
const NOTES_INSET = 2;
const THICK_LINE = 2.5;
const RING_STROKE = 0.035;

/** The line at the end of row or column `index`: thick between boxes, none at the edge. */
function lineAfter(index: number): number {
  return index === 8 ? 0 : index % 3 === 2 ? THICK_LINE : 1;
}

/** Where the note in row or column `k` (0-2) of line `index` sits, in board units; `px` = pixels per unit. */
function noteAt(index: number, k: number, px: number): number {
  const notes = px - lineAfter(index) - 2 * NOTES_INSET;
  return index + (NOTES_INSET + ((k + 0.5) * notes) / 3) / px;
}

/** Centre of candidate `digit` of `cell`, in board units (a cell is 1×1), over its note. */
function spot(cell: number, digit: number, px: number): [number, number] {
  const d = digit - 1;
  return [noteAt(cell % 9, d % 3, px), noteAt(Math.floor(cell / 9), Math.floor(d / 3), px)];
}

/** The largest ring that stays a pixel clear of every cell's lines (a third of the narrowest notes area). */
function ringRadius(px: number): number {
  const notes = px - THICK_LINE - 2 * NOTES_INSET;
  return Math.min(0.15, (NOTES_INSET + notes / 6 - 1) / px - RING_STROKE / 2);
}

/** Centre of a chain node: its candidate, or the middle of a group's candidates. */
function nodeSpot(node: ChainNode, px: number): [number, number] {
  const points = node.cells.map((cell) => spot(cell, node.digit, px));
  const n = Math.max(points.length, 1);
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

function el(name: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A unit's box in board units: rows (0-8), columns (9-17), boxes (18-26). */
function unitBox(unit: number): { x: number; y: number; width: number; height: number } {
  if (unit < 9) return { x: 0, y: unit, width: 9, height: 1 };
  if (unit < 18) return { x: unit - 9, y: 0, width: 1, height: 9 };
  const box = unit - 18;
  return { x: (box % 3) * 3, y: Math.floor(box / 3) * 3, width: 3, height: 3 };
}

/**
 * Draws a shown hint's picture (from `@sudoku/pictures`) over the board as
 * SVG (one unit per cell): a fish's base and cover lines outlined (solid
 * and dashed), the pattern's cells framed by role (pivot, pincer, the
 * rectangle, the two sets of an ALS pair), its candidates ringed by role, the
 * ones it removes struck out, chain nodes (green when assumed true, blue
 * when false) and the links between them, solid for strong links and
 * dashed for weak ones (a long chain's ends only), and the digit it places.
 */
export class HintLayer {
  private drawn: Picture | undefined;

  constructor(private readonly svg: SVGSVGElement) {
    const style = document.createElement('style');
    style.textContent = drawingCss;
    document.head.append(style);
    const defs = el('defs', {});
    const marker = el('marker', {
      id: 'hint-arrow',
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 5,
      markerHeight: 5,
      orient: 'auto-start-reverse',
    });
    marker.append(el('path', { d: 'M0 0 10 5 0 10z', class: 'arrow-head' }));
    defs.append(marker);
    svg.append(defs);
  }

  render(picture: Picture | undefined): void {
    if (picture === this.drawn) return;
    this.drawn = picture;
    for (const node of [...this.svg.children]) if (node.tagName !== 'defs') node.remove();
    this.svg.classList.toggle('shown', picture !== undefined);
    if (!picture) return;
    // Pixels per cell: the rings sit over the notes and stay clear of the lines at any board size.
    const px = this.svg.getBoundingClientRect().width / 9 || 60;
    const r = ringRadius(px);
    const candidate = ({ cell, digit }: CellDigit, kind: string) => {
      const [x, y] = spot(cell, digit, px);
      const g = el('g', { class: `cand ${kind}` });
      g.append(el('circle', { cx: x, cy: y, r }), el('text', { x, y: y + 0.005 }, String(digit)));
      const s = r * 0.85;
      if (kind === 'removed') g.append(el('line', { x1: x - s, y1: y + s, x2: x + s, y2: y - s }));
      this.svg.append(g);
    };
    for (const { unit, role } of picture.houses) {
      if (role === 'house') continue;
      const box = unitBox(unit);
      const inset = role === 'base' ? 0.04 : 0.1;
      this.svg.append(
        el('rect', {
          x: box.x + inset,
          y: box.y + inset,
          width: box.width - 2 * inset,
          height: box.height - 2 * inset,
          class: `house ${role}`,
        }),
      );
    }
    for (const { cell, role } of picture.cells) {
      if (role === 'pattern' || role === 'on' || role === 'off') continue;
      const [x, y] = [cell % 9, Math.floor(cell / 9)];
      this.svg.append(
        el('rect', { x: x + 0.07, y: y + 0.07, width: 0.86, height: 0.86, class: `frame ${role}` }),
      );
    }
    // A chain's candidates are drawn as its nodes, below; the rest of the pattern is ringed by role.
    for (const m of picture.marks)
      if (m.role !== 'on' && m.role !== 'off') candidate(m, `used ${m.role}`);
    for (const c of picture.eliminations) candidate(c, 'removed');
    const nodes = new Map<string, ChainNode>();
    for (const chain of picture.chains) {
      for (const link of shownLinks(chain)) {
        for (const node of [link.from, link.to])
          nodes.set(`${node.cells}:${node.digit}:${node.on}`, node);
        this.link(link.from, link.to, link.kind === 'strong', px, r);
      }
    }
    for (const node of nodes.values()) {
      for (const cell of node.cells) candidate({ cell, digit: node.digit }, node.on ? 'on' : 'off');
    }
    for (const { cell, digit } of picture.placements) {
      this.svg.append(
        el(
          'text',
          { x: (cell % 9) + 0.5, y: Math.floor(cell / 9) + 0.54, class: 'placement' },
          String(digit),
        ),
      );
    }
  }

  /** An arrow from one node to the next: solid for a strong link, dashed for a weak one. */
  private link(from: ChainNode, to: ChainNode, strong: boolean, px: number, r: number): void {
    const [x1, y1] = nodeSpot(from, px);
    const [x2, y2] = nodeSpot(to, px);
    // Stop short of the nodes' rings, and bow the line so links between the same cells stay apart.
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const gap = r + 0.02;
    const [ax, ay, bx, by] = [x1 + ux * gap, y1 + uy * gap, x2 - ux * gap, y2 - uy * gap];
    const mx = (ax + bx) / 2 - uy * 0.15 * len ** 0.5;
    const my = (ay + by) / 2 + ux * 0.15 * len ** 0.5;
    this.svg.append(
      el('path', {
        d: `M${ax} ${ay}Q${mx} ${my} ${bx} ${by}`,
        class: `link ${strong ? 'strong' : 'weak'}`,
        'marker-end': 'url(#hint-arrow)',
      }),
    );
  }
}
