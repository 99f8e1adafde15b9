import { describe, expect, it } from 'vitest';
import { LONG_SENTENCE, shortSentence } from './sentences.js';

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => `r${(i % 9) + 1}c1 ≠ 5 (same row)`).join(' ⇒ ');

describe('shortSentence', () => {
  it('keeps a short sentence as it is', () => {
    const text = 'Hidden single: in box 4, 4 can only go in r6c2.';
    expect(shortSentence(text)).toBe(text);
  });

  it('keeps the opening of forcing chains and their conclusion', () => {
    const text = `Cell forcing chains: whatever r7c6 holds (3, 4 or 5), r8c5 ≠ 3. r7c6 = 3 ⇒ ${links(20)}. So remove 3 from r8c5.`;
    expect(text.length).toBeGreaterThan(LONG_SENTENCE);
    expect(shortSentence(text)).toBe(
      'Cell forcing chains: whatever r7c6 holds (3, 4 or 5), r8c5 ≠ 3. … So remove 3 from r8c5.',
    );
  });

  it('keeps the name and the conclusion when the chain is the first sentence', () => {
    const text = `Alternating inference chain: r8c1 = 9 ⇒ ${links(20)}. Assuming r8c1 = 9 leads to its opposite, so remove 9 from r8c1.`;
    expect(shortSentence(text)).toBe(
      'Alternating inference chain: … Assuming r8c1 = 9 leads to its opposite, so remove 9 from r8c1.',
    );
  });
});
