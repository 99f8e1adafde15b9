import { Bench, hrtimeNow } from 'tinybench';
import { itemMedians, sum } from './stats.js';

/** Something to time: `run(i)` does item `i` (a puzzle, a batch, a loop). */
export interface Contender {
  name: string;
  /** Items per round. */
  items: number;
  run(index: number): unknown;
}

/** What {@link timeInterleaved} measured for one contender. */
export interface Timing {
  name: string;
  /** Milliseconds per item, every round together. */
  samples: number[];
  /** Milliseconds per round (the sum of that round's items). */
  roundTotals: number[];
  /** Per item, the median of its times over the rounds. */
  itemMedians: number[];
  /**
   * The sum of {@link itemMedians}: a round's worth of time with each
   * item's outliers (a deschedule, a GC pause) voted out by the other rounds.
   * The figure to divide when comparing contenders.
   */
  total: number;
}

/**
 * Times the contenders in rounds, A B C, then B C A, …: each round runs
 * every contender over all its items once, through tinybench (one sample per
 * item, high-resolution clock, no warm-up: warm the code first). Alternating
 * is what makes a pair comparable on a shared machine: a neighbour's burst of
 * load hits both sides of one round, and the per-item medians over rounds
 * ({@link Timing.total}) throw the disturbed samples away.
 */
export function timeInterleaved(
  contenders: readonly Contender[],
  rounds: number,
  onRun?: (round: number, name: string) => void,
): Timing[] {
  const perRound = contenders.map(() => [] as number[][]);
  const n = contenders.length;
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < n; k++) {
      const at = (round + k) % n;
      const contender = contenders[at];
      perRound[at].push(timeOnce(contender));
      onRun?.(round, contender.name);
    }
  }
  return contenders.map((c, k) => {
    const medians = itemMedians(perRound[k]);
    return {
      name: c.name,
      samples: perRound[k].flat(),
      roundTotals: perRound[k].map(sum),
      itemMedians: medians,
      total: sum(medians),
    };
  });
}

/** One pass over a contender's items: the per-item times in milliseconds, in item order. */
export function timeOnce(contender: Contender): number[] {
  const times: number[] = new Array(contender.items);
  const bench = new Bench({
    time: 0,
    iterations: contender.items,
    warmup: false,
    retainSamples: true,
    throws: true,
    timestampProvider: 'hrtimeNow',
  });
  let i = 0;
  // tinybench keeps its samples sorted; the item order is needed to vote out
  // outliers per item, so the task times itself with tinybench's clock and
  // hands the figure over (overriddenDuration). `async: false` also stops
  // tinybench from calling fn once to sniff for a promise.
  bench.add(
    contender.name,
    () => {
      const t0 = hrtimeNow();
      contender.run(i);
      const ms = hrtimeNow() - t0;
      times[i++] = ms;
      return { overriddenDuration: ms };
    },
    { async: false },
  );
  const [task] = bench.runSync();
  const result = task.result;
  if (result.state !== 'completed') {
    const reason = result.state === 'errored' ? result.error.message : result.state;
    throw new Error(`timing ${contender.name} failed: ${reason}`);
  }
  if (result.latency.samplesCount !== contender.items || i !== contender.items) {
    throw new Error(
      `timing ${contender.name}: ${result.latency.samplesCount} samples for ${contender.items} items`,
    );
  }
  return times;
}
