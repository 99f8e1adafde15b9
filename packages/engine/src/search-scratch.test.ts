import { describe, expect, it } from 'vitest';
import { type SearchContext, SearchScratch, scratchOf, withScratch } from './search-scratch.js';

class Part {
  readonly table = new Int32Array(4);
}
class OtherPart {}

describe('search scratch', () => {
  it('makes each part once a scratch, and a scratch of its own for each', () => {
    const a = new SearchScratch();
    const b = new SearchScratch();
    expect(a.get(Part)).toBe(a.get(Part));
    expect(a.get(Part)).not.toBe(b.get(Part));
    expect(a.get(OtherPart)).toBeInstanceOf(OtherPart);
  });

  it('gives a call inside another call a scratch the outer call is not holding', () => {
    const held: SearchScratch[] = [];
    withScratch((outer) => {
      held.push(outer);
      withScratch((inner) => {
        held.push(inner);
        withScratch((innermost) => held.push(innermost));
      });
    });
    expect(new Set(held).size).toBe(3);
  });

  it('hands a scratch given back to the next call, also when the call threw', () => {
    const first = withScratch((scratch) => scratch);
    expect(withScratch((scratch) => scratch)).toBe(first);
    let thrown: SearchScratch | undefined;
    expect(() =>
      withScratch((scratch) => {
        thrown = scratch;
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(withScratch((scratch) => scratch)).toBe(thrown);
  });

  it("reads a solver's scratch from the context, and makes a fresh one for a technique called alone", () => {
    const context: SearchContext = { unique: true, scratch: new SearchScratch() };
    expect(scratchOf(context)).toBe(context.scratch);
    const alone = scratchOf({ unique: true });
    expect(alone).toBeInstanceOf(SearchScratch);
    expect(scratchOf({ unique: true })).not.toBe(alone);
  });
});
