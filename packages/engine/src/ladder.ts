import { CHAINS_AND_CYCLES } from './chains/chains-and-cycles.js';
import {
  DYNAMIC_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS_PLUS,
  MULTIPLE_FORCING_CHAINS,
  NESTED_DYNAMIC_FORCING_CHAINS,
  NESTED_FORCING_CHAINS,
  NESTED_MULTIPLE_FORCING_CHAINS,
  NISHIO,
} from './chains/forcing-techniques.js';
import type { Technique } from './technique.js';
import {
  ALIGNED_PAIR_EXCLUSION,
  ALIGNED_TRIPLET_EXCLUSION,
} from './techniques/aligned-exclusion.js';
import { BUG } from './techniques/bug.js';
import { JELLYFISH, SWORDFISH, X_WING } from './techniques/fish.js';
import { HIDDEN_RECTANGLE } from './techniques/hidden-rectangle.js';
import { DIRECT_LOCKED_CANDIDATES, LOCKED_CANDIDATES } from './techniques/intersections.js';
import { TUVWXYZ_WING, UVWXYZ_WING, VWXYZ_WING, WXYZ_WING } from './techniques/large-wings.js';
import { HIDDEN_SINGLE, NAKED_SINGLE } from './techniques/singles.js';
import {
  FOUR_STRONG_LINKS,
  THREE_STRONG_LINKS,
  TWO_STRONG_LINKS,
} from './techniques/strong-links.js';
import {
  DIRECT_HIDDEN_PAIR,
  DIRECT_HIDDEN_TRIPLE,
  HIDDEN_PAIR,
  HIDDEN_QUAD,
  HIDDEN_TRIPLE,
  NAKED_PAIR,
  NAKED_QUAD,
  NAKED_TRIPLE,
} from './techniques/subsets.js';
import { UNIQUE_LOOPS } from './techniques/unique-loops.js';
import { XY_WING, XYZ_WING } from './techniques/wings.js';

/**
 * Every technique in the order the step solver tries them: Sudoku Explainer's
 * order (the vanilla rule set of Sukaku Explainer, its maintained fork), which
 * is roughly by difficulty. The step taken on a board is the first technique's
 * step, so a puzzle's rating is the difficulty of the hardest step on the
 * simplest path, as Sudoku Explainer rates.
 */
export const LADDER: readonly Technique[] = [
  HIDDEN_SINGLE,
  DIRECT_LOCKED_CANDIDATES,
  DIRECT_HIDDEN_PAIR,
  NAKED_SINGLE,
  DIRECT_HIDDEN_TRIPLE,
  LOCKED_CANDIDATES,
  NAKED_PAIR,
  X_WING,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  SWORDFISH,
  HIDDEN_TRIPLE,
  TWO_STRONG_LINKS,
  XY_WING,
  XYZ_WING,
  UNIQUE_LOOPS,
  HIDDEN_RECTANGLE,
  NAKED_QUAD,
  JELLYFISH,
  HIDDEN_QUAD,
  THREE_STRONG_LINKS,
  WXYZ_WING,
  BUG,
  FOUR_STRONG_LINKS,
  VWXYZ_WING,
  ALIGNED_PAIR_EXCLUSION,
  UVWXYZ_WING,
  CHAINS_AND_CYCLES,
  TUVWXYZ_WING,
  ALIGNED_TRIPLET_EXCLUSION,
  NISHIO,
  MULTIPLE_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS_PLUS,
  NESTED_FORCING_CHAINS,
  NESTED_MULTIPLE_FORCING_CHAINS,
  NESTED_DYNAMIC_FORCING_CHAINS,
];

/**
 * The techniques below chains that do not assume a unique solution: what a
 * hint uses on a position with several solutions (chains there would search
 * a wide-open board for little).
 */
export const BASIC_LADDER: readonly Technique[] = /* @__PURE__ */ LADDER.filter(
  (t) => !t.uniqueness && t.difficulty[1] < 6.5,
);

/**
 * Where the ladder ends on Sudoku Explainer's scale: its last rung nests
 * dynamic forcing chains inside dynamic forcing chains (10.5); the next, with
 * forcing chains nested two deep, starts at 11.0. A puzzle with one solution
 * that the ladder cannot finish needs at least that, so it is rated at least
 * 11.0 (none is known: the hardest published puzzles are finished below it).
 */
export const BEYOND_LADDER_RATING = 11.0;
