import { dataFile } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { wholeAndMerged as runShards } from '../test-support/run-cli.js';

/** The whole run and the merge of its shards, each shard exiting as the whole run did. */
function wholeAndMerged(args: string[], n: number) {
  const { whole, shards, merged } = runShards(args, n);
  for (const shard of shards) expect(shard.status).toBe(whole.status);
  expect(merged.status).toBe(0);
  return { whole, merged };
}

describe('sharded runs over the shared data sets equal the single run byte for byte', () => {
  it.each([1, 2, 3, 7])('rate of top95 in %i shards', (n) => {
    const { whole, merged } = wholeAndMerged(['rate', '-q', dataFile('puzzles/top95.txt')], n);
    expect(whole.stdout.split('\n')).toHaveLength(96);
    expect(merged.stdout).toBe(whole.stdout);
  });

  it.each([1, 2, 3, 7])('solve of magictour top1465 in %i shards', (n) => {
    const file = dataFile('puzzles/magictour-top1465.txt');
    for (const format of [[], ['--json']]) {
      const { whole, merged } = wholeAndMerged(['solve', '-q', ...format, file], n);
      expect(merged.stdout).toBe(whole.stdout);
    }
  });
});
