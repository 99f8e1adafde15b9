import { CHAINS_AND_CYCLES } from './chains/chains-and-cycles.js';
import {
  DYNAMIC_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS_PLUS,
  MULTIPLE_FORCING_CHAINS,
  NISHIO,
} from './chains/forcing-chains.js';
import type { Technique } from './technique.js';
import { JELLYFISH, SWORDFISH, X_WING } from './techniques/fish.js';
import { DIRECT_LOCKED_CANDIDATES, LOCKED_CANDIDATES } from './techniques/intersections.js';
import { HIDDEN_SINGLE, NAKED_SINGLE } from './techniques/singles.js';
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
  XY_WING,
  XYZ_WING,
  NAKED_QUAD,
  JELLYFISH,
  HIDDEN_QUAD,
  CHAINS_AND_CYCLES,
  NISHIO,
  MULTIPLE_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS,
  DYNAMIC_FORCING_CHAINS_PLUS,
];

/**
 * The techniques below chains that do not assume a unique solution: what a
 * hint uses on a position with several solutions (chains there would search
 * a wide-open board for little).
 */
export const BASIC_LADDER: readonly Technique[] = LADDER.filter(
  (t) => !t.uniqueness && t.difficulty[1] < 6.5,
);
