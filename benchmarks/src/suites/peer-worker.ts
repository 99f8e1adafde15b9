import { parentPort, workerData } from 'node:worker_threads';
import { loadContender, PeerGaveUp } from '../peers.js';
import { solutionProblem } from '../validate.js';

/**
 * The checking pass of the peers suite, in a worker so that the parent can
 * stop a contender stuck on one puzzle (a synchronous solve cannot be
 * interrupted from its own thread). Reports after every puzzle; the parent's
 * watchdog terminates the worker when a puzzle runs past the cap.
 */
interface CheckData {
  id: string;
  puzzles: Uint8Array;
}

const { id, puzzles } = workerData as CheckData;
const solve = await loadContender(id);
const count = puzzles.length / 81;
parentPort!.postMessage({ type: 'ready' });
for (let i = 0; i < count; i++) {
  const puzzle = puzzles.subarray(i * 81, i * 81 + 81);
  const start = performance.now();
  let problem: string | undefined;
  try {
    problem = solutionProblem(puzzle, solve(puzzle) ?? undefined);
  } catch (error) {
    problem = error instanceof PeerGaveUp ? error.message : `threw ${(error as Error).message}`;
  }
  const ms = performance.now() - start;
  parentPort!.postMessage({ type: 'puzzle', index: i, ms, problem });
  if (problem) break;
}
parentPort!.postMessage({ type: 'done' });
