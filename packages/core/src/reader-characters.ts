import type { PuzzleFormatError } from './errors.js';

/** How many bytes the UTF-8 character starting with `c` has (0: not a lead byte). */
function utf8Length(c: number): number {
  if (c < 0xc2 || c > 0xf4) return 0;
  return c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
}

const utf8 = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/**
 * A character for a message: a printable ASCII one quoted, a UTF-8 one by
 * itself and its code point ("'é' (U+00E9)"), anything else (bytes that are
 * not UTF-8, or a character cut by the end of input) by its first byte.
 */
export function describeCharacter(bytes: Uint8Array): string {
  const length = utf8Length(bytes[0]);
  if (length === 0 || bytes.length < length) return describeByte(bytes[0]);
  try {
    const text = utf8.decode(bytes.subarray(0, length));
    return `'${text}' (U+${text.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
  } catch {
    return describeByte(bytes[0]);
  }
}

export function describeByte(c: number): string {
  if (c >= 33 && c <= 126) return `'${String.fromCharCode(c)}'`;
  return `byte 0x${c.toString(16).padStart(2, '0')}`;
}

/**
 * The error about the character at `chunk[i]`, or, when the chunk's end cuts
 * that character, a {@link CutCharacter} that waits for its other bytes, so
 * the message is the same however the input is chunked.
 */
export function characterError(
  chunk: Uint8Array,
  i: number,
  fail: (character: string) => PuzzleFormatError,
): PuzzleFormatError | CutCharacter {
  const length = utf8Length(chunk[i]);
  if (i + length > chunk.length) return new CutCharacter(chunk.slice(i), length, fail);
  return fail(describeCharacter(chunk.subarray(i, i + Math.max(length, 1))));
}

/** A character named by a format error, whose bytes the chunk's end cut. */
export class CutCharacter {
  constructor(
    private bytes: Uint8Array,
    private readonly length: number,
    private readonly fail: (character: string) => PuzzleFormatError,
  ) {}

  /** Takes bytes from the next chunk: the error once the character is whole. */
  feed(chunk: Uint8Array): PuzzleFormatError | undefined {
    const missing = this.length - this.bytes.length;
    const whole = new Uint8Array(this.bytes.length + Math.min(missing, chunk.length));
    whole.set(this.bytes);
    whole.set(chunk.subarray(0, missing), this.bytes.length);
    this.bytes = whole;
    return whole.length === this.length ? this.fail(describeCharacter(whole)) : undefined;
  }

  /** At the end of input: the error, naming the character's first byte. */
  end(): PuzzleFormatError {
    return this.fail(describeCharacter(this.bytes));
  }
}
