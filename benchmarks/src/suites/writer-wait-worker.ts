import { closeSync, openSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { writeClassicGrid } from '@sudoku/core/batch';
import { threadCpuSeconds } from '../cpu-time.js';
import { DONE, HEAD, openWriterQueue, TAIL, type WaitMode } from './writer-queue.js';

/**
 * The writer thread of the writer-wait suite: takes solved grids off the
 * shared ring and writes them in the classic layout. When the ring is empty
 * it either polls it in a loop (spin, the C++ report's first version) or sleeps in
 * Atomics.wait until the solver publishes a grid (block, the C++ writer's
 * condition variable). It reports its own CPU time from /proc/thread-self/stat.
 */
interface WriterData {
  control: SharedArrayBuffer;
  slots: SharedArrayBuffer;
  mode: WaitMode;
  file: string;
}

const data = workerData as WriterData;
const queue = openWriterQueue(data.control, data.slots);
const { control, slots, capacity } = queue;
const out = new Uint8Array(1 << 16);

parentPort!.once('message', () => {
  const cpuStart = threadCpuSeconds();
  const fd = openSync(data.file, 'w');
  let used = 0;
  let tail = 0;
  let waits = 0;
  for (;;) {
    const head = Atomics.load(control, HEAD);
    if (head === tail) {
      if (Atomics.load(control, DONE) === 1 && Atomics.load(control, HEAD) === tail) break;
      waits++;
      // The timeout only guards the last wake-up (DONE set between our check
      // and the wait); every grid is announced by a change of HEAD.
      if (data.mode === 'block') Atomics.wait(control, HEAD, head, 5);
      continue;
    }
    for (; tail < head; tail++) {
      if (used + 163 > out.length) {
        writeSync(fd, out, 0, used);
        used = 0;
      }
      if (tail > 0) out[used++] = 10;
      used = writeClassicGrid(
        slots.subarray((tail % capacity) * 81, (tail % capacity) * 81 + 81),
        out,
        used,
      );
    }
    Atomics.store(control, TAIL, tail);
    if (data.mode === 'block') Atomics.notify(control, TAIL);
  }
  if (used) writeSync(fd, out, 0, used);
  closeSync(fd);
  const cpuEnd = threadCpuSeconds();
  parentPort!.postMessage({
    cpuSeconds: cpuStart === undefined || cpuEnd === undefined ? null : cpuEnd - cpuStart,
    grids: tail,
    waits,
  });
});
parentPort!.postMessage('ready');
