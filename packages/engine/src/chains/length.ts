/**
 * What a chain's length adds to its difficulty, in tenths: Sudoku
 * Explainer's rule, +0.1 each time the number of nodes beyond two passes 4,
 * 6, 8, 12, 16, 24, 32, 48, … (the bound grows by 3/2 and 4/3 in turn).
 */
export function lengthTenths(complexity: number): number {
  let tenths = 0;
  let ceiling = 4;
  const length = complexity - 2;
  let odd = false;
  while (length > ceiling) {
    tenths++;
    ceiling = odd ? Math.trunc((ceiling * 4) / 3) : Math.trunc((ceiling * 3) / 2);
    odd = !odd;
  }
  return tenths;
}

/** A base difficulty plus the length bonus, rounded to tenths (no float drift). */
export function chainDifficulty(base: number, complexity: number): number {
  return (Math.round(base * 10) + lengthTenths(complexity)) / 10;
}
