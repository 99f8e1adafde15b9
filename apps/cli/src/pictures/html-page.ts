import type { Step } from '@sudoku/engine';
import { escapeXml, PICTURE_CSS, type Picture, renderSvg } from '@sudoku/pictures';
import { ratingText } from '../step-json.js';
import { chainText, shortSentence } from './sentences.js';

/** The page's own style: one block per step, a page break between steps in print. */
const PAGE_CSS = [
  ':root{color-scheme:light}',
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2933;background:#fff;max-width:46rem;margin:0 auto;padding:1rem}',
  'h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem}h3{font-size:1.05rem;margin:0 0 .5rem}',
  'figure{margin:0}svg.sp{display:block;width:100%;max-width:30rem}',
  '.step,.puzzle-board{border-top:1px solid #cbd2d9;padding:1rem 0}',
  '.difficulty{color:#52606d;font-weight:400}',
  '.chain{overflow-wrap:anywhere;font-size:.9rem}',
  'details{margin:.5rem 0}summary{cursor:pointer;color:#1d4ed8}',
  '.branches figure{margin:.75rem 0}',
  '.legend{font-size:.9rem;color:#52606d}',
  '@media print{body{max-width:none}.step{break-before:page;break-inside:avoid}summary{color:inherit}}',
].join('');

/** The page's start: its title, both style sheets, and a key to the pictures. */
export function pageStart(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>${PAGE_CSS}${PICTURE_CSS}</style>
</head>
<body>
<main>
<h1>${escapeXml(title)}</h1>
<p class="legend">Each step is drawn on the board it is read on: the pattern's cells are shaded and its candidates ringed, removed candidates are struck out in red, placed digits are bold and underlined, and chains are arrows, solid for a strong link and dashed for a weak one.</p>
`;
}

export function pageEnd(): string {
  return '</main>\n</body>\n</html>\n';
}

/** A figure of one picture, with its ids under `id`. */
function figure(
  picture: Picture,
  id: string,
  options: Parameters<typeof renderSvg>[1] = {},
): string {
  return `<figure>${renderSvg(picture, { ...options, id, standalone: false })}</figure>`;
}

/**
 * One step's block: its heading, its picture, its sentence (a long one
 * shortened to its conclusion, the whole of it folded under), and, for
 * forcing chains, each branch on a board of its own; a folded chain opens to
 * a picture with every link.
 */
export function stepBlock(picture: Picture, step: Step, number: number, id: string): string {
  const heading = `<h3 id="${id}-h">${number}. ${escapeXml(step.name)} <span class="difficulty">(${ratingText(step.difficulty)})</span></h3>`;
  const short = shortSentence(step.explanation);
  let body = figure(picture, id, { title: `Step ${number}: ${step.name}`, description: short });
  body += `<p>${escapeXml(short)}</p>`;
  if (short !== step.explanation)
    body += `<details><summary>The whole reasoning</summary><p class="chain">${escapeXml(step.explanation)}</p></details>`;
  const { chains } = picture;
  if (chains.length > 1) {
    const branches = chains
      .map((_, i) => {
        const text = `Branch ${i + 1} of ${chains.length}: ${chainText(step.chains[i])}`;
        return `${figure(picture, `${id}-b${i + 1}`, { chains: [i], unfold: true, title: `Step ${number}, branch ${i + 1}`, description: text })}<p class="chain">${escapeXml(text)}</p>`;
      })
      .join('');
    body += `<details class="branches"><summary>Branch by branch (${chains.length} branches)</summary>${branches}</details>`;
  } else if (chains[0]?.folded) {
    const links = chains[0].links.length;
    body += `<details class="branches"><summary>The whole chain (${links} links)</summary>${figure(picture, `${id}-c`, { unfold: true, title: `Step ${number}, the whole chain`, description: chainText(step.chains[0]) })}</details>`;
  }
  return `<section class="step" aria-labelledby="${id}-h">${heading}${body}</section>\n`;
}

/** The puzzle's heading and board, before its steps. */
export function puzzleStart(heading: string, summary: string, board: Picture, id: string): string {
  return `<h2 id="${id}-h">${escapeXml(heading)}</h2>\n<section class="puzzle-board" aria-labelledby="${id}-h"><p>${escapeXml(summary)}</p>${figure(board, id)}</section>\n`;
}

/** A paragraph after a puzzle's steps (how the path ends) or instead of them (why there are none). */
export function paragraph(text: string): string {
  return `<p>${escapeXml(text)}</p>\n`;
}
