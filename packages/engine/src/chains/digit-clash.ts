import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import { PEER_MASKS } from '../cell-mask.js';
import { CELL_POSITIONS, CELL_UNITS } from '../geometry.js';
import { fillUnitPlaces } from '../unit-view.js';

/**
 * Whether a Nishio assumption can end in a contradiction, found cheaply.
 * Nishio's searches follow unit links only, so from a candidate they stay on
 * its digit: a placed digit leaves its peers, and a digit left with one place
 * in a unit goes there. Whatever order a search takes them in, it reaches
 * the same candidates in the end unless it clashes first, and it clashes
 * exactly when that closure holds a candidate both placed and removed, or
 * empties a unit that had two places or more. So the closure, worked out on
 * bit sets without parents or order, tells which searches are worth running:
 * only those can give a Nishio step (a search cut short at a depth clashes
 * less, never more).
 */
export class DigitClash {
  /** The digit's cells (three 27-bit words) and its positions in each unit, on the board. */
  private readonly cells = new Int32Array(9 * 3);
  private readonly places = new Uint16Array(27 * 9);
  /** Working sets of one check: placed and removed cells, positions left, pending cells. */
  private readonly on = new Int32Array(3);
  private readonly off = new Int32Array(3);
  private readonly left = new Uint16Array(27);
  private readonly pendingOn = new Uint8Array(81);
  private readonly pendingOff = new Uint8Array(81);

  load(candidates: Uint16Array): this {
    const { cells, places } = this;
    cells.fill(0);
    fillUnitPlaces(candidates, places);
    for (let cell = 0; cell < 81; cell++) {
      for (let m = candidates[cell]; m; m &= m - 1)
        cells[(31 - Math.clz32(m & -m)) * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
    }
    return this;
  }

  /** True when assuming `digit` (1-9) placed in `cell` (or removed from it) can clash. */
  canClash(cell: number, digit: number, placed: boolean): boolean {
    const d = digit - 1;
    const { on, off, left, pendingOn, pendingOff, cells } = this;
    on.fill(0);
    off.fill(0);
    for (let u = 0; u < 27; u++) left[u] = this.places[u * 9 + d];
    let ons = 0;
    let offs = 0;
    if (placed) {
      on[(cell / 27) | 0] |= 1 << (cell % 27);
      pendingOn[ons++] = cell;
    } else {
      off[(cell / 27) | 0] |= 1 << (cell % 27);
      pendingOff[offs++] = cell;
    }
    while (ons > 0 || offs > 0) {
      while (ons > 0) {
        // A placed digit leaves its peers.
        const at = pendingOn[--ons] * 3;
        for (let w = 0; w < 3; w++) {
          const reached = PEER_MASKS[at + w] & cells[d * 3 + w];
          if (reached & on[w]) return true;
          for (let m = reached & ~off[w]; m; m &= m - 1) {
            off[w] |= m & -m;
            pendingOff[offs++] = w * 27 + 31 - Math.clz32(m & -m);
          }
        }
      }
      if (offs > 0) {
        // A removed digit may leave a unit with one place (or, clashing, none).
        const x = pendingOff[--offs];
        for (let j = x * 3; j < x * 3 + 3; j++) {
          const u = CELL_UNITS[j];
          const rest = left[u] & ~(1 << CELL_POSITIONS[j]);
          left[u] = rest;
          if (rest === 0) {
            if (POPCOUNT[this.places[u * 9 + d]] >= 2) return true;
            continue;
          }
          if (POPCOUNT[rest] !== 1) continue;
          const last = UNIT_CELLS[u * 9 + 31 - Math.clz32(rest)];
          const w = (last / 27) | 0;
          const bit = 1 << (last % 27);
          if (off[w] & bit) return true;
          if (on[w] & bit) continue;
          on[w] |= bit;
          pendingOn[ons++] = last;
        }
      }
    }
    return false;
  }
}
