import { describe, expect, it } from 'vitest';
import { reusableState } from './reusable-state.js';

describe('reusableState', () => {
  it('makes one state and hands it to every call', () => {
    let made = 0;
    const use = reusableState(() => ({ id: ++made }));
    expect(use((s) => s.id)).toBe(1);
    expect(use((s) => s.id)).toBe(1);
    expect(made).toBe(1);
  });

  it('gives a call made while the state is in use a fresh state, and keeps the shared one', () => {
    let made = 0;
    const use = reusableState(() => ({ id: ++made }));
    const ids = use((outer) => [outer.id, use((inner) => inner.id)]);
    expect(ids).toEqual([1, 2]);
    expect(use((s) => s.id)).toBe(1);
  });

  it('frees the state when the work throws', () => {
    let made = 0;
    const use = reusableState(() => ({ id: ++made }));
    expect(() =>
      use(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(use((s) => s.id)).toBe(1);
    expect(made).toBe(1);
  });
});
