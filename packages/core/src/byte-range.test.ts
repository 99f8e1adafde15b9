import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertByteRange } from './byte-range.js';
import { usageMessage } from './test-helpers.js';

describe('assertByteRange', () => {
  it('passes exactly when span bytes from a whole offset ≥ 0 lie inside the buffer', () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ min: -5, max: 200 })),
        fc.integer({ min: 1, max: 170 }),
        (length, offset, span) => {
          const fits = Number.isInteger(offset) && offset >= 0 && offset + span <= length;
          const check = () =>
            assertByteRange('f', 'out', new Uint8Array(length), 'at', offset, span);
          if (fits) expect(check).not.toThrow();
          else expect(usageMessage(check)).toMatch(/^f: (out needs|at must be)/);
        },
      ),
    );
  });

  it('names the owner, the buffer, the offset and what was wrong in one sentence', () => {
    const buffer = new Uint8Array(100);
    expect(usageMessage(() => assertByteRange('f', 'out', buffer, 'at', 20))).toBe(
      'f: out needs 81 bytes from at 20 but its length is 100',
    );
    expect(usageMessage(() => assertByteRange('f', 'out', buffer, 'at', '3'))).toBe(
      'f: at must be a whole number ≥ 0, got "3"',
    );
    expect(usageMessage(() => assertByteRange('f', 'out', new Int8Array(81), 'at', 0))).toBe(
      'f: out must be a Uint8Array, got Int8Array',
    );
    expect(() => assertByteRange('f', 'out', Buffer.alloc(81), 'at', 0)).not.toThrow();
  });
});
