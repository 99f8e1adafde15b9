import { isDay } from '@sudoku/engine/game';
import { storedObject } from './stored-json.js';

/** The localStorage key of the daily puzzles solved. */
export const DAILY_KEY = 'sudoku.daily.v1';

/** Days kept: enough for a streak of over a year, small enough for localStorage. */
const KEPT_DAYS = 800;

/** The daily puzzles solved in this browser: day ("YYYY-MM-DD") → the levels solved that day. */
export type DailyRecord = Readonly<Record<string, readonly string[]>>;

/** Days in a row with a daily puzzle solved: the run still going, and the longest. */
export interface DailyStreak {
  current: number;
  best: number;
}

/** The record of a stored text; damaged entries are dropped. */
export function readDaily(text: string | null): DailyRecord {
  const record: Record<string, string[]> = {};
  for (const [day, levels] of Object.entries(storedObject(text))) {
    if (!isDay(day) || !Array.isArray(levels)) continue;
    const kept = levels.filter(
      (l): l is string => typeof l === 'string' && /^[a-z-]{1,20}$/.test(l),
    );
    if (kept.length > 0) record[day] = kept;
  }
  return record;
}

/** The record with the daily puzzle of `day` at `level` solved (the oldest days beyond what is kept go). */
export function recordDailyWin(record: DailyRecord, day: string, level: string): DailyRecord {
  const levels = record[day] ?? [];
  if (levels.includes(level)) return record;
  const next = { ...record, [day]: [...levels, level] };
  const days = Object.keys(next).sort();
  for (const old of days.slice(0, Math.max(0, days.length - KEPT_DAYS))) delete next[old];
  return next;
}

/** Days since the epoch of a "YYYY-MM-DD" day. */
function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * The streak on `today`: the current run ends today, or yesterday while
 * today's puzzle is still to play (a streak is lost only once a day passes
 * with none solved).
 */
export function dailyStreak(record: DailyRecord, today: string): DailyStreak {
  const days = Object.keys(record)
    .map(dayNumber)
    .sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const solved = new Set(days);
  let day = dayNumber(today);
  if (!solved.has(day)) day--;
  let current = 0;
  while (solved.has(day)) {
    current++;
    day--;
  }
  return { current, best };
}

/** "3 days (best 5)". */
export function streakWords({ current, best }: DailyStreak): string {
  const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  return best > current ? `${days(current)} (best ${days(best)})` : days(current);
}
