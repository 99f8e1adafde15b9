import type { Session } from './session.js';
import { parseStored } from './stored-json.js';

/** The localStorage key of the statistics. */
export const STATS_KEY = 'sudoku.stats.v1';

/** What an exported statistics file says it is. */
export const STATS_FORMAT = 'sudoku-statistics';

/**
 * One kind of game: a level (the rating's word, or "custom" for an unrated
 * puzzle) or practice. `won` are finishes without hints or Solve, whose
 * times make the best and average; `helped` are finishes with them, counted
 * apart; the rest of `started` were left or lost.
 */
export interface KindRecord {
  readonly started: number;
  readonly won: number;
  readonly helped: number;
  /** The sum of the `won` games' times, for the average. */
  readonly timeMs: number;
  /** The best `won` time, or 0 before the first. */
  readonly bestMs: number;
}

/** The statistics kept in this browser. */
export interface Statistics {
  readonly kinds: Readonly<Record<string, KindRecord>>;
  /** Games won in a row without help (practice apart); one left, lost or helped ends it. */
  readonly streak: { readonly current: number; readonly best: number; readonly open: boolean };
}

/** A finish measured against the best time of its kind. */
export interface BestTime {
  /** The best time now, in milliseconds (this finish's when it beat or set it). */
  ms: number;
  /** This finish set it. */
  isNew: boolean;
}

const EMPTY_KIND: KindRecord = { started: 0, won: 0, helped: 0, timeMs: 0, bestMs: 0 };

export function emptyStatistics(): Statistics {
  return { kinds: {}, streak: { current: 0, best: 0, open: false } };
}

/** The kind a game is counted under: "practice", its level, or "custom". */
export function kindOf(session: Session): string {
  return session.practice ? 'practice' : (session.rating?.difficulty ?? 'custom');
}

/** True for a finish of the player's own: no hint applied, no Solve. */
export function unaided(session: Session): boolean {
  return !session.assisted && session.hintsUsed === 0;
}

function withKind(stats: Statistics, kind: string, change: (k: KindRecord) => KindRecord) {
  return { ...stats, kinds: { ...stats.kinds, [kind]: change(stats.kinds[kind] ?? EMPTY_KIND) } };
}

/** A game started (its first move): counted under its kind; an earlier one started and never won ends the streak. */
export function recordStart(stats: Statistics, session: Session): Statistics {
  const kind = kindOf(session);
  const next = withKind(stats, kind, (k) => ({ ...k, started: k.started + 1 }));
  if (kind === 'practice') return next;
  const { best, open } = stats.streak;
  return { ...next, streak: { current: open ? 0 : stats.streak.current, best, open: true } };
}

/** A game finished: a win (with its time) or a helped finish, and how the time compares. */
export function recordFinish(
  stats: Statistics,
  session: Session,
): { stats: Statistics; best?: BestTime } {
  const kind = kindOf(session);
  // Whole milliseconds: the clock's fractions would read back as a damaged record.
  const ms = Math.round(session.elapsedMs);
  if (!unaided(session)) {
    const next = withKind(stats, kind, (k) => ({
      ...k,
      started: startedFor(k),
      helped: k.helped + 1,
    }));
    return { stats: kind === 'practice' ? next : endStreak(next) };
  }
  const old = stats.kinds[kind]?.bestMs ?? 0;
  const isNew = old === 0 || ms < old;
  let next = withKind(stats, kind, (k) => ({
    ...k,
    started: startedFor(k),
    won: k.won + 1,
    timeMs: k.timeMs + ms,
    bestMs: isNew ? ms : old,
  }));
  if (kind !== 'practice') {
    const current = next.streak.current + 1;
    next = { ...next, streak: { current, best: Math.max(current, next.streak.best), open: false } };
  }
  return { stats: next, best: { ms: isNew ? ms : old, isNew } };
}

/** A game started before it was counted (a loaded file, an older save) is counted when it finishes. */
function startedFor(k: KindRecord): number {
  return Math.max(k.started, k.won + k.helped + 1);
}

/** A game lost at the mistake limit: the streak ends. */
export function recordLoss(stats: Statistics, session: Session): Statistics {
  return kindOf(session) === 'practice' ? stats : endStreak(stats);
}

function endStreak(stats: Statistics): Statistics {
  return { ...stats, streak: { current: 0, best: stats.streak.best, open: false } };
}

const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e12;

/**
 * The statistics of a text, or a sentence saying where it is wrong: an
 * exported file is read strictly (`strict`), so a bad import changes nothing;
 * the stored copy is read leniently (a damaged kind is dropped).
 */
export function parseStatistics(text: string | null, strict = false): Statistics | string {
  const data = parseStored(text) as Record<string, unknown> | undefined;
  if (typeof data !== 'object' || data === null)
    return 'it is not a statistics file (no JSON object)';
  if (strict && data.format !== STATS_FORMAT)
    return `it is not a statistics file (its format is ${JSON.stringify(data.format ?? null)}, not "${STATS_FORMAT}")`;
  const kinds: Record<string, KindRecord> = {};
  const given = typeof data.kinds === 'object' && data.kinds !== null ? data.kinds : {};
  for (const [kind, value] of Object.entries(given as Record<string, unknown>)) {
    const k = (value ?? {}) as Record<string, unknown>;
    const bad = (['started', 'won', 'helped', 'timeMs', 'bestMs'] as const).find(
      (f) => !count(k[f]),
    );
    const problem = !/^[a-z-]{1,20}$/.test(kind)
      ? `the kind ${JSON.stringify(kind)} is not a level`
      : bad
        ? `${kind}.${bad} is not a whole number of 0 or more`
        : (k.won as number) + (k.helped as number) > (k.started as number)
          ? `${kind} has more games finished than started`
          : undefined;
    if (problem && strict) return problem;
    if (!problem) kinds[kind] = k as unknown as KindRecord;
  }
  const s = (data.streak ?? {}) as Record<string, unknown>;
  if (strict && !(count(s.current) && count(s.best)))
    return 'its streak is not two whole numbers (current and best)';
  const current = count(s.current) ? (s.current as number) : 0;
  const best = Math.max(current, count(s.best) ? (s.best as number) : 0);
  return { kinds, streak: { current, best, open: s.open === true } };
}

/** The stored statistics (none yet, or damaged: empty). */
export function readStatistics(text: string | null): Statistics {
  const stats = parseStatistics(text);
  return typeof stats === 'string' ? emptyStatistics() : stats;
}

/** The statistics as an exported file's text. */
export function statisticsFile(stats: Statistics): string {
  return `${JSON.stringify({ format: STATS_FORMAT, version: 1, ...stats }, null, 2)}\n`;
}
