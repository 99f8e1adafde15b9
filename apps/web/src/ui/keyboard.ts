/**
 * Keys to game commands, as a pure function of the key event's fields so the
 * mapping is tested without a browser. Digits are read from `code` as well
 * as `key`: with Shift held, `key` is "!" or "%" on many layouts.
 */
export type Command =
  | { kind: 'move'; dRow: number; dCol: number }
  | { kind: 'digit'; digit: number; note: boolean }
  | { kind: 'erase' }
  | { kind: 'toggle-notes' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'hint' }
  | { kind: 'pause' }
  | { kind: 'escape' };

/** The fields of a KeyboardEvent the mapping reads. */
export interface KeyInput {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function digitOf(input: KeyInput): number | undefined {
  const fromCode = /^(?:Digit|Numpad)([0-9])$/.exec(input.code ?? '');
  if (fromCode) return Number(fromCode[1]);
  if (/^[0-9]$/.test(input.key)) return Number(input.key);
  return undefined;
}

/** The command of a key press, or undefined to let the browser have it. */
export function commandForKey(input: KeyInput, notesMode: boolean): Command | undefined {
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (command && !input.altKey) {
    if (key === 'z') return input.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    return undefined;
  }
  if (input.altKey) return undefined;
  const move = MOVES[input.key];
  if (move) return { kind: 'move', dRow: move[0], dCol: move[1] };
  if (input.key === 'Backspace' || input.key === 'Delete') return { kind: 'erase' };
  if (input.key === 'Escape') return { kind: 'escape' };
  const digit = digitOf(input);
  if (digit === 0) return { kind: 'erase' };
  if (digit !== undefined)
    return { kind: 'digit', digit, note: notesMode !== Boolean(input.shiftKey) };
  if (key === 'n') return { kind: 'toggle-notes' };
  if (key === 'h') return { kind: 'hint' };
  if (key === 'p') return { kind: 'pause' };
  return undefined;
}
