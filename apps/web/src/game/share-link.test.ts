import { gridFromString } from '@sudoku/core';
import { CONFLICTING, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { decodeShareHash, encodeShareHash, shareUrl } from './share-link.js';

const puzzle = gridFromString(EXAMPLE.puzzle);

describe('share link', () => {
  it('encodes the givens as #p= and 81 digits', () => {
    expect(encodeShareHash(puzzle)).toBe(`#p=${EXAMPLE.puzzle}`);
  });

  it('round-trips through a full URL', () => {
    const url = shareUrl('https://example.org/sudoku/?x=1#old', puzzle);
    expect(url).toBe(`https://example.org/sudoku/?x=1#p=${EXAMPLE.puzzle}`);
    expect(decodeShareHash(url)).toEqual(puzzle);
  });

  it('accepts dots for empty cells and extra parameters', () => {
    const dotted = EXAMPLE.puzzle.replaceAll('0', '.');
    expect(decodeShareHash(`#v=2&p=${dotted}`)).toEqual(puzzle);
  });

  it('rejects a missing, short, non-digit or conflicting puzzle', () => {
    expect(decodeShareHash('')).toBeUndefined();
    expect(decodeShareHash('#q=1')).toBeUndefined();
    expect(decodeShareHash(`#p=${EXAMPLE.puzzle.slice(1)}`)).toBeUndefined();
    expect(decodeShareHash(`#p=x${EXAMPLE.puzzle.slice(1)}`)).toBeUndefined();
    expect(decodeShareHash(`#p=${CONFLICTING[0].puzzle}`)).toBeUndefined();
  });
});
