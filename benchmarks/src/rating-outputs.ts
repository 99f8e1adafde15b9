/**
 * The ratings two raters wrote, read back in input order, or an error that
 * names the first puzzle left unrated: a benchmark of raters counts only
 * when every puzzle was rated by both.
 */

/** `sudoku rate --json` output: one object per puzzle, in input order. */
export function readOurRatings(stdout: string, puzzles: readonly string[]): number[] {
  const lines = stdout.trim() === '' ? [] : stdout.trim().split('\n');
  if (lines.length !== puzzles.length)
    throw new Error(`sudoku rate wrote ${lines.length} lines for ${puzzles.length} puzzles`);
  return lines.map((line, i) => {
    const r = JSON.parse(line) as { status?: string; input?: string; rating?: number };
    if (r.status !== 'solved' || r.input !== puzzles[i] || !(Number(r.rating) > 0))
      throw new Error(`sudoku rate left puzzle ${i + 1} unrated: ${line}`);
    return Number(r.rating);
  });
}

/**
 * skfr's NAME_rat.txt (`puzzle ED=ER/EP/ED` per line, in the order its
 * threads finish) and NAME_N_rat.txt (the puzzles it could not rate). Blanks
 * may be `.` or `0` on either side.
 */
export function readSkfrRatings(
  rated: string,
  unrated: string,
  puzzles: readonly string[],
): number[] {
  const left = unrated.trim();
  if (left) throw new Error(`skfr could not rate ${left.split('\n')[0]}`);
  const blanksAsDots = (p: string) => p.replace(/[^1-9]/g, '.');
  const byPuzzle = new Map<string, number>();
  for (const line of rated.split('\n')) {
    const match = /^(\S{81})\s+ED=([\d.]+)\//.exec(line);
    if (match) byPuzzle.set(blanksAsDots(match[1]), Number(match[2]));
  }
  return puzzles.map((p, i) => {
    const er = byPuzzle.get(blanksAsDots(p));
    if (!(er !== undefined && er > 0)) throw new Error(`skfr left puzzle ${i + 1} unrated`);
    return er;
  });
}
