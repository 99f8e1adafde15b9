import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, redo, undo } from './history.js';

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let h = createHistory('a');
    h = commit(h, 'b');
    h = commit(h, 'c');
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
  });

  it('drops the redo list on a new commit', () => {
    let h = commit(commit(createHistory(1), 2), 3);
    h = commit(undo(h), 4);
    expect(h.present).toBe(4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('leaves an empty side unchanged', () => {
    const h = createHistory('x');
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most `limit` past states, dropping the oldest', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = commit(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });

  it('law: undo after commit restores the present; redo after undo restores it', () => {
    // A small deterministic sweep (fast-check is not a dependency of the app).
    for (let n = 0; n < 12; n++) {
      let h = createHistory(-1);
      for (let v = 0; v < n; v++) h = commit(h, v * 7);
      const before = h.present;
      expect(undo(commit(h, 99)).present).toBe(before);
      if (canUndo(h)) expect(redo(undo(h)).present).toBe(before);
    }
  });
});
