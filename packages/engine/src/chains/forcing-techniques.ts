import type { TechniqueId } from '../step.js';
import { defineTechnique, type Technique } from '../technique.js';
import { findForcingChains } from './forcing-chains.js';
import { baseOf, type Level } from './forcing-steps.js';

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

/**
 * Sudoku Explainer's forcing-chain techniques, simplest first: Nishio, cell
 * and unit, dynamic, dynamic with basic techniques inside (+), and nested
 * (a chain technique inside the chains, see nested-chains.ts).
 */
function forcingTechnique(id: string, name: string, level: Level): Technique {
  // A step rates the level's base plus its length bonus (length.ts): the range declared is the base and one point above.
  const base = baseOf(level);
  return defineTechnique({
    id,
    name,
    difficulty: [base, base + 1],
    steps: stepsOfLevel(level),
    onlyWhenUnique: level.level >= 2,
    // Where cell and unit forcing chains found nothing before, only those
    // that can stand on a change since are tried (new-links.ts).
    find: (state, context) =>
      findForcingChains(state, level, false, level.kind === 'multiple' ? context.since : undefined),
  });
}

export const NISHIO = forcingTechnique('nishio', 'Nishio forcing chains', {
  kind: 'nishio',
  level: 0,
});
export const MULTIPLE_FORCING_CHAINS = forcingTechnique(
  'multiple-forcing-chains',
  'Cell and unit forcing chains',
  { kind: 'multiple', level: 0 },
);
export const DYNAMIC_FORCING_CHAINS = forcingTechnique(
  'dynamic-forcing-chains',
  'Dynamic forcing chains',
  { kind: 'dynamic', level: 0 },
);

export const DYNAMIC_FORCING_CHAINS_PLUS = forcingTechnique(
  'dynamic-forcing-chains-plus',
  'Dynamic forcing chains (+)',
  { kind: 'dynamic', level: 1 },
);

export const NESTED_FORCING_CHAINS = forcingTechnique(
  'nested-forcing-chains',
  'Nested forcing chains (+ forcing chains)',
  { kind: 'dynamic', level: 2 },
);

export const NESTED_MULTIPLE_FORCING_CHAINS = forcingTechnique(
  'nested-multiple-forcing-chains',
  'Nested forcing chains (+ cell and unit forcing chains)',
  { kind: 'dynamic', level: 3 },
);

export const NESTED_DYNAMIC_FORCING_CHAINS = forcingTechnique(
  'nested-dynamic-forcing-chains',
  'Nested forcing chains (+ dynamic forcing chains)',
  { kind: 'dynamic', level: 4 },
);
