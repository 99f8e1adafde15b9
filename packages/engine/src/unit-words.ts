import { unitKind } from '@sudoku/core';
import { listWords } from './words.js';

// Its own module: a page that lists words at start (listWords) loads unit names only with the hints that use them.

/** "row 3 and box 2"; "columns 2 and 5", "rows 1, 4 and 7". */
export function listUnits(units: readonly number[]): string {
  // Units of one kind in a row share one plural noun, so a reader parses one list, not several.
  const runs: { kind: string; numbers: string[] }[] = [];
  for (const u of units) {
    const kind = unitKind(u);
    const number = String((u % 9) + 1);
    const last = runs[runs.length - 1];
    if (last?.kind === kind) last.numbers.push(number);
    else runs.push({ kind, numbers: [number] });
  }
  return listWords(
    runs.map(({ kind, numbers }) =>
      numbers.length === 1
        ? `${kind} ${numbers[0]}`
        : `${kind === 'box' ? 'boxes' : `${kind}s`} ${listWords(numbers)}`,
    ),
  );
}
