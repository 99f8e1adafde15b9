import { readFileSync } from 'node:fs';
import { dataFile } from './data.js';

/** A puzzle with Sudoku Explainer's rating of it (ER). */
export interface ReferenceRating {
  puzzle: string;
  er: number;
}

/** Sudoku Explainer's ratings of top95, in order (../shared/data/ratings/top95-se.tsv). */
export function readTop95Ratings(): ReferenceRating[] {
  return readReferenceRatings('top95');
}

/**
 * Sudoku Explainer's ratings of a data set, in the order of its puzzle file:
 * `top95` or `forum-hardest-20` (../shared/data/ratings/NAME-se.tsv).
 */
export function readReferenceRatings(set: 'top95' | 'forum-hardest-20'): ReferenceRating[] {
  return readFileSync(dataFile(`ratings/${set}-se.tsv`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [puzzle, ratings] = line.split('\t');
      return { puzzle, er: Number(ratings.split('/')[0]) };
    });
}

/** Average ranks (ties share their mean rank), 1-based. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) result[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

/** Spearman's rank correlation of two equally long series. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

/** How a series of ratings agrees with Sudoku Explainer's, on three measures: exact below 4.5, within 0.5, and rank correlation. */
export function agreement(reference: readonly number[], ours: readonly number[]) {
  const low = reference.map((er, i) => [er, ours[i]] as const).filter(([er]) => er < 4.5);
  return {
    exactBelow45: low.filter(([er, o]) => o === er).length,
    below45: low.length,
    within05: reference.filter((er, i) => Math.abs(ours[i] - er) <= 0.5 + 1e-9).length,
    total: reference.length,
    spearman: spearman(reference, ours),
  };
}
