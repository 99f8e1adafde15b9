import { LF } from '@sudoku/core/kernel';

const OPEN = 123; // {
const CLOSE = 125; // }
const COMMA = 44;
const PREFIX = new TextEncoder().encode('{"index":');
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Puts `"index":N` first in every line of `output`, one JSON object per
 * line, numbering from `first`. Tasks write their objects without the
 * number, since a thread does not know how many puzzles came before its
 * piece; the writer does, and numbers each piece's lines as it writes them.
 */
export function numberJsonLines(output: Uint8Array, first: number): Uint8Array {
  let lines = 0;
  for (let at = output.indexOf(LF); at >= 0; at = output.indexOf(LF, at + 1)) lines++;
  const widest = String(first + lines).length;
  const numbered = new Uint8Array(output.length + lines * (PREFIX.length + widest + 1));
  let o = 0;
  let n = first;
  for (let start = 0; start < output.length; n++) {
    let end = output.indexOf(LF, start);
    if (end < 0) end = output.length - 1;
    if (output[start] !== OPEN) throw new Error(`a task wrote a line that is not a JSON object`);
    numbered.set(PREFIX, o);
    o += PREFIX.length;
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) numbered[o++] = digits.charCodeAt(i);
    if (output[start + 1] !== CLOSE) numbered[o++] = COMMA;
    numbered.set(output.subarray(start + 1, end + 1), o);
    o += end - start;
    start = end + 1;
  }
  return numbered.subarray(0, o);
}

/**
 * {@link numberJsonLines} with objects of the writer's own put in among the
 * task's lines: `inserted` maps a place among the piece's puzzles (0-based)
 * to the object there (a puzzle that could not be read, `--keep-going`).
 */
export function numberJsonLinesWith(
  output: Uint8Array,
  first: number,
  inserted: ReadonlyMap<number, Record<string, unknown>>,
): Uint8Array {
  if (inserted.size === 0) return numberJsonLines(output, first);
  const lines = decoder.decode(output).split('\n');
  lines.pop(); // after the last newline
  const all: string[] = [];
  for (let place = 0, next = 0; next < lines.length || inserted.has(place); place++) {
    const object = inserted.get(place);
    all.push(object ? JSON.stringify(object) : lines[next++]!);
  }
  return numberJsonLines(encoder.encode(`${all.join('\n')}\n`), first);
}
