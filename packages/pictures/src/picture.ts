import type { CellDigit, ChainNode, TechniqueId } from '@sudoku/engine/game';

/**
 * The board a step is read on: the digits placed (0 for an empty cell) and
 * the pencil marks (81 nine-bit candidate sets, bit d - 1 for digit d, 0 for
 * a filled cell), as the engine's `CandidateState` holds them. `givens`,
 * when known, tells the puzzle's own digits from those placed since.
 */
export interface Position {
  /** 81 digits, 0 for an empty cell. */
  digits: ArrayLike<number>;
  /** 81 nine-bit candidate sets. */
  candidates: ArrayLike<number>;
  /** The puzzle's own digits (0 elsewhere), when known. */
  givens?: ArrayLike<number> | undefined;
}

/**
 * What a pattern's cell or candidate does in the reasoning: `base` for a
 * fish's base lines, `pivot` and `pincer` for a wing, `rectangle` for the
 * cells a uniqueness step keeps from a deadly pattern, `on` and `off` for a
 * chain's nodes (assumed true, assumed false), `set-a` and `set-b` for the
 * two almost locked sets of an ALS-XZ; `pattern` where the step tells no more.
 */
export type PatternRole =
  | 'pattern'
  | 'base'
  | 'pivot'
  | 'pincer'
  | 'rectangle'
  | 'on'
  | 'off'
  | 'set-a'
  | 'set-b';

/** Every {@link PatternRole}, for legends and tests. */
export const PATTERN_ROLES: readonly PatternRole[] = [
  'pattern',
  'base',
  'pivot',
  'pincer',
  'rectangle',
  'on',
  'off',
  'set-a',
  'set-b',
];

/** What a house does: a fish's `base` and `cover` lines, or a `house` the pattern lives in. */
export type HouseRole = 'base' | 'cover' | 'house';

/** A cell of the pattern, shaded by its role. */
export interface PictureCell {
  /** 0-80, row by row. */
  cell: number;
  /** What it does in the reasoning. */
  role: PatternRole;
}

/** A candidate of the pattern, ringed by its role. */
export interface PictureMark {
  /** 0-80, row by row. */
  cell: number;
  /** 1-9. */
  digit: number;
  /** What it does in the reasoning. */
  role: PatternRole;
}

/** A house of the pattern: 0-8 rows, 9-17 columns, 18-26 boxes. */
export interface PictureHouse {
  /** 0-8 rows, 9-17 columns, 18-26 boxes. */
  unit: number;
  /** What it does in the pattern. */
  role: HouseRole;
}

/**
 * One link of a chain, drawn as an arrow from `from` to `to`: `strong` from
 * an off node to an on node (the two cannot both be false), `weak` otherwise
 * (from on to off: they cannot both be true).
 */
export interface PictureLink {
  /** The node the arrow leaves. */
  from: ChainNode;
  /** The node it points at. */
  to: ChainNode;
  /** Drawn solid when strong, dashed when weak. */
  kind: 'strong' | 'weak';
}

/**
 * One chain of the step (for forcing chains, one branch), link by link. A
 * chain of more than {@link FOLD_LINKS} links is `folded`: its picture on the
 * board keeps the links at both ends, and the middle ones are for a picture
 * of the chain alone, opened on demand.
 */
export interface PictureChain {
  /** The chain's nodes, from its assumption to its conclusion. */
  nodes: ChainNode[];
  /** Node i to node i + 1, one per pair. */
  links: PictureLink[];
  /** More than {@link FOLD_LINKS} links: the board shows the ends only. */
  folded: boolean;
}

/** Chains longer than this many links are folded. */
export const FOLD_LINKS = 12;

/** Links kept at each end of a folded chain. */
export const FOLD_KEEP = 3;

/**
 * What to draw for one step: the board, the pattern by role, what the step
 * removes and places, and its chains. Plain data, the same for the game and
 * the command line; {@link renderSvg} draws it.
 */
export interface Picture {
  /** The step's kind; undefined for a board alone ({@link pictureOfBoard}). */
  technique: TechniqueId | undefined;
  /** The technique's display name ("XY-Wing"). */
  name: string;
  /** The step's sentence, as the engine writes it. */
  sentence: string;
  /** The board before the step: 81 digits, 0 for empty. */
  digits: number[];
  /** The candidates before the step: 81 nine-bit sets. */
  candidates: number[];
  /** The puzzle's own digits, when known (0 elsewhere). */
  givens: number[] | undefined;
  /** The houses of the pattern. */
  houses: PictureHouse[];
  /** The pattern's cells, each once. */
  cells: PictureCell[];
  /** For a single: the placed digits that rule out the other digits or the other cells. */
  witnesses: number[];
  /** The candidates that make the pattern; one entry per candidate. */
  marks: PictureMark[];
  /** Candidates the step (and the steps before it) remove, each once. */
  eliminations: CellDigit[];
  /** Digits the step places, each once. */
  placements: CellDigit[];
  /** The step's chains (forcing chains: one per branch). */
  chains: PictureChain[];
}
