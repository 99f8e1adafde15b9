import type { CandidateState } from './candidate-state.js';
import type { Step, TechniqueId } from './step.js';

/** What a technique may assume about the puzzle it works on. */
export interface StepContext {
  /**
   * The puzzle is known to have exactly one solution, so uniqueness
   * techniques (unique rectangles and loops, BUG) may be used, and nested
   * forcing chains are tried.
   */
  unique: boolean;
  /**
   * Set by the step solver when this technique found nothing at an earlier
   * position of the same solve: the empty cells' candidates there (a placed
   * cell counts as empty of candidates; see `changes.ts`). The board has only
   * lost candidates since, so any step the technique finds now stands on a
   * candidate lost since: a technique may look only at the patterns that such
   * a loss touches, and must then find exactly the step a full search finds.
   * Techniques that do not read it search the whole board.
   */
  since?: Uint16Array | undefined;
}

/**
 * A technique as the step solver sees it: a finder that returns the step it
 * would take on this board (its first in a fixed scan order, or its easiest
 * where it orders its own results), or undefined. Finders only read the state.
 */
export interface Technique {
  /** Stable name: "hidden-single", "forcing-chains". */
  id: string;
  /** Display name: "Hidden single". */
  name: string;
  /** The difficulties its steps can have on Sudoku Explainer's scale, [lowest, highest]. */
  difficulty: readonly [number, number];
  /** The kinds of step it takes, when not just its `id` (a family: "two-strong-links" takes skyscrapers, kites…). */
  steps?: readonly TechniqueId[];
  /** True when it relies on the puzzle having one solution (skipped otherwise). */
  uniqueness?: boolean;
  /**
   * True when it is sound on any board but tried only on a puzzle known to
   * have one solution: nested forcing chains cost seconds a step, and cannot
   * finish a puzzle with several solutions anyway.
   */
  onlyWhenUnique?: boolean;
  find(state: CandidateState, context: StepContext): Step | undefined;
}

/** The kinds of step `technique` takes. */
export function stepsOf(technique: Technique): readonly TechniqueId[] {
  return technique.steps ?? [technique.id as TechniqueId];
}

/** What a technique declares besides its finder: its names, its range on the scale, when it applies. */
export type TechniqueHeader = Omit<Technique, 'find'>;

/** Declares a technique: its header, then the finder that searches a board for its step. */
export function defineTechnique(header: TechniqueHeader, find: Technique['find']): Technique {
  return { ...header, find };
}

/** The kind, name and difficulty of the steps of one size of a family (pair, triple…), as `makeStep` takes them. */
export interface SizedStep {
  readonly technique: TechniqueId;
  readonly name: string;
  readonly difficulty: number;
}

/** Finds a step of a family's pattern of `size` cells, units or digits; `since` as in {@link StepContext}. */
export type SizedFinder<Size extends number> = (
  state: CandidateState,
  size: Size,
  since?: Uint16Array,
) => Step | undefined;

/**
 * The technique for one size of a family whose steps of a size all rate the
 * same (subsets, fish, aligned exclusion): `table` names each size's steps.
 */
export function sizedTechnique<Size extends number>(
  table: Readonly<Record<Size, SizedStep>>,
  size: NoInfer<Size>,
  finder: SizedFinder<Size>,
): Technique {
  const { technique, name, difficulty } = table[size];
  return defineTechnique(
    { id: technique, name, difficulty: [difficulty, difficulty] },
    (state, context) => finder(state, size, context.since),
  );
}
