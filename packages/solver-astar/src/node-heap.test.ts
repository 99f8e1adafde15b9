import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NodeHeap } from './node-heap.js';

type Op = { push: true; key: number } | { push: false };

describe('NodeHeap', () => {
  it('pops in (key, insertion) order under any mix of pushes and pops (property)', () => {
    const op = fc.oneof(
      fc.record({ push: fc.constant(true as const), key: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ push: fc.constant(false as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops: Op[]) => {
        // Start tiny so the property also covers growth.
        const heap = new NodeHeap(1);
        const model: { id: number; key: number; seq: number }[] = [];
        let seq = 0;
        for (const o of ops) {
          if (o.push) {
            heap.push(seq, o.key, seq);
            model.push({ id: seq, key: o.key, seq });
            seq++;
          } else {
            model.sort((a, b) => a.key - b.key || a.seq - b.seq);
            const expected = model.shift();
            expect(heap.pop()).toBe(expected ? expected.id : -1);
          }
          expect(heap.size).toBe(model.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('forgets everything on clear', () => {
    const heap = new NodeHeap(2);
    for (let i = 0; i < 5; i++) heap.push(i, 5 - i, i);
    expect(heap.peekKey()).toBe(1);
    heap.clear();
    expect(heap.size).toBe(0);
    expect(heap.pop()).toBe(-1);
  });
});
