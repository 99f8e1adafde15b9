/** The longest line a step's text is filled to before it breaks (a chain a few links a line). */
export const STEP_WIDTH = 100;

/**
 * A numbered step as lines: `head` (such as "  3. (10.6) ") and the step's
 * explanation, filled to STEP_WIDTH and broken between its sentences and
 * between a chain's links (", then …", "⇒ …"), each later line indented under the
 * first's text. A forcing chain of the hardest puzzles, one line of 2,000 to
 * 7,000 characters as the engine writes it, reads a few links a line; the
 * lines joined with single spaces give the explanation back.
 */
export function stepLines(head: string, explanation: string, width = STEP_WIDTH): string[] {
  const indent = ' '.repeat(head.length);
  // Pieces end after ". " (a sentence, a branch), ", " before "then" (a
  // link), or before " ⇒ " (a link of a chain a nested step found).
  const pieces = explanation.split(/(?<=\.) (?=[A-Z(])|(?<=,) (?=then )| (?=⇒ )/);
  const lines: string[] = [];
  let line = head;
  let fresh = true;
  for (const piece of pieces) {
    if (!fresh && line.length + 1 + piece.length > width) {
      lines.push(line);
      line = indent + piece;
    } else line = fresh ? line + piece : `${line} ${piece}`;
    fresh = false;
  }
  lines.push(line);
  return lines;
}
