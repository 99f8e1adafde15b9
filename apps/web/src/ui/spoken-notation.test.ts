import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spokenParts } from './spoken-notation.js';

const said = (text: string) =>
  spokenParts(text)
    .map((p) => (typeof p === 'string' ? p : p.spoken))
    .join('');
const shown = (text: string) =>
  spokenParts(text)
    .map((p) => (typeof p === 'string' ? p : p.shown))
    .join('');

describe('spoken notation', () => {
  it('says cell names as rows and columns, groups included', () => {
    expect(said('Hidden single: r1c2 holds 5.')).toBe('Hidden single: row 1, column 2 holds 5.');
    expect(said('r12c3 and r4c567')).toBe('rows 1 and 2, column 3 and row 4, columns 5, 6 and 7');
  });

  it('says the chain symbols in words', () => {
    expect(said('r4c5 = 3 ⇒ r4c8 ≠ 3')).toBe('row 4, column 5 = 3 so row 4, column 8 is not 3');
  });

  it('leaves words that only look like notation alone', () => {
    expect(said('arc1c2 r0c1 r1c')).toBe('arc1c2 r0c1 r1c');
  });

  it('shows any text exactly as written', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('r', 'c', '1', '9', '0', ' ', '≠', '⇒', 'x') }),
        (text) => {
          expect(shown(text)).toBe(text);
        },
      ),
    );
  });
});
