import { countGivens } from '@sudoku/core';
import {
  DAILY_KEY,
  type DailyStreak,
  dailyStreak,
  readDaily,
  recordDailyWin,
} from '../game/daily.js';
import { cellWords } from '../game/grid-text.js';
import { commit } from '../game/history.js';
import { completion, type Position } from '../game/position.js';
import { RECENT_KEY, readRecent, setAside } from '../game/recent-games.js';
import { hasProgress, type Session } from '../game/session.js';
import { encodeShareHash } from '../game/share-link.js';
import {
  type BestTime,
  readStatistics,
  recordFinish,
  recordStart,
  STATS_KEY,
  type Statistics,
} from '../game/statistics.js';
import { createClock, elapsed, formatElapsed, pauseClock, startClock } from '../game/timer.js';
import type { Context } from './context.js';
import { type AppState, present, without } from './state.js';

/**
 * The clock and the finished flag after the position changed: the clock
 * stops when the board is solved and runs again when it is not.
 */
export function settle(state: AppState, now: number): AppState {
  const done = completion(state.session.givens, present(state)).state === 'solved';
  const { session } = state;
  if (done && !session.finished) {
    const clock = pauseClock(state.clock, now);
    return {
      ...state,
      clock,
      session: { ...session, finished: true, elapsedMs: elapsed(clock, now) },
    };
  }
  if (!done && session.finished) {
    return {
      ...state,
      clock: startClock(state.clock, now),
      session: { ...session, finished: false },
    };
  }
  return state;
}

/**
 * Makes `next` the position (undoable) and checks for a finished board. A
 * board the player finished opens the completion card; one Solve filled
 * (`assisted`) does not. A full board with wrong cells says which.
 */
export function commitPosition(ctx: Context, next: Position, patch: Partial<Session> = {}): void {
  const state = ctx.state;
  let session = { ...state.session, ...patch, history: commit(state.session.history, next) };
  // A game is started at its first move (a puzzle only looked at is not), once.
  if (!session.counted && countGivens(session.givens) > 0) {
    updateStatistics(ctx, (stats) => recordStart(stats, session));
    session = { ...session, counted: true };
  }
  const settled = settle({ ...without(state, 'hint'), session }, ctx.now());
  const finishedNow = settled.session.finished && !state.session.finished;
  if (finishedNow && !settled.session.assisted) {
    ctx.set({
      ...settled,
      celebrating: true,
      ...bestTimeOf(ctx, settled.session),
      ...dailyStreakOf(ctx, settled.session),
    });
    ctx.effects.celebrate();
    return;
  }
  ctx.set(settled);
  const status = completion(session.givens, next);
  if (status.state === 'wrong') {
    const names = status.cells.slice(0, 4).map(cellWords);
    const many = status.cells.length === 1 ? 'one cell is' : `${status.cells.length} cells are`;
    ctx.say(
      `The board is full, but ${many} wrong: ${names.join('; ')}${status.cells.length > 4 ? '…' : ''}.`,
      'error',
    );
  }
}

/** Changes the stored statistics (storage full or disabled: the game goes on without). */
export function updateStatistics(ctx: Context, change: (stats: Statistics) => Statistics): void {
  try {
    ctx.storage.set(STATS_KEY, JSON.stringify(change(readStatistics(ctx.storage.get(STATS_KEY)))));
  } catch {
    // Nothing to keep it in: the card still shows this finish.
  }
}

/** The player's finish counted in the statistics, with the best time of its kind when it was unaided. */
function bestTimeOf(ctx: Context, session: Session): { best?: BestTime } {
  let best: BestTime | undefined;
  updateStatistics(ctx, (stats) => {
    const counted = recordFinish(stats, session);
    best = counted.best;
    return counted.stats;
  });
  return best ? { best } : {};
}

/** A daily puzzle solved: its day counted, and the streak with it. */
function dailyStreakOf(ctx: Context, session: Session): { streak?: DailyStreak } {
  if (!session.daily) return {};
  const record = recordDailyWin(
    readDaily(ctx.storage.get(DAILY_KEY)),
    session.daily.day,
    session.daily.difficulty,
  );
  try {
    ctx.storage.set(DAILY_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the card still shows the streak with this one.
  }
  return { streak: dailyStreak(record, ctx.today()) };
}

/** The first empty cell, or 0: where the selection starts in a new game. */
function firstEmpty(position: Position): number {
  return Math.max(position.values.indexOf(0), 0);
}

/**
 * Makes `session` the game. The game it replaces is set aside (see
 * recent-games.ts), so its link or Back resumes it.
 * `address`: push a history entry for a new puzzle, replace it otherwise.
 */
export function startSession(
  ctx: Context,
  session: Session,
  address: 'push' | 'replace' | 'keep',
): void {
  const old = ctx.state;
  const now = ctx.now();
  // Every game with a link is set aside, played or not, so Back brings back its label and rating too.
  if (countGivens(old.session.givens) > 0 && old.session !== session) {
    const recent = setAside(
      readRecent(ctx.storage.get(RECENT_KEY)),
      old.session,
      elapsed(old.clock, now),
    );
    try {
      ctx.storage.set(RECENT_KEY, JSON.stringify(recent));
    } catch {
      // Storage full: the game set aside is lost, as it would be without this list.
    }
  }
  let clock = createClock(session.elapsedMs);
  if (!session.finished) clock = startClock(clock, now);
  const base = without(old, 'hint', 'stats', 'celebrating', 'best', 'streak', 'paused');
  ctx.set({
    ...base,
    session,
    clock,
    selected: firstEmpty(session.history.present),
    notesMode: false,
  });
  if (address !== 'keep') showAddress(ctx, address);
}

/** Puts the current puzzle in the address bar (an empty board has no link). */
export function showAddress(ctx: Context, how: 'push' | 'replace'): void {
  const { givens } = ctx.state.session;
  const hash = countGivens(givens) > 0 ? encodeShareHash(givens) : '';
  if (ctx.address.hash() !== hash) ctx.address.show(hash, how);
}

/** Asks before throwing away a game with progress; true when there is none or the player agrees. */
export function mayLeaveGame(ctx: Context, what: string): Promise<boolean> {
  const { session, clock } = ctx.state;
  if (!hasProgress(session)) return Promise.resolve(true);
  return ctx.confirm({
    title: `${what}?`,
    text: `Your game of this puzzle (${formatElapsed(elapsed(clock, ctx.now()))} played) is set aside: its link or the browser's Back button brings it back with your digits.`,
    confirm: what,
    cancel: 'Keep playing',
  });
}
