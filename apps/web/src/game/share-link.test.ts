import { parseGrid } from '@sudoku/core';
import { CONFLICTING, EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeShareHash, readShareHash, shareUrl } from './share-link.js';

const puzzle = parseGrid(EXAMPLE.puzzle);

describe('share link', () => {
  it('encodes the givens as #p= and 81 digits', () => {
    expect(encodeShareHash(puzzle)).toBe(`#p=${EXAMPLE.puzzle}`);
  });

  it('round-trips through a full URL', () => {
    const url = shareUrl('https://example.org/sudoku/?x=1#old', puzzle);
    expect(url).toBe(`https://example.org/sudoku/?x=1#p=${EXAMPLE.puzzle}`);
    expect(readShareHash(url)).toEqual({ kind: 'puzzle', grid: puzzle });
  });

  it('accepts dots for empty cells and extra parameters', () => {
    const dotted = EXAMPLE.puzzle.replaceAll('0', '.');
    expect(readShareHash(`#v=2&p=${dotted}`)).toEqual({ kind: 'puzzle', grid: puzzle });
  });

  it('says what is wrong with a short, long, non-digit or conflicting puzzle', () => {
    expect(readShareHash('')).toEqual({ kind: 'none' });
    expect(readShareHash('#q=1')).toEqual({ kind: 'none' });
    const reason = (hash: string) => {
      const read = readShareHash(hash);
      return read.kind === 'bad' ? read.reason : `not bad: ${read.kind}`;
    };
    expect(reason(`#p=${EXAMPLE.puzzle.slice(1)}`)).toBe(
      'its puzzle has 80 digits; a puzzle has 81',
    );
    expect(reason(`#p=${EXAMPLE.puzzle}77`)).toBe('its puzzle has 83 digits; a puzzle has 81');
    expect(reason(`#p=x${EXAMPLE.puzzle.slice(1)}`)).toMatch(/"x" at position 1/);
    expect(reason(`#p=${CONFLICTING[0].puzzle}`)).toMatch(/breaks the rules: .*appears twice/);
  });

  it('never throws, and reads back every grid it encodes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const read = readShareHash(`#p=${text}`);
        expect(['none', 'puzzle', 'bad']).toContain(read.kind);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 81, maxLength: 81, max: 9 }), (cells) => {
        const read = readShareHash(encodeShareHash(cells));
        if (read.kind === 'puzzle') expect(read.grid).toEqual(cells);
        else expect(read.kind).toBe('bad');
      }),
    );
  });
});
