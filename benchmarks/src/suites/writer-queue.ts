/**
 * A single-producer, single-consumer ring of solved grids in a
 * SharedArrayBuffer, shared by the solving thread and the writer thread of
 * the writer-wait suite. Indices only grow; slot = index % capacity.
 */
export const HEAD = 0; // next index the producer writes (published with Atomics.store)
export const TAIL = 1; // next index the consumer reads
export const DONE = 2; // 1 when the producer has pushed its last grid

export type WaitMode = 'spin' | 'block';

export interface WriterQueue {
  control: Int32Array;
  slots: Uint8Array;
  capacity: number;
}

export function createWriterQueue(capacity: number): WriterQueue {
  return {
    control: new Int32Array(new SharedArrayBuffer(16)),
    slots: new Uint8Array(new SharedArrayBuffer(capacity * 81)),
    capacity,
  };
}

/** Rebuilds the view in the worker from the shared buffers. */
export function openWriterQueue(control: SharedArrayBuffer, slots: SharedArrayBuffer): WriterQueue {
  return {
    control: new Int32Array(control),
    slots: new Uint8Array(slots),
    capacity: slots.byteLength / 81,
  };
}

/**
 * Producer side: waits for room (spinning or blocking), copies `grid` in,
 * publishes it, and in blocking mode wakes the writer, as the C++ writer's
 * `push_queue` does with `notify_all` after every push.
 */
export function pushGrid(queue: WriterQueue, grid: Uint8Array, mode: WaitMode): void {
  const { control, slots, capacity } = queue;
  const head = control[HEAD];
  for (;;) {
    const tail = Atomics.load(control, TAIL);
    if (head - tail < capacity) break;
    if (mode === 'block') Atomics.wait(control, TAIL, tail);
  }
  slots.set(grid, (head % capacity) * 81);
  Atomics.store(control, HEAD, head + 1);
  if (mode === 'block') Atomics.notify(control, HEAD);
}

/** Producer side: no more grids. */
export function closeQueue(queue: WriterQueue): void {
  Atomics.store(queue.control, DONE, 1);
  Atomics.notify(queue.control, HEAD);
}
