import { shownLinks } from './chains.js';
import { BOARD, CELL, candidatePoint, cellCorner, houseRect, MARGIN, num } from './geometry.js';
import { linkPath, nodeRings } from './links.js';
import type { Picture } from './picture.js';
import { PICTURE_CSS } from './style.js';

/** Options of {@link renderSvg}. */
export interface SvgOptions {
  /**
   * Prefix of the picture's ids (its title, description and arrowhead):
   * give each picture of one page its own. Default `sudoku-picture`.
   */
  id?: string | undefined;
  /**
   * A document of its own (default true): with the SVG namespace and the
   * style sheet. False for a picture inside an HTML page that carries
   * {@link PICTURE_CSS} once.
   */
  standalone?: boolean | undefined;
  /** The chains to draw, by index (default all): one branch of forcing chains, or none. */
  chains?: readonly number[] | undefined;
  /** Draw folded chains whole (default false: their end links only). */
  unfold?: boolean | undefined;
  /** The picture's title (default the technique's name). */
  title?: string | undefined;
  /** The picture's description (default the step's sentence). */
  description?: string | undefined;
}

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const key = (cell: number, digit: number) => cell * 10 + digit;

function gridLines(): string {
  let thin = '';
  let thick = '';
  for (let i = 0; i <= 9; i++) {
    const at = MARGIN + i * CELL;
    const lines = `M${at} ${MARGIN}V${BOARD - MARGIN}M${MARGIN} ${at}H${BOARD - MARGIN}`;
    if (i % 3 === 0) thick += lines;
    else thin += lines;
  }
  return `<path class="gl" d="${thin}"/><path class="gb" d="${thick}"/>`;
}

function digitText(picture: Picture): string {
  const placed = new Map(picture.placements.map((p) => [p.cell, p.digit]));
  let out = '';
  for (let cell = 0; cell < 81; cell++) {
    const digit = picture.digits[cell] || placed.get(cell) || 0;
    if (!digit) continue;
    const { x, y } = cellCorner(cell);
    const kind = placed.has(cell)
      ? 'p'
      : picture.givens === undefined || picture.givens[cell] === digit
        ? 'g'
        : 'd';
    out += `<text class="${kind}" x="${num(x + CELL / 2)}" y="${num(y + CELL * 0.72)}">${digit}</text>`;
  }
  return out;
}

/**
 * Every candidate of the empty cells: plain, ringed by role, or struck out.
 * The plain ones, most of the board, are one `<text>` whose glyphs each get
 * their own position (x and y lists), a third of the bytes of one element
 * each: a page of a hundred pictures stays small.
 */
function candidateText(picture: Picture): string {
  const marks = new Map(picture.marks.map((m) => [key(m.cell, m.digit), m.role]));
  const struck = new Set(picture.eliminations.map((e) => key(e.cell, e.digit)));
  const placed = new Set(picture.placements.map((p) => p.cell));
  const plainX: string[] = [];
  const plainY: string[] = [];
  let plain = '';
  let ringed = '';
  let crossed = '';
  for (let cell = 0; cell < 81; cell++) {
    if (picture.digits[cell] || placed.has(cell)) continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (!(picture.candidates[cell] & (1 << (digit - 1)))) continue;
      const { x: cx, y: cy } = candidatePoint(cell, digit);
      const text = `<text x="${num(cx)}" y="${num(cy + 3)}">${digit}</text>`;
      // Chain nodes are ringed by the chain layer, branch by branch.
      const role = marks.get(key(cell, digit));
      if (struck.has(key(cell, digit))) {
        crossed += `<g class="x">${text}<path d="M${num(cx - 4)} ${num(cy + 4)}L${num(cx + 4)} ${num(cy - 4)}"/></g>`;
      } else if (role && role !== 'on' && role !== 'off') {
        ringed += `<circle class="m-${role}" cx="${num(cx)}" cy="${num(cy)}" r="4.6"/>${text}`;
      } else {
        plainX.push(num(cx));
        plainY.push(num(cy + 3));
        plain += digit;
      }
    }
  }
  const plainText =
    plain && `<text class="k" x="${plainX.join(' ')}" y="${plainY.join(' ')}">${plain}</text>`;
  return `${plainText}<g class="mk">${ringed}</g>${crossed}`;
}

/** The chains shown: their nodes' rings (under the candidates) and their links' arrows (over them). */
function chainLayers(picture: Picture, options: SvgOptions, arrow: string) {
  const which = options.chains ?? picture.chains.map((_, i) => i);
  let rings = '';
  let links = '';
  for (const i of which) {
    const chain = picture.chains[i];
    if (!chain) continue;
    rings += nodeRings(chain.nodes);
    for (const link of shownLinks(chain, options.unfold === true))
      links += `<path class="l-${link.kind}" d="${linkPath(link)}" marker-end="url(#${arrow})"/>`;
  }
  return { rings, links: links && `<g class="ln">${links}</g>` };
}

/**
 * The picture as one SVG document: the board with the pattern's houses and
 * cells shaded by role, its candidates ringed, eliminations struck out in
 * red, placements in bold, and chain links as arrows (strong solid, weak
 * dashed). Accessible: `role="img"` with the technique as its title and the
 * step's sentence as its description. A white board with dark ink, so it
 * reads the same on any page and in print.
 */
export function renderSvg(picture: Picture, options: SvgOptions = {}): string {
  const id = options.id ?? 'sudoku-picture';
  const arrow = `${id}-a`;
  const houses = picture.houses
    .map(({ unit, role }) => {
      const r = houseRect(unit);
      return `<rect class="h-${role}" x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}"/>`;
    })
    .join('');
  const cells = picture.cells
    .map(({ cell, role }) => {
      const { x, y } = cellCorner(cell);
      return `<rect class="c-${role}" x="${x}" y="${y}" width="${CELL}" height="${CELL}"/>`;
    })
    .join('');
  const witnesses = picture.witnesses
    .map((cell) => {
      const { x, y } = cellCorner(cell);
      return `<rect class="w" x="${x + 2}" y="${y + 2}" width="${CELL - 4}" height="${CELL - 4}"/>`;
    })
    .join('');
  const chains = chainLayers(picture, options, arrow);
  const standalone = options.standalone !== false;
  return (
    `<svg${standalone ? ' xmlns="http://www.w3.org/2000/svg"' : ''} class="sp" viewBox="0 0 ${BOARD} ${BOARD}" width="${BOARD * 2}" height="${BOARD * 2}" role="img" aria-labelledby="${id}-t ${id}-d">` +
    `<title id="${id}-t">${escapeXml(options.title ?? picture.name)}</title>` +
    `<desc id="${id}-d">${escapeXml(options.description ?? picture.sentence)}</desc>` +
    (standalone ? `<style>${PICTURE_CSS}</style>` : '') +
    `<defs><marker id="${arrow}" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="5" markerHeight="5" orient="auto"><path class="ah" d="M0 0L6 3L0 6z"/></marker></defs>` +
    `<rect class="bg" width="${BOARD}" height="${BOARD}"/>${houses}${cells}${gridLines()}${witnesses}` +
    `${chains.rings}${digitText(picture)}${candidateText(picture)}${chains.links}</svg>`
  );
}
