import { parentPort, workerData } from 'node:worker_threads';
import { blankGrids, gridRecordBytes, writeGridDigits } from '@sudoku/core/batch';
import { enumerateSolutions } from '@sudoku/engine';
import {
  CHUNK_SOLUTIONS,
  type EnumerateJob,
  type EnumerateMessage,
  type EnumerateWorkerData,
  PUBLISH_EVERY,
} from './protocol.js';

// One worker enumerates whole parts of the engine's canonical search tree
// (its `enumerateSolutions`, whose order depends on the position only, so the
// parts concatenated give the sequential order). Between parts it sleeps in
// the event loop: an idle worker costs no CPU.
const data = workerData as EnumerateWorkerData;
const port = parentPort!;
const counts = new BigInt64Array(data.counts);
const cutoff = new Int32Array(data.cutoff);
const size = gridRecordBytes(data.format);
const limit = BigInt(data.countLimit);

function post(message: EnumerateMessage): void {
  if (message.type === 'chunk') port.postMessage(message, [message.bytes.buffer as ArrayBuffer]);
  else port.postMessage(message);
}

/**
 * Solutions the parts before `part` have found so far. They only grow, so
 * once this plus what `part` has kept reaches `keep`, no later solution of
 * `part` can be among the first `keep`: it stops keeping them (and, with the
 * count limit reached, may stop altogether). Without this, a part after one
 * with millions of solutions (an almost empty grid) would format and hold a
 * whole file's worth of solutions that are never written.
 */
function foundBefore(part: number): number {
  let found = 0n;
  for (let p = 0; p < part; p++) found += Atomics.load(counts, p);
  return Number(found);
}

function run({ part, grid }: EnumerateJob): void {
  let keeping = data.keep > 0 && part < Atomics.load(cutoff, 0) && foundBefore(part) < data.keep;
  let kept = 0;
  let chunk = keeping ? blankGrids(CHUNK_SOLUTIONS, data.format) : undefined;
  let inChunk = 0;
  let published = 0;
  let stopped = false;
  const flush = () => {
    if (chunk && inChunk > 0) {
      post({ type: 'chunk', part, bytes: chunk.subarray(0, inChunk * size), solutions: inChunk });
      chunk = keeping ? blankGrids(CHUNK_SOLUTIONS, data.format) : undefined;
      inChunk = 0;
    }
  };
  const publish = (count: number) => {
    Atomics.store(counts, part, BigInt(count));
    Atomics.add(counts, data.totalSlot, BigInt(count - published));
    published = count;
  };
  const result = enumerateSolutions(grid, {
    maxSolutions: data.countLimit,
    shareGrid: true, // each solution is formatted at once, not kept
    onSolution(solution, index) {
      if (keeping) {
        if (kept < data.keep && part < Atomics.load(cutoff, 0)) {
          // Each slot has its blank separator line first (see protocol.ts).
          writeGridDigits(solution, data.format, chunk!, inChunk * size);
          kept++;
          if (++inChunk === CHUNK_SOLUTIONS) flush();
        } else {
          keeping = false; // final: the cutoff only moves down
          flush();
        }
      }
      const count = index + 1;
      if (count - published >= PUBLISH_EVERY) {
        publish(count);
        if (keeping && foundBefore(part) + kept >= data.keep) {
          keeping = false;
          flush();
        }
        // Only a part that no longer writes may stop early: the file must
        // hold exactly the first `keep` solutions whatever the timing.
        if (!keeping && Atomics.load(counts, data.totalSlot) >= limit) {
          stopped = true;
          return false;
        }
      }
      return true;
    },
  });
  flush();
  publish(result.count);
  post({ type: 'done', part, count: result.count, stopped: stopped || !result.exhaustive });
}

port.on('message', (job: EnumerateJob) => run(job));
