import { POSITION_INTS, type Position } from './position.js';

/** Slab entries per stored position: the position's ints. */
export const STATE_CELLS = POSITION_INTS;

/**
 * Storage for the positions in the open set, without an object per node:
 * slot s owns entries [30·s, 30·s + 30) of one Int32Array slab (120 bytes),
 * plus its path cost `g` and the cell it will branch on. The Qt game queued a
 * whole `SudokuNode` (digits, an 81×10 bool mark table and counts: ~1 KB)
 * per position. Freed slots go on a stack and are reused first, so the slab
 * only grows to the largest open set the search ever held.
 */
export class StatePool {
  slab: Int32Array;
  g: Float64Array;
  branch: Uint8Array;
  private free: Int32Array;
  private freeCount = 0;
  /** Slots handed out so far (the high-water mark of the slab). */
  private used = 0;

  constructor(initialCapacity = 64) {
    const capacity = Math.max(1, Math.floor(initialCapacity));
    this.slab = new Int32Array(capacity * STATE_CELLS);
    this.g = new Float64Array(capacity);
    this.branch = new Uint8Array(capacity);
    this.free = new Int32Array(capacity);
  }

  /** Slots the buffers can hold without growing. */
  get capacity(): number {
    return this.g.length;
  }

  /** Frees every slot, keeping the buffers. */
  clear(): void {
    this.freeCount = 0;
    this.used = 0;
  }

  /** Copies a position into a slot and returns the slot. */
  store(position: Position, g: number, branch: number): number {
    let slot: number;
    if (this.freeCount > 0) slot = this.free[--this.freeCount];
    else {
      if (this.used === this.g.length) this.grow();
      slot = this.used++;
    }
    const slab = this.slab;
    const base = slot * STATE_CELLS;
    // A loop beats set() on 30 ints (no call, no range checks after inlining).
    for (let i = 0; i < STATE_CELLS; i++) slab[base + i] = position[i];
    this.g[slot] = g;
    this.branch[slot] = branch;
    return slot;
  }

  /** Gives a slot back; its bytes stay readable until the next `store`. */
  release(slot: number): void {
    this.free[this.freeCount++] = slot;
  }

  private grow(): void {
    const capacity = this.g.length * 2;
    const slab = new Int32Array(capacity * STATE_CELLS);
    slab.set(this.slab);
    const g = new Float64Array(capacity);
    g.set(this.g);
    const branch = new Uint8Array(capacity);
    branch.set(this.branch);
    const free = new Int32Array(capacity);
    free.set(this.free);
    this.slab = slab;
    this.g = g;
    this.branch = branch;
    this.free = free;
  }
}
