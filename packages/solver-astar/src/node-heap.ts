/**
 * A binary min-heap of integer ids ordered by (key, seq): the open set of the
 * best-first search. The Qt game used `std::priority_queue<SudokuNode>`, which
 * copies whole positions on every sift; here an entry is three numbers in
 * parallel typed arrays, so a sift moves 24 bytes and allocates nothing.
 * The second key breaks ties, which makes the pop order fully deterministic
 * (a plain priority queue leaves equal keys in an unspecified order).
 */
export class NodeHeap {
  private ids: Int32Array;
  private keys: Float64Array;
  private seqs: Float64Array;
  /** Number of entries. */
  size = 0;

  constructor(initialCapacity = 64) {
    const capacity = Math.max(1, Math.floor(initialCapacity));
    this.ids = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.seqs = new Float64Array(capacity);
  }

  /** Forgets every entry, keeping the buffers for the next search. */
  clear(): void {
    this.size = 0;
  }

  /** Adds `id` with priority (key, seq); smaller pops first. */
  push(id: number, key: number, seq: number): void {
    if (this.size === this.ids.length) this.grow();
    const { ids, keys, seqs } = this;
    let i = this.size++;
    // Sift up: move parents down until the new entry's place is found.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = keys[parent];
      if (pk < key || (pk === key && seqs[parent] <= seq)) break;
      ids[i] = ids[parent];
      keys[i] = pk;
      seqs[i] = seqs[parent];
      i = parent;
    }
    ids[i] = id;
    keys[i] = key;
    seqs[i] = seq;
  }

  /** Key of the smallest entry; only meaningful when `size > 0`. */
  peekKey(): number {
    return this.keys[0];
  }

  /** Removes the smallest entry and returns its id, or -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const { ids, keys, seqs } = this;
    const top = ids[0];
    const n = --this.size;
    if (n === 0) return top;
    // Sift the last entry down from the root.
    const id = ids[n];
    const key = keys[n];
    const seq = seqs[n];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      const right = child + 1;
      if (
        right < n &&
        (keys[right] < keys[child] || (keys[right] === keys[child] && seqs[right] < seqs[child]))
      ) {
        child = right;
      }
      const ck = keys[child];
      if (key < ck || (key === ck && seq <= seqs[child])) break;
      ids[i] = ids[child];
      keys[i] = ck;
      seqs[i] = seqs[child];
      i = child;
    }
    ids[i] = id;
    keys[i] = key;
    seqs[i] = seq;
    return top;
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const ids = new Int32Array(capacity);
    const keys = new Float64Array(capacity);
    const seqs = new Float64Array(capacity);
    ids.set(this.ids);
    keys.set(this.keys);
    seqs.set(this.seqs);
    this.ids = ids;
    this.keys = keys;
    this.seqs = seqs;
  }
}
