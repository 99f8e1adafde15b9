import { DIFFICULTIES, type Difficulty, dailySeed } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { mayLeaveGame, startSession } from '../app/game-flow.js';
import { RECENT_KEY, readRecent, takeRecent } from '../game/recent-games.js';
import { createSession } from '../game/session.js';
import { formatCount } from '../ui/stats.js';
import type { GenerateTask } from '../worker/protocol.js';

/** What the New game menu asks for. */
export type NewGameChoice =
  | { kind: 'difficulty'; difficulty: string }
  | { kind: 'givens'; givens: number; unique: boolean }
  /** A puzzle whose hardest step is of this kind (an engine technique id), to practise it. */
  | { kind: 'technique'; technique: string; name: string }
  /** The daily puzzle of `day` ("YYYY-MM-DD") at this level: the same for every player. */
  | { kind: 'daily'; difficulty: string; day: string };

/** "medium" → "Medium". */
export function difficultyLabel(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The engine's difficulty words, easiest first: the New game menu's choices. */
export const LEVELS: readonly string[] = DIFFICULTIES;

/**
 * A new puzzle. A game with progress is left only when the player agrees
 * (and is then set aside, so Back resumes it). Difficulties are the
 * engine's rating and always unique; by number of givens, "unique" is kept
 * when asked and possible (17 givens or more), else the puzzle is only
 * guaranteed solvable, and the message says so.
 */
export async function newGame(ctx: Context, choice: NewGameChoice): Promise<void> {
  const playing = ctx.state.session.daily;
  if (
    choice.kind === 'daily' &&
    playing?.day === choice.day &&
    playing.difficulty === choice.difficulty
  ) {
    ctx.say(`This is ${dailyWords(choice)} already.`);
    return;
  }
  if (!(await mayLeaveGame(ctx, 'Start a new game'))) {
    ctx.say('Your game goes on.');
    return;
  }
  let task: GenerateTask;
  let label: string;
  if (choice.kind === 'difficulty' || choice.kind === 'daily') {
    const difficulty = LEVELS.includes(choice.difficulty) ? choice.difficulty : LEVELS[1];
    task = { type: 'generate', difficulty, unique: true };
    label = difficultyLabel(difficulty);
    if (choice.kind === 'daily') {
      task.seed = dailySeed(choice.day, difficulty as Difficulty);
      label = `Daily ${difficulty}`;
    }
  } else if (choice.kind === 'technique') {
    task = { type: 'generate', technique: choice.technique, unique: true };
    label = `${choice.name} practice`;
  } else {
    const { givens } = choice;
    // 81 givens would be a full board: nothing to play, and a link the game refuses.
    if (!Number.isInteger(givens) || givens < 0 || givens > 80) {
      ctx.say('Choose a number of givens from 0 to 80.', 'error');
      return;
    }
    if (givens === 0) {
      startSession(ctx, createSession(new Uint8Array(81), 'Custom puzzle'), 'push');
      ctx.say(
        'An empty board: type your puzzle, then press Lock (in Tools) to make its digits the givens.',
      );
      return;
    }
    task = { type: 'generate', givens, unique: choice.unique && givens >= 17 };
    label = task.unique ? `${givens} givens` : `${givens} givens, solvable`;
  }
  const article = /^[aeiou]/i.test(label) ? 'an' : 'a';
  const what =
    choice.kind === 'difficulty'
      ? `${article} ${label.toLowerCase()} puzzle`
      : choice.kind === 'technique'
        ? `a puzzle to practise ${choice.name}`
        : choice.kind === 'daily'
          ? dailyWords(choice)
          : `a puzzle with ${choice.givens} givens`;
  const outcome = await ctx.run(`Making ${what}…`, task, {
    boardBound: true,
    setsUpBoard: true,
    // A hard level can take thousands of tries: the count shows the search is alive.
    progress: ({ count }) => `Making ${what}… ${formatCount(count)} tried`,
  });
  if (!outcome.ok) {
    if (outcome.reason === 'cancelled') ctx.say('New game cancelled; your game is unchanged.');
    if (outcome.reason === 'board-changed')
      ctx.say('New game cancelled, since you went on playing.');
    return;
  }
  const made = outcome.result;
  if (choice.kind === 'daily' && resumeDaily(ctx, made.puzzle, what)) return;
  const actual =
    choice.kind === 'difficulty' && made.rating ? difficultyLabel(made.rating.difficulty) : label;
  // A puzzle with one solution checks mistakes against it; a "solvable" one may have others.
  const session = createSession(
    made.puzzle,
    actual,
    made.rating,
    task.unique ? made.solution : undefined,
  );
  const practice =
    choice.kind === 'technique' ? { technique: choice.technique, name: choice.name } : undefined;
  const daily =
    choice.kind === 'daily' ? { day: choice.day, difficulty: task.difficulty ?? '' } : undefined;
  startSession(ctx, { ...session, ...(practice && { practice }), ...(daily && { daily }) }, 'push');
  // Remembered only once the game is made: a cancelled New game leaves the last choice.
  if (task.difficulty && ctx.state.settings.difficulty !== task.difficulty) {
    ctx.set({ ...ctx.state, settings: { ...ctx.state.settings, difficulty: task.difficulty } });
  }
  const notes = [
    choice.kind === 'daily'
      ? `${what.charAt(0).toUpperCase()}${what.slice(1)}, with ${made.givens} givens: the same for everyone today.`
      : `New ${choice.kind === 'difficulty' ? `${actual.toLowerCase()} ` : ''}puzzle with ${made.givens} givens.`,
  ];
  if (choice.kind === 'givens' && choice.unique && choice.givens < 17) {
    notes.push(
      'Fewer than 17 givens cannot have a single solution, so it is only guaranteed solvable.',
    );
  } else if (choice.kind === 'technique' && !made.note) {
    notes.push(
      `To solve it you will need ${choice.name}, and nothing harder; Hint shows it when you get there.`,
    );
  } else if (!task.unique) {
    notes.push('It has a solution, maybe several.');
  }
  if (made.note) notes.push(made.note.charAt(0).toUpperCase() + made.note.slice(1));
  ctx.say(notes.join(' '));
}

/** "the daily hard puzzle of 14 March". */
function dailyWords({ day, difficulty }: { day: string; difficulty: string }): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
  return `the daily ${difficulty} puzzle of ${date}`;
}

/** The daily puzzle was played here before and set aside: it comes back with the player's digits. */
function resumeDaily(ctx: Context, puzzle: Uint8Array, what: string): boolean {
  const { session, rest } = takeRecent(readRecent(ctx.storage.get(RECENT_KEY)), puzzle);
  if (!session) return false;
  try {
    ctx.storage.set(RECENT_KEY, JSON.stringify(rest));
  } catch {
    // The list stays as it was: harmless.
  }
  startSession(ctx, session, 'push');
  ctx.say(`Back to ${what}, as you left it.`);
  return true;
}
