import { cellName } from '@sudoku/core';
import type { Chain } from '@sudoku/engine';

/** Sentences longer than this are shortened under a picture (chains run to thousands of characters). */
export const LONG_SENTENCE = 300;

/**
 * A step's explanation short enough to read under its picture: as it is
 * when short; else its first sentence when that is short (forcing chains
 * open with what they prove) and its last (the conclusion), or the
 * technique's name and the conclusion.
 */
export function shortSentence(explanation: string): string {
  if (explanation.length <= LONG_SENTENCE) return explanation;
  const sentences = explanation.split(/(?<=\.)\s+/);
  const last = sentences[sentences.length - 1];
  if (sentences.length > 1 && sentences[0].length <= LONG_SENTENCE / 2)
    return `${sentences[0]} … ${last}`;
  const name = explanation.slice(0, explanation.indexOf(': ') + 1);
  return sentences.length > 1 && name ? `${name} … ${last}` : explanation;
}

/** A chain as text, node by node: "r8c3 = 7 ⇒ r2c3 ≠ 7 ⇒ …" (a group's cells joined by "/"). */
export function chainText(chain: Chain): string {
  return chain
    .map((node) => `${node.cells.map(cellName).join('/')} ${node.on ? '=' : '≠'} ${node.digit}`)
    .join(' ⇒ ');
}
