import { cellName, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { BOX, COLUMN, cellAt, cellsAt, ROW, UNIT_CROSSINGS, UNIT_OVERLAP } from '../geometry.js';
import { makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique, type Technique } from '../technique.js';
import { unitViewOf } from '../unit-view.js';
import { describeCandidates, listCells } from '../words.js';

// The pairs of unit kinds Sudoku Explainer scans for locked candidates, in its order.
const KIND_PAIRS: readonly (readonly [number, number])[] = [
  [BOX, COLUMN],
  [BOX, ROW],
  [COLUMN, BOX],
  [ROW, BOX],
];

/** Locked candidates: a digit's places in `source` all lie in `target` (at `cells`). */
interface Lock {
  /** The unit whose candidates for the digit all lie in `target`. */
  source: number;
  target: number;
  digit: number;
  cells: number[];
}

/**
 * Calls `visit` with each locked candidate pattern in Sudoku Explainer's
 * order until it returns something. `places` are the board's (see
 * `UnitView`); with `sources`, only patterns whose source unit's bit for
 * the digit is set there (`sources[unit]`, a digit mask).
 */
export function scanLocks<T>(
  places: Uint16Array,
  visit: (source: number, target: number, digit: number, positions: number) => T | undefined,
  sources?: Uint16Array,
): T | undefined {
  for (const [kind1, kind2] of KIND_PAIRS) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      for (let source = kind1; source < kind1 + 9; source++) {
        if (sources && !(sources[source] & bit)) continue;
        const positions = places[source * 9 + digit - 1];
        if ((positions & (positions - 1)) === 0) continue;
        for (const target of UNIT_CROSSINGS[source * 3 + kind2 / 9]) {
          if (positions & ~UNIT_OVERLAP[source * 27 + target]) continue;
          const found = visit(source, target, digit, positions);
          if (found) return found;
        }
      }
    }
  }
  return undefined;
}

function lockWords({ source, target, digit, cells }: Lock): string {
  return `in ${unitName(source)}, ${digit} can only go in ${listCells(cells)}, all in ${unitName(target)}`;
}

/**
 * Pointing and claiming (locked candidates): a digit's candidates in one unit
 * all lie where it crosses another, so the digit leaves the rest of the other.
 * With `since`, only source units that lost the digit since: a lock of
 * places all there before removed nothing there.
 */
export function findLockedCandidates(state: CandidateState, since?: Uint16Array): Step | undefined {
  const { places, lostDigits } = unitViewOf(state, since);
  return scanLocks(
    places,
    (source, target, digit, positions) => {
      // The digit's places in the target outside the source: nothing to remove without one.
      const outside = places[target * 9 + digit - 1] & ~UNIT_OVERLAP[target * 27 + source];
      if (outside === 0) return undefined;
      const eliminations = cellsAt(target, outside).map((cell) => ({ cell, digit }));
      const lock = { source, target, digit, cells: cellsAt(source, positions) };
      const pointing = source >= BOX;
      return makeStep({
        technique: pointing ? 'pointing' : 'claiming',
        name: pointing ? 'Pointing' : 'Claiming',
        difficulty: pointing ? 2.6 : 2.8,
        eliminations,
        cells: lock.cells,
        candidates: lock.cells.map((cell) => ({ cell, digit: lock.digit })),
        units: [lock.source, lock.target],
        explanation: `${pointing ? 'Pointing' : 'Claiming'}: ${lockWords(lock)}, so remove ${describeCandidates(eliminations)}.`,
      });
    },
    lostDigits,
  );
}

/**
 * Direct pointing and claiming: locked candidates that leave a digit one place
 * in a parallel unit (a hidden single the eliminations create); the step
 * places that digit. With `since`, only digits lost since, and for a source
 * that lost none, a parallel unit that did: a pattern of places all there
 * before was there before.
 */
export function findDirectLockedCandidates(
  state: CandidateState,
  since?: Uint16Array,
): Step | undefined {
  const { places, lostDigits: lost } = unitViewOf(state, since);
  let sources: Uint16Array | undefined;
  if (lost) {
    let digits = 0;
    for (let u = 0; u < 27; u++) digits |= lost[u];
    sources = new Uint16Array(27).fill(digits);
  }
  return scanLocks(
    places,
    (source, target, digit, lockPositions) => {
      const bit = 1 << (digit - 1);
      const kind = source < 9 ? ROW : source < 18 ? COLUMN : BOX;
      const sourceLost = !lost || (lost[source] & bit) !== 0;
      for (const other of UNIT_CROSSINGS[target * 3 + kind / 9]) {
        if (other === source) continue;
        if (!sourceLost && !(lost![other] & bit)) continue;
        const positions = places[other * 9 + digit - 1];
        if ((positions & (positions - 1)) === 0) continue;
        // Exactly one place outside the target: the eliminations leave the digit only there.
        const beyond = positions & ~UNIT_OVERLAP[other * 27 + target];
        if (beyond === 0 || (beyond & (beyond - 1)) !== 0) continue;
        const outside = cellAt(other, 31 - Math.clz32(beyond));
        const lock = { source, target, digit, cells: cellsAt(source, lockPositions) };
        const pointing = source >= BOX;
        const removed = cellsAt(other, positions & ~beyond);
        return makeStep({
          technique: pointing ? 'direct-pointing' : 'direct-claiming',
          name: pointing ? 'Direct pointing' : 'Direct claiming',
          difficulty: pointing ? 1.7 : 1.9,
          placements: [{ cell: outside, digit: lock.digit }],
          cells: lock.cells,
          candidates: lock.cells.map((cell) => ({ cell, digit: lock.digit })),
          units: [lock.source, lock.target, other],
          explanation: `${pointing ? 'Direct pointing' : 'Direct claiming'}: ${lockWords(lock)}, so ${lock.digit} is not in ${listCells(removed)}; that leaves ${cellName(outside)} as the only place for ${lock.digit} in ${unitName(other)}.`,
        });
      }
      return undefined;
    },
    sources,
  );
}

/** Pointing and claiming, or their direct forms (each must leave a hidden single, as Sudoku Explainer's direct techniques do). */
function lockedTechnique(direct: boolean, difficulty: readonly [number, number]): Technique {
  const find = direct ? findDirectLockedCandidates : findLockedCandidates;
  const steps: TechniqueId[] = direct
    ? ['direct-pointing', 'direct-claiming']
    : ['pointing', 'claiming'];
  const name = direct ? 'Direct pointing and claiming' : 'Pointing and claiming';
  return defineTechnique(
    { id: direct ? 'direct-locked-candidates' : 'locked-candidates', name, difficulty, steps },
    (state, context) => find(state, context.since),
  );
}

export const LOCKED_CANDIDATES = lockedTechnique(false, [2.6, 2.8]);
export const DIRECT_LOCKED_CANDIDATES = lockedTechnique(true, [1.7, 1.9]);
