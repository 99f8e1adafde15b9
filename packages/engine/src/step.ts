import { cellName } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';

/** A digit in a cell (cell 0-80, digit 1-9). */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** The techniques the step solver knows, simplest first. */
export type TechniqueName =
  | 'naked-single'
  | 'hidden-single'
  | 'pointing'
  | 'box-line-reduction'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'x-wing'
  | 'xy-wing'
  | 'swordfish';

/** The rating scale: from the hardest technique a puzzle needs; `expert` means our techniques get stuck. */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert';

/** Every difficulty, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard', 'expert'];

/** One deduction, with what it changes and why. */
export interface Step {
  technique: TechniqueName;
  /** Digits this step places. */
  placements: CellDigit[];
  /** Candidates this step removes. */
  eliminations: CellDigit[];
  /** The cells of the pattern (not the cells it eliminates from). */
  cells: number[];
  /** The digits of the pattern. */
  digits: number[];
  /** The unit the pattern lives in (0-8 rows, 9-17 columns, 18-26 boxes), when there is one. */
  unit?: number;
  /** One sentence for people: "Hidden single: 7 can only go in r3c5 in box 2." */
  explanation: string;
}

/** A technique: finds its first applicable step (a deterministic scan), or undefined. */
export interface Technique {
  name: TechniqueName;
  /** Display name: "Hidden single". */
  label: string;
  difficulty: Exclude<Difficulty, 'expert'>;
  find(state: CandidateState): Step | undefined;
}

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "r1c2, r1c5 and r3c4". */
export function listCells(cells: readonly number[]): string {
  return listWords(cells.map(cellName));
}

/** Distinct cells of some eliminations, in order. */
export function eliminatedCells(eliminations: readonly CellDigit[]): number[] {
  const cells: number[] = [];
  for (const { cell } of eliminations) if (!cells.includes(cell)) cells.push(cell);
  return cells;
}
