import { storedObject } from './stored-json.js';

/** The localStorage key of the best times, by difficulty word. */
export const BEST_KEY = 'sudoku.best.v1';

/** A finish measured against the best time of its difficulty. */
export interface BestTime {
  /** The best time now, in milliseconds (this finish's when it beat or set it). */
  ms: number;
  /** This finish set it. */
  isNew: boolean;
}

/** The best times of a stored text; anything damaged reads as none. */
export function readBestTimes(text: string | null): Record<string, number> {
  const sane = (entry: [string, unknown]): entry is [string, number] =>
    typeof entry[1] === 'number' && entry[1] > 0 && entry[1] < 1e10;
  return Object.fromEntries(Object.entries(storedObject(text)).filter(sane));
}

/** The best times with this finish counted, and how it compares. */
export function recordFinish(
  best: Record<string, number>,
  difficulty: string,
  ms: number,
): { best: Record<string, number>; result: BestTime } {
  const old = best[difficulty];
  if (old !== undefined && old <= ms) return { best, result: { ms: old, isNew: false } };
  return { best: { ...best, [difficulty]: ms }, result: { ms, isNew: true } };
}
