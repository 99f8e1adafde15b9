import { PEERS, UNIT_CELLS } from '@sudoku/core';
import type { Step } from '@sudoku/engine/game';

/** The first peer of `cell` that holds `digit`, if any. */
function peerHolding(digits: ArrayLike<number>, cell: number, digit: number): number | undefined {
  for (let k = cell * 20; k < cell * 20 + 20; k++) if (digits[PEERS[k]] === digit) return PEERS[k];
  return undefined;
}

/**
 * The placed digits a single rests on: for a naked single, a peer holding
 * each other digit; for a hidden single (or a full house) in a house, for
 * every other empty cell of it, a peer holding the digit. Other steps: none.
 */
export function witnessesOf(digits: ArrayLike<number>, step: Step): number[] {
  const placement = step.placements[0];
  if (!placement) return [];
  const found = new Set<number>();
  if (step.technique === 'naked-single') {
    for (let d = 1; d <= 9; d++) {
      const peer = d === placement.digit ? undefined : peerHolding(digits, placement.cell, d);
      if (peer !== undefined) found.add(peer);
    }
  } else if (step.technique === 'hidden-single' && step.units.length > 0) {
    const unit = step.units[0];
    for (let k = unit * 9; k < unit * 9 + 9; k++) {
      const other = UNIT_CELLS[k];
      if (other === placement.cell || digits[other] !== 0) continue;
      const peer = peerHolding(digits, other, placement.digit);
      if (peer !== undefined) found.add(peer);
    }
  }
  return [...found].sort((a, b) => a - b);
}
