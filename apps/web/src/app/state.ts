import type { Hint } from '@sudoku/engine/game';
import type { Picture } from '@sudoku/pictures';
import type { DailyStreak } from '../game/daily.js';
import type { Position } from '../game/position.js';
import type { Session } from '../game/session.js';
import type { Settings } from '../game/settings.js';
import type { BestTime } from '../game/statistics.js';
import type { Clock } from '../game/timer.js';

/** How a message reads: a refusal or error goes to the alert region, the rest to status. */
export type Tone = 'info' | 'success' | 'error';

export interface MessageAction {
  label: string;
  run(): void;
}

/** The status line: one message, cleared by the next action. */
export interface Message {
  text: string;
  tone: Tone;
  action?: MessageAction;
}

/** A task running in the workers, shown in the status line with its Cancel. */
export interface Job {
  id: number;
  label: string;
  /** The position it answers for: a move cancels it (its answer would be about another board). */
  board?: Position;
  /** It sets up a new board (a link opening, a new game): other jobs wait for it instead of replacing it. */
  setsUpBoard?: boolean;
  /** Said beside the label when the player asked for another job meanwhile. */
  waitNote?: string;
}

/**
 * A hint shown on the board, in stages: `where` names the technique and
 * shades the houses to look at; `pattern` draws the step (the next press
 * applies it).
 */
export interface ShownHint {
  /** The position it was computed for. */
  position: Position;
  hint: Hint;
  picture: Picture;
  stage: 'where' | 'pattern';
  /** The houses the first stage shades (0-8 rows, 9-17 columns, 18-26 boxes). */
  houses: number[];
  /**
   * The chain drawn whole, when the player opened one: a folded chain's
   * middle links, or one branch of a forcing chain (`picture.chains[view]`).
   */
  view?: number;
  /** The picture drawn for `view` (that chain alone, unfolded). */
  drawn?: Picture;
}

/** Solver statistics, shown in the tools panel. */
export interface StatsTable {
  title: string;
  rows: [string, string][];
}

/** Everything the page shows; commands make a new one, the view draws it. */
export interface AppState {
  readonly session: Session;
  readonly clock: Clock;
  /** The selected cell, or -1. */
  readonly selected: number;
  readonly notesMode: boolean;
  readonly settings: Settings;
  readonly message?: Message;
  readonly job?: Job;
  readonly hint?: ShownHint;
  readonly stats?: StatsTable;
  /** The completion card is open. */
  readonly celebrating?: boolean;
  /** On the completion card of an unaided finish: the best time of its kind, with this finish counted. */
  readonly best?: BestTime;
  /** On the completion card of a daily puzzle: the daily streak, with this one counted. */
  readonly streak?: DailyStreak;
  /** The player paused: the clock is stopped and the board covered until the next action. */
  readonly paused?: boolean;
  /** Digit-first input: the digit picked on the pad, placed in each cell tapped. */
  readonly armed?: number;
}

/** The position on the board. */
export function present(state: AppState): Position {
  return state.session.history.present;
}

/** A copy of `state` without the named optional fields. */
export function without<
  K extends
    | 'message'
    | 'job'
    | 'hint'
    | 'stats'
    | 'celebrating'
    | 'best'
    | 'streak'
    | 'paused'
    | 'armed',
>(state: AppState, ...keys: K[]): AppState {
  const next = { ...state };
  for (const key of keys) delete next[key];
  return next;
}
