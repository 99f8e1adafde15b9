import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in 1/100 s on every mainstream kernel. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * User and system CPU seconds from the text of a /proc stat file. The command
 * name (field 2) may hold spaces and parentheses, so fields are counted from
 * the last ')': utime and stime are fields 14 and 15 of proc(5).
 */
export function parseStatCpuSeconds(stat: string): { user: number; system: number } {
  const tail = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // tail[0] is field 3 (state), so field k sits at tail[k - 3].
  const user = Number(tail[14 - 3]);
  const system = Number(tail[15 - 3]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) {
    throw new Error(`cannot read utime/stime from a /proc stat line: ${stat.slice(0, 80)}`);
  }
  return { user: user / CLOCK_TICKS_PER_SECOND, system: system / CLOCK_TICKS_PER_SECOND };
}

/**
 * CPU seconds (user + system) of the calling thread, from
 * /proc/thread-self/stat; undefined where that file does not exist (not Linux).
 * Resolution is one clock tick (10 ms): measure runs of a second or more.
 */
export function threadCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/thread-self/stat', 'latin1');
  } catch {
    return undefined;
  }
  const { user, system } = parseStatCpuSeconds(stat);
  return user + system;
}
