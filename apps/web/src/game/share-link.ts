import { describeConflict, findConflicts, type Grid } from '@sudoku/core';
import { gridToDigits } from './grid-text.js';

/**
 * A share link carries the puzzle in the URL fragment, `#p=<81 digits>`
 * (0 or . = empty): the fragment never reaches a server, so any static host
 * works and the link stays readable.
 */
export function encodeShareHash(givens: Grid): string {
  return `#p=${gridToDigits(givens)}`;
}

/** What a fragment holds: no puzzle at all, a puzzle, or a broken one and why. */
export type SharedPuzzle =
  | { kind: 'none' }
  | { kind: 'puzzle'; grid: Grid }
  | { kind: 'bad'; reason: string };

/**
 * The puzzle of a fragment (or a whole URL). `p` must be 81 characters of
 * `0-9` or `.` whose givens repeat no digit; anything else is `bad` with a
 * reason for the player ("it has 80 digits; a puzzle has 81"). Other
 * parameters are ignored, so links can grow.
 */
export function readShareHash(hashOrUrl: string): SharedPuzzle {
  const at = hashOrUrl.indexOf('#');
  const fragment = at >= 0 ? hashOrUrl.slice(at + 1) : hashOrUrl;
  const text = new URLSearchParams(fragment).get('p')?.trim();
  if (text === undefined) return { kind: 'none' };
  const chars = [...text];
  const bad = chars.findIndex((ch) => !/^[0-9.]$/.test(ch));
  if (bad >= 0) {
    const shown = JSON.stringify(chars[bad]);
    return {
      kind: 'bad',
      reason: `its puzzle has ${shown} at position ${bad + 1}, and only the digits 0-9 and . may appear`,
    };
  }
  if (chars.length !== 81) {
    return {
      kind: 'bad',
      reason: `its puzzle has ${chars.length} digit${chars.length === 1 ? '' : 's'}; a puzzle has 81`,
    };
  }
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) grid[i] = chars[i] === '.' ? 0 : chars[i].charCodeAt(0) - 48;
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return {
      kind: 'bad',
      reason: `its puzzle breaks the rules: ${describeConflict(conflicts[0])}`,
    };
  }
  return { kind: 'puzzle', grid };
}

/** The full link for a page at `baseUrl` (any fragment of it is replaced). */
export function shareUrl(baseUrl: string, givens: Grid): string {
  const at = baseUrl.indexOf('#');
  return `${at >= 0 ? baseUrl.slice(0, at) : baseUrl}${encodeShareHash(givens)}`;
}
