import type { CellDigit } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import type { ShownHint } from '../app/state.js';
import { cellWords } from '../game/grid-text.js';
import { type Position, placeDigit } from '../game/position.js';
import type { Practice } from '../game/session.js';

/**
 * Takes candidates out of the notes. A cell without notes first gets the
 * candidates the hint read there (what its peers allow), so the notes show
 * what is left and the next hint reads on from it; so does a cell whose
 * notes the hint set aside for leaving out the answer.
 */
export function eliminateInNotes(
  position: Position,
  eliminations: readonly CellDigit[],
  read: ArrayLike<number>,
  setAside: readonly number[] = [],
): Position {
  const notes = position.notes.slice();
  for (const { cell } of eliminations) {
    if (notes[cell] === 0 || setAside.includes(cell)) notes[cell] = read[cell];
  }
  for (const { cell, digit } of eliminations) notes[cell] &= ~(1 << (digit - 1));
  return { values: position.values, notes, placedBy: position.placedBy };
}

/** "Removed 9 from the notes of row 2, column 3 and 2 more cells." */
function removedWords(eliminations: readonly CellDigit[]): string {
  const cells = [...new Set(eliminations.map((e) => e.cell))];
  const digits = [...new Set(eliminations.map((e) => e.digit))];
  const what = digits.length === 1 ? String(digits[0]) : `${eliminations.length} candidates`;
  const where =
    cells.length === 1
      ? cellWords(cells[0])
      : `${cellWords(cells[0])} and ${cells.length - 1} more cell${cells.length === 2 ? '' : 's'}`;
  return `Removed ${what} from the notes of ${where}.`;
}

/** The practice's count of hints that named its technique, one more when this one did. */
function practiceMet(practice: Practice | undefined, technique: string | undefined) {
  if (!practice || practice.technique !== technique) return {};
  return { practice: { ...practice, met: (practice.met ?? 0) + 1 } };
}

/**
 * Applies a shown step or fallback: its eliminations leave the notes, its
 * digits go in (marked as the hint's), one move Undo takes back, one hint
 * counted (and, in a practice game, one meeting with its technique).
 */
export function applyStep(ctx: Context, shown: ShownHint): void {
  const { session, settings } = ctx.state;
  const { picture, hint } = shown;
  const setAside = 'wrongNotes' in hint ? (hint.wrongNotes ?? []) : [];
  let position = eliminateInNotes(
    shown.position,
    picture.eliminations,
    picture.candidates,
    setAside,
  );
  for (const { cell, digit } of picture.placements) {
    const placed = placeDigit(
      session.givens,
      position,
      cell,
      digit,
      { clashes: settings.clashes, autoRemoveNotes: settings.autoRemoveNotes },
      true,
    );
    if (!placed.ok) {
      ctx.say(placed.message, 'error');
      return;
    }
    position = placed.position;
  }
  const technique = hint.kind === 'step' ? hint.step.technique : undefined;
  commitPosition(ctx, position, {
    hintsUsed: session.hintsUsed + 1,
    ...practiceMet(session.practice, technique),
  });
  const first = picture.placements[0];
  ctx.say(
    first
      ? `${first.digit} placed in ${cellWords(first.cell)}.`
      : removedWords(picture.eliminations),
    'success',
  );
}
