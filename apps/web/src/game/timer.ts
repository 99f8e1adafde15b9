/**
 * The game clock as plain data: time banked so far plus the start of the
 * running stretch. Pure functions of an explicit `now`, so they test without
 * fake timers; the page pauses the clock while hidden.
 */
export interface Clock {
  readonly bankedMs: number;
  /** When the running stretch began, or undefined while paused. */
  readonly since?: number;
}

/** The longest time the clock shows (and an autosave may hold): 999 hours. */
export const MAX_ELAPSED_MS = 999 * 3600 * 1000;

export function createClock(bankedMs = 0): Clock {
  return { bankedMs: clampElapsed(bankedMs) };
}

export function startClock(clock: Clock, now: number): Clock {
  return clock.since === undefined ? { bankedMs: clock.bankedMs, since: now } : clock;
}

export function pauseClock(clock: Clock, now: number): Clock {
  return clock.since === undefined ? clock : { bankedMs: elapsed(clock, now) };
}

export function isRunning(clock: Clock): boolean {
  return clock.since !== undefined;
}

/** Milliseconds on the clock at `now`. */
export function elapsed(clock: Clock, now: number): number {
  return clampElapsed(
    clock.bankedMs + (clock.since === undefined ? 0 : Math.max(0, now - clock.since)),
  );
}

/** A time fit to show: a number from 0 to {@link MAX_ELAPSED_MS} (anything else, say from a tampered save, is 0). */
export function clampElapsed(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) return 0;
  return Math.min(ms, MAX_ELAPSED_MS);
}

/** "4:07", "12:30", "1:02:03": minutes and seconds, hours only when needed. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(clampElapsed(ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
