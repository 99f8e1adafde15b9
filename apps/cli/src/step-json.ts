import { cellName, unitName } from '@sudoku/core';
import type { CellDigit, Step } from '@sudoku/engine';

const candidate = ({ cell, digit }: CellDigit) => ({ cell: cellName(cell), digit });

/**
 * A step as JSON for scripts and drawing tools: cells in the r1c2 notation,
 * units by name, chains as lists of nodes (a node's cells, digit, and whether
 * it is assumed true).
 */
export function stepJson(step: Step): Record<string, unknown> {
  return {
    technique: step.technique,
    name: step.name,
    difficulty: step.difficulty,
    placements: step.placements.map(candidate),
    eliminations: step.eliminations.map(candidate),
    cells: step.cells.map(cellName),
    candidates: step.candidates.map(candidate),
    units: step.units.map(unitName),
    chains: step.chains.map((chain) =>
      chain.map((node) => ({ cells: node.cells.map(cellName), digit: node.digit, on: node.on })),
    ),
    uniqueness: step.uniqueness,
    explanation: step.explanation,
  };
}

/** Why a puzzle with one solution is rated "11.0+": its next step is past the engine's last technique. */
export const BEYOND_THE_LADDER =
  "beyond this engine's techniques (it needs forcing chains nested two deep)";

/** "3.4" */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}
