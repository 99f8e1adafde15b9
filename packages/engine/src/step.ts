/** A candidate: a digit in a cell (cell 0-80, digit 1-9). */
export interface CellDigit {
  cell: number;
  digit: number;
}

/**
 * One node of a chain: a digit in a cell (or, for a grouped node, in a group
 * of cells of one unit) assumed true (`on`) or false.
 */
export interface ChainNode {
  cells: number[];
  digit: number;
  on: boolean;
}

/**
 * A chain of inferences, from its assumption to its conclusion: node i
 * implies node i + 1. From an `on` node to an `off` node is a weak link (two
 * candidates that cannot both be true); from `off` to `on` a strong link (two
 * candidates that cannot both be false).
 */
export type Chain = ChainNode[];

/** Every kind of step the engine can take, simplest family first (what a rating's `hardestTechnique` names). */
export const TECHNIQUE_IDS = [
  'full-house',
  'hidden-single',
  'direct-pointing',
  'direct-claiming',
  'direct-hidden-pair',
  'naked-single',
  'direct-hidden-triple',
  'pointing',
  'claiming',
  'naked-pair',
  'x-wing',
  'hidden-pair',
  'naked-triple',
  'swordfish',
  'hidden-triple',
  'skyscraper',
  'two-string-kite',
  'turbot-fish',
  'empty-rectangle',
  'finned-x-wing',
  'xy-wing',
  'xyz-wing',
  'unique-rectangle',
  'unique-loop',
  'hidden-rectangle',
  'naked-quad',
  'jellyfish',
  'hidden-quad',
  'three-strong-links',
  'finned-swordfish',
  'wxyz-wing',
  'bug',
  'four-strong-links',
  'finned-jellyfish',
  'vwxyz-wing',
  'aligned-pair-exclusion',
  'uvwxyz-wing',
  'x-cycle',
  'xy-cycle',
  'aic-loop',
  'x-chain',
  'xy-chain',
  'w-wing',
  'aic',
  'grouped-aic',
  'als-xz',
  'tuvwxyz-wing',
  'aligned-triple-exclusion',
  'nishio',
  'cell-forcing-chains',
  'unit-forcing-chains',
  'contradiction-chains',
  'double-forcing-chains',
  'dynamic-cell-forcing-chains',
  'dynamic-unit-forcing-chains',
  'nested-forcing-chains',
] as const;

/** A kind of step: one of {@link TECHNIQUE_IDS}. */
export type TechniqueId = (typeof TECHNIQUE_IDS)[number];

/**
 * One deduction: what it places and removes, the pattern it reads on the
 * board, and a sentence a player can check against the pencil marks.
 */
export interface Step {
  technique: TechniqueId;
  /** Display name: "Hidden single", "Skyscraper", "Forcing chains (dynamic)". */
  name: string;
  /**
   * This step's difficulty on Sudoku Explainer's scale: 1.2 for a hidden
   * single in a box … 4.2 for an XY-Wing … 8.5 and up for dynamic forcing
   * chains; chain lengths add to it as Sudoku Explainer does.
   */
  difficulty: number;
  /** Digits this step places. */
  placements: CellDigit[];
  /** Candidates this step removes. */
  eliminations: CellDigit[];
  /** The cells of the pattern (not the cells it removes candidates from). */
  cells: number[];
  /** The pattern's candidates the reasoning reads. */
  candidates: CellDigit[];
  /** Units of the pattern: 0-8 rows, 9-17 columns, 18-26 boxes. */
  units: number[];
  /** For chain techniques, every chain from its assumption to its conclusion. */
  chains: Chain[];
  /** True when the step relies on the puzzle having exactly one solution. */
  uniqueness: boolean;
  /** The reasoning, in words a player can check on the board. */
  explanation: string;
}

/** What a finder has to say; `makeStep` fills the parts a simple pattern leaves empty. */
export type StepInput = Pick<Step, 'technique' | 'name' | 'difficulty' | 'explanation'> &
  Partial<Omit<Step, 'technique' | 'name' | 'difficulty' | 'explanation'>>;

/** The candidates of `cells` within `mask` (default: all of each cell's), as a step lists them. */
export function candidatesIn(
  cells: readonly number[],
  candidates: ArrayLike<number>,
  mask = 0x1ff,
): CellDigit[] {
  const listed: CellDigit[] = [];
  for (const cell of cells) {
    for (let m = candidates[cell] & mask; m !== 0; m &= m - 1)
      listed.push({ cell, digit: 32 - Math.clz32(m & -m) });
  }
  return listed;
}

/** A step with empty lists where the input has none (to draw a step of your own with `@sudoku/pictures`). */
export function makeStep(input: StepInput): Step {
  return {
    technique: input.technique,
    name: input.name,
    difficulty: input.difficulty,
    placements: input.placements ?? [],
    eliminations: input.eliminations ?? [],
    cells: input.cells ?? [],
    candidates: input.candidates ?? [],
    units: input.units ?? [],
    chains: input.chains ?? [],
    uniqueness: input.uniqueness ?? false,
    explanation: input.explanation,
  };
}

/** The difficulty words and where each starts on the rating scale. */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'fiendish' | 'diabolical' | 'extreme';

/** Every difficulty, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = [
  'easy',
  'medium',
  'hard',
  'fiendish',
  'diabolical',
  'extreme',
];

/**
 * The rating range of each difficulty word, [from, to): singles and direct
 * steps are easy; naked singles and intersections medium; subsets, basic fish
 * and short wings hard; uniqueness, quads and long wings fiendish; chains
 * diabolical; dynamic and nested forcing chains extreme.
 */
export const DIFFICULTY_RANGES: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [0, 2.0],
  medium: [2.0, 3.0],
  hard: [3.0, 4.5],
  fiendish: [4.5, 6.5],
  diabolical: [6.5, 9.0],
  extreme: [9.0, Number.POSITIVE_INFINITY],
};

/** The difficulty word of a rating. */
export function difficultyOf(rating: number): Difficulty {
  for (const word of DIFFICULTIES) if (rating < DIFFICULTY_RANGES[word][1]) return word;
  return 'extreme';
}
