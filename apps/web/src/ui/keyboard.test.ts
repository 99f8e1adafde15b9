import { describe, expect, it } from 'vitest';
import { commandForKey } from './keyboard.js';

describe('commandForKey', () => {
  it('maps arrows to moves', () => {
    expect(commandForKey({ key: 'ArrowUp' }, false)).toEqual({ kind: 'move', dRow: -1, dCol: 0 });
    expect(commandForKey({ key: 'ArrowRight' }, false)).toEqual({ kind: 'move', dRow: 0, dCol: 1 });
  });

  it('maps digits to placements, and to notes with Shift or in notes mode', () => {
    expect(commandForKey({ key: '5', code: 'Digit5' }, false)).toEqual({
      kind: 'digit',
      digit: 5,
      note: false,
    });
    expect(commandForKey({ key: '%', code: 'Digit5', shiftKey: true }, false)).toEqual({
      kind: 'digit',
      digit: 5,
      note: true,
    });
    expect(commandForKey({ key: '7', code: 'Numpad7' }, true)).toEqual({
      kind: 'digit',
      digit: 7,
      note: true,
    });
    // Shift inverts notes mode, so a digit can still be placed while taking notes.
    expect(commandForKey({ key: '&', code: 'Digit7', shiftKey: true }, true)).toEqual({
      kind: 'digit',
      digit: 7,
      note: false,
    });
  });

  it('maps Escape to escape (cancel a search, close a hint, clear the selection)', () => {
    expect(commandForKey({ key: 'Escape' }, false)).toEqual({ kind: 'escape' });
  });

  it('maps Backspace, Delete and 0 to erase', () => {
    for (const key of ['Backspace', 'Delete', '0'])
      expect(commandForKey({ key }, false)).toEqual({ kind: 'erase' });
  });

  it('maps undo and redo shortcuts, and leaves other Ctrl keys to the browser', () => {
    expect(commandForKey({ key: 'z', ctrlKey: true }, false)).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'Z', metaKey: true, shiftKey: true }, false)).toEqual({
      kind: 'redo',
    });
    expect(commandForKey({ key: 'y', ctrlKey: true }, false)).toEqual({ kind: 'redo' });
    expect(commandForKey({ key: 'r', ctrlKey: true }, false)).toBeUndefined();
    expect(commandForKey({ key: '5', code: 'Digit5', ctrlKey: true }, false)).toBeUndefined();
  });

  it('maps letters N, H and P, and ignores others', () => {
    expect(commandForKey({ key: 'N', shiftKey: true }, false)).toEqual({ kind: 'toggle-notes' });
    expect(commandForKey({ key: 'h' }, false)).toEqual({ kind: 'hint' });
    expect(commandForKey({ key: 'P', shiftKey: true }, false)).toEqual({ kind: 'pause' });
    expect(commandForKey({ key: 'q' }, false)).toBeUndefined();
    expect(commandForKey({ key: 'Tab' }, false)).toBeUndefined();
  });
});
