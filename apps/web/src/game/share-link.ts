import { findConflicts, type Grid } from '@sudoku/core';
import { digitsToGrid, gridToDigits } from './grid-text.js';

/**
 * A share link carries the puzzle in the URL fragment, `#p=<81 digits>`
 * (0 = empty): the fragment never reaches a server, so any static host
 * works and the link stays readable.
 */
export function encodeShareHash(givens: Grid): string {
  return `#p=${gridToDigits(givens)}`;
}

/**
 * The puzzle of a fragment (or a whole URL), or undefined when it holds no
 * valid puzzle: `p` must be 81 characters of `0-9` or `.`, and the givens
 * must not repeat a digit. Other parameters are ignored, so links can grow.
 */
export function decodeShareHash(hashOrUrl: string): Grid | undefined {
  const at = hashOrUrl.indexOf('#');
  const fragment = at >= 0 ? hashOrUrl.slice(at + 1) : hashOrUrl;
  const params = new URLSearchParams(fragment);
  const text = params.get('p');
  if (text === null) return undefined;
  const grid = digitsToGrid(text.trim());
  if (!grid || findConflicts(grid).length > 0) return undefined;
  return grid;
}

/** The full link for a page at `baseUrl` (any fragment of it is replaced). */
export function shareUrl(baseUrl: string, givens: Grid): string {
  const at = baseUrl.indexOf('#');
  return `${at >= 0 ? baseUrl.slice(0, at) : baseUrl}${encodeShareHash(givens)}`;
}
