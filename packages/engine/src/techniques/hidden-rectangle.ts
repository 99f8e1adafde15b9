import { BOX_OF, COL_OF, cellName, maskDigits, POPCOUNT, ROW_OF, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import { listCells } from '../words.js';

/**
 * Hidden rectangle: four cells A, B, C, D on two rows, two columns and two
 * boxes all hold digits x and y, A holds nothing else, and in D's row and D's
 * column x appears only in the rectangle. If D were y, x would fill the
 * rectangle's other cells of D's row and column (C and B), so A, seeing both,
 * would be y: the four cells could swap x and y and the puzzle would have two
 * solutions. So D is not y.
 *
 * Sudoku Explainer has no hidden-rectangle producer. It rates 4.5 here: on the
 * reference's scale every unique-rectangle deduction (types 1, 2 and 4, the
 * last also read through a conjugate pair) rates 4.5, only sets and longer
 * loops adding to it, and a hidden rectangle is a rectangle read through two
 * conjugate pairs. It runs right after the unique loops, so it never changes
 * a rating the reference's techniques reach at 4.5 or below.
 */

/** Places of a digit in a row or column other than the given cells. */
function elsewhere(
  candidates: Uint16Array,
  line: 'row' | 'column',
  index: number,
  bit: number,
  skip: number[],
): boolean {
  for (let k = 0; k < 9; k++) {
    const cell = line === 'row' ? index * 9 + k : k * 9 + index;
    if (!skip.includes(cell) && candidates[cell] & bit) return true;
  }
  return false;
}

export function findHiddenRectangle(state: CandidateState): Step | undefined {
  const { candidates } = state;
  for (let a = 0; a < 81; a++) {
    const pair = candidates[a];
    if (POPCOUNT[pair] !== 2) continue;
    const [r1, c1] = [ROW_OF[a], COL_OF[a]];
    for (let c2 = 0; c2 < 9; c2++) {
      const b = r1 * 9 + c2;
      if (c2 === c1 || (candidates[b] & pair) !== pair) continue;
      for (let r2 = 0; r2 < 9; r2++) {
        const c = r2 * 9 + c1;
        const d = r2 * 9 + c2;
        if (r2 === r1 || (candidates[c] & pair) !== pair || (candidates[d] & pair) !== pair)
          continue;
        if (new Set([a, b, c, d].map((x) => BOX_OF[x])).size !== 2) continue;
        for (const x of maskDigits(pair)) {
          const bit = 1 << (x - 1);
          if (
            elsewhere(candidates, 'row', r2, bit, [c, d]) ||
            elsewhere(candidates, 'column', c2, bit, [b, d])
          )
            continue;
          const y = maskDigits(pair & ~bit)[0];
          const cells = [a, b, c, d];
          return makeStep({
            technique: 'hidden-rectangle',
            name: 'Hidden rectangle',
            difficulty: 4.5,
            eliminations: [{ cell: d, digit: y }],
            cells,
            candidates: cells.flatMap((cell) => [x, y].map((digit) => ({ cell, digit }))),
            units: [r2, 9 + c2],
            uniqueness: true,
            explanation: `Hidden rectangle: ${listCells(cells)} all hold ${x} and ${y}, ${cellName(a)} nothing else; in ${unitName(r2)} and ${unitName(9 + c2)}, ${x} can only go in the rectangle, so if ${cellName(d)} were ${y}, ${cellName(c)} and ${cellName(b)} would be ${x} and ${cellName(a)} ${y}, and ${x} and ${y} could be swapped around the four cells for a second solution: remove ${y} from ${cellName(d)}.`,
          });
        }
      }
    }
  }
  return undefined;
}

export const HIDDEN_RECTANGLE = defineTechnique(
  { id: 'hidden-rectangle', name: 'Hidden rectangle', difficulty: [4.5, 4.5], uniqueness: true },
  findHiddenRectangle,
);
