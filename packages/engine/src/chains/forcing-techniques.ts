import { scratchOf } from '../search-scratch.js';
import type { TechniqueId } from '../step.js';
import { defineTechnique, type Technique } from '../technique.js';
import { findForcingChains } from './forcing-chains.js';
import { baseOf, type ForcingKind, type Level, levelName } from './forcing-steps.js';

/** The kinds of step a level takes (see forcing-steps.ts techniqueOf, and the grouped chains and ALS-XZ the static level offers). */
function stepsOfLevel(level: Level): TechniqueId[] {
  if (level.level > 0) return ['nested-forcing-chains'];
  if (level.kind === 'nishio') return ['nishio'];
  if (level.kind === 'multiple')
    return ['cell-forcing-chains', 'unit-forcing-chains', 'grouped-aic', 'als-xz'];
  return [
    'dynamic-cell-forcing-chains',
    'dynamic-unit-forcing-chains',
    'contradiction-chains',
    'double-forcing-chains',
  ];
}

/** Each level's technique id above level 0 (where it is the kind's: "nishio", "dynamic-forcing-chains"). */
const NESTED_IDS = [
  '',
  'dynamic-forcing-chains-plus',
  'nested-forcing-chains',
  'nested-multiple-forcing-chains',
  'nested-dynamic-forcing-chains',
];

/**
 * Declares one of Sudoku Explainer's forcing-chain techniques: Nishio, cell
 * and unit, dynamic, dynamic with basic techniques inside (+), and nested (a
 * chain technique inside the chains, see nested-chains.ts).
 */
function forcingTechnique(kind: ForcingKind, depth: number): Technique {
  const level: Level = { kind, level: depth };
  const id = depth > 0 ? NESTED_IDS[depth]! : kind === 'nishio' ? kind : `${kind}-forcing-chains`;
  // A step rates the level's base plus its length bonus (length.ts): the range declared is the base and one point above.
  const base = baseOf(level);
  const header = { id, name: levelName(level), difficulty: [base, base + 1] as const };
  // Where cell and unit forcing chains found nothing before, only those that can stand on a change since are tried (new-links.ts).
  const since = kind === 'multiple';
  return defineTechnique(
    { ...header, steps: stepsOfLevel(level), onlyWhenUnique: depth >= 2 },
    (state, context) =>
      findForcingChains(state, level, false, since ? context.since : undefined, scratchOf(context)),
  );
}

export const NISHIO = forcingTechnique('nishio', 0);
export const MULTIPLE_FORCING_CHAINS = forcingTechnique('multiple', 0);
export const DYNAMIC_FORCING_CHAINS = forcingTechnique('dynamic', 0);
export const DYNAMIC_FORCING_CHAINS_PLUS = forcingTechnique('dynamic', 1);
export const NESTED_FORCING_CHAINS = forcingTechnique('dynamic', 2);
export const NESTED_MULTIPLE_FORCING_CHAINS = forcingTechnique('dynamic', 3);
export const NESTED_DYNAMIC_FORCING_CHAINS = forcingTechnique('dynamic', 4);
