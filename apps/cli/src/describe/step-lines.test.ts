import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEP_WIDTH, stepLines } from './step-lines.js';

const chain =
  'Cell forcing chains: each candidate of r1c1 leads to r5c5 ≠ 3. One way: r1c1 = 1, then r1c2 ≠ 1 (same row), then r2c2 = 1 (last place for 1 in box 1), then r2c5 ≠ 1 (same row). The other way: r1c1 = 2, then r4c4 ≠ 2 (on the board the chain has reached, X-Chain: r4c4 = 2 ⇒ r4c9 ≠ 2 (same row) ⇒ r6c9 = 2 (last place) ⇒ r6c4 ≠ 2 (same row)).';

describe('a step written over lines', () => {
  it('breaks between sentences and links, indented under the first line, within the width', () => {
    const lines = stepLines('  3. (9.1) ', chain, 60);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toMatch(/^ {2}3\. \(9\.1\) Cell forcing chains: /);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {11}\S/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60 + 20);
    expect(lines.some((line) => line.trimStart().startsWith('then '))).toBe(true);
    expect(lines.some((line) => line.trimStart().startsWith('⇒ '))).toBe(true);
  });

  it('keeps a short step on one line', () => {
    expect(stepLines('  1. ', 'Full house: r1c1 is the last empty cell of box 1.')).toEqual([
      '  1. Full house: r1c1 is the last empty cell of box 1.',
    ]);
  });

  it('gives the text back when its lines are joined (property)', () => {
    const words = fc.constantFrom(
      'r1c1',
      '= 5',
      'then',
      '⇒',
      'One',
      'way.',
      '(same row),',
      'X',
      '.',
    );
    fc.assert(
      fc.property(
        fc.array(words, { maxLength: 60 }),
        fc.integer({ min: 20, max: STEP_WIDTH }),
        (parts, width) => {
          const text = parts.join(' ');
          const lines = stepLines('  9. ', text, width);
          expect(lines.map((l) => l.trim()).join(' ')).toBe(`9. ${text}`.trim());
        },
      ),
    );
  });
});
