/** A digit in a cell (cell 0-80, digit 1-9). */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** A candidate, or a group of cells of one unit, assumed true (`on`) or false. */
export interface ChainNode {
  cells: number[];
  digit: number;
  on: boolean;
}

/**
 * What the game reads of the engine's Step. Every field beyond today's
 * (technique, placements, eliminations, cells, digits, explanation) is
 * optional, so hints draw with today's steps and with the full step data
 * (name, candidates, units, chains) once the engine gives it.
 */
export interface StepData {
  technique: string;
  name?: string;
  difficulty?: number;
  placements: CellDigit[];
  eliminations: CellDigit[];
  cells: number[];
  /** Today's steps: the digits of the pattern. */
  digits?: number[];
  /** Today's steps: the unit of the pattern, when there is one. */
  unit?: number;
  candidates?: CellDigit[];
  units?: number[];
  /** Each chain from assumption to conclusion: node i implies node i+1. */
  chains?: ChainNode[][];
  uniqueness?: boolean;
  explanation: string;
}

/** "x-wing" → "X-Wing", "hidden-single" → "Hidden single". */
export function techniqueLabel(id: string): string {
  const wing = /^([a-z]{1,3})-wing$/.exec(id);
  if (wing) return `${wing[1].toUpperCase()}-Wing`;
  const words = id.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The display name of a step: its own, else one made from its id. */
export function stepName(step: StepData): string {
  return step.name ?? techniqueLabel(step.technique);
}
