import { readFileSync } from 'node:fs';
import { gridFromString } from '@sudoku/core';
import { dataFile } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { ratePuzzle } from '../rating.js';
import { expectSolvedByLogic } from './check-logic.js';

function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
    const r = new Array<number>(xs.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
      for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
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

describe("top95 against Sudoku Explainer's ratings (data)", () => {
  const rows = readFileSync(dataFile('ratings/top95-se.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [puzzle, ratings] = line.split('\t');
      return { puzzle: gridFromString(puzzle), er: Number(ratings.split('/')[0]) };
    });
  const results = rows.map(({ puzzle }) => ratePuzzle(puzzle, { unique: true }));

  it('solves every puzzle by logic, with sound steps', () => {
    expect(rows).toHaveLength(95);
    for (const [i, { puzzle }] of rows.entries()) expectSolvedByLogic(puzzle, `top95 #${i + 1}`);
  });

  it('agrees with Sudoku Explainer: ≥ 95% exact below 4.5, ≥ 80% within 0.5, Spearman ≥ 0.95', () => {
    const low = rows.map((r, i) => [r.er, results[i].rating] as const).filter(([er]) => er < 4.5);
    const exact = low.filter(([er, ours]) => ours === er).length;
    const within = rows.filter((r, i) => Math.abs(results[i].rating - r.er) <= 0.5 + 1e-9).length;
    const rho = spearman(
      rows.map((r) => r.er),
      results.map((r) => r.rating),
    );
    expect(exact / low.length).toBeGreaterThanOrEqual(0.95);
    expect(within / rows.length).toBeGreaterThanOrEqual(0.8);
    expect(rho).toBeGreaterThanOrEqual(0.95);
  });
});
