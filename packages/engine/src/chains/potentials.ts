/**
 * The chains' nodes (Sudoku Explainer's potentials): a candidate assumed
 * true or false, `node = (cell * 9 + digit - 1) * 2 + (on ? 1 : 0)`, 1458 in
 * all, and the causes that link a node to its parents in an inference.
 */

/** Why a potential follows from its parents. */
export const CAUSE_ASSUMPTION = 0;
/** The cell has one candidate left. */
export const CAUSE_CELL = 1;
/** The digit has one place left in a box, a row or a column. */
export const CAUSE_BOX = 2;
export const CAUSE_ROW = 3;
export const CAUSE_COLUMN = 4;
/** A basic technique applied inside the chain (dynamic forcing chains with "+"). */
export const CAUSE_RULE = 5;
/** A candidate removed because a placement sees it (a weak link). */
export const CAUSE_WEAK = 6;

/** True for a cell's last candidate or a digit's last place in a unit: the causes that stand on candidates gone. */
export function isLastCandidateOrPlace(cause: number): boolean {
  return (
    cause === CAUSE_CELL || cause === CAUSE_BOX || cause === CAUSE_ROW || cause === CAUSE_COLUMN
  );
}

export const NODE_COUNT = 1458;

export function nodeOf(cell: number, digit: number, on: boolean): number {
  return (cell * 9 + digit - 1) * 2 + (on ? 1 : 0);
}

export function nodeCell(node: number): number {
  return ((node >> 1) / 9) | 0;
}

export function nodeDigit(node: number): number {
  return ((node >> 1) % 9) + 1;
}

export function nodeOn(node: number): boolean {
  return (node & 1) === 1;
}

/** The same candidate with the other truth value. */
export function conjugate(node: number): number {
  return node ^ 1;
}

/** What a basic technique applied inside a chain says, for explanations. */
export interface RuleNote {
  /** One sentence: "Naked pair: r1c2 and r1c5 hold only 3 and 7 in row 1". */
  text: string;
}
