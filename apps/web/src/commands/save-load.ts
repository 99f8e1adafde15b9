import { countGivens, type Grid, gridsEqual } from '@sudoku/core';
import { formatGameFile, parseGameFile } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { commitPosition, mayLeaveGame, startSession } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { createHistory } from '../game/history.js';
import { completion, positionOf } from '../game/position.js';
import { createSession } from '../game/session.js';
import { formatCount } from '../ui/stats.js';

/** The name Save gives the game file. */
export const GAME_FILE = 'sudoku-game.txt';
/** Save files are a few hundred bytes; anything far larger is not one. */
export const MAX_GAME_FILE_BYTES = 64 * 1024;

/** Save: the board, a blank line, then the givens (the Qt game's file, with the given digits as marks). */
export function save(ctx: Context): void {
  const text = formatGameFile({
    givens: ctx.state.session.givens,
    current: present(ctx.state).values,
  });
  ctx.download(GAME_FILE, new Blob([text], { type: 'text/plain;charset=utf-8' }));
  ctx.say(`Game saved as ${GAME_FILE}.`, 'success');
}

/** The file picker's answer: only its name, size and text are read. */
export interface GameFileInput {
  name: string;
  size: number;
  text(): Promise<string>;
}

/**
 * Load a game file, ours or the Qt game's (whose givens matrix marks givens
 * with 1s). A bad file gets one line naming what is wrong, and the game is kept.
 */
export async function load(ctx: Context, file: GameFileInput): Promise<void> {
  const refuse = (why: string) =>
    ctx.say(`Could not load “${file.name}”: ${why}. Your game is unchanged.`, 'error');
  if (file.size > MAX_GAME_FILE_BYTES) {
    refuse(`it is ${formatCount(file.size)} bytes, far too big for a game file`);
    return;
  }
  let game: { givens: Grid; current: Grid };
  try {
    game = parseGameFile(await file.text());
  } catch (error) {
    refuse((error as Error).message);
    return;
  }
  const position = positionOf(game.current);
  // A file of a solved game loads finished: its clock must not run with nothing left to do.
  const finished = completion(game.givens, position).state === 'solved';
  const { session } = ctx.state;
  const same = gridsEqual(game.givens, session.givens);
  // The puzzle being played (Save, then Load): one move, so its clock, rating and Undo stay.
  if (!finished && same) {
    commitPosition(ctx, position);
    ctx.say(`Loaded “${file.name}” on this puzzle's board. Undo brings back the board you had.`);
    return;
  }
  if (!(await mayLeaveGame(ctx, 'Load this game'))) {
    ctx.say('Your game goes on; the file was not loaded.');
    return;
  }
  // Solved, the same puzzle is a new game, but still the puzzle it was: its label and rating stay.
  const loaded = same
    ? {
        ...createSession(game.givens, session.label, session.rating),
        ...(session.practice && { practice: session.practice }),
      }
    : createSession(game.givens, 'Loaded game');
  startSession(ctx, { ...loaded, history: createHistory(position), finished }, 'push');
  ctx.say(
    `Loaded “${file.name}”: ${countGivens(game.givens)} givens.${finished ? ' It is already solved: start a new game when you like.' : ''}`,
    'success',
  );
}
