import { CELL_POSITIONS, CELL_UNITS } from '../geometry.js';
import { fillUnitPlaces } from '../unit-view.js';
import { PEER_CELLS, PEER_UNITS } from './inference.js';

/**
 * The working board of the chain searches: a copy of the candidates that
 * dynamic searches change and restore, where each digit can go in each unit,
 * and each candidate's peers at the start.
 */
export class ChainBoard {
  readonly grid = new Uint16Array(81);
  /** The board every search starts from: what a dynamic one removed since gives hidden parents. */
  protected readonly source = new Uint16Array(81);
  /** True when a dynamic search removed candidates (the board is restored after it). */
  protected changed = false;
  /**
   * Where each digit can go in each unit (unit * 9 + digit - 1), as a mask
   * of positions in the unit, kept in step with `grid`.
   */
  protected readonly places = new Uint16Array(27 * 9);
  protected readonly sourcePlaces = new Uint16Array(27 * 9);
  /**
   * The peers (box, row, column) that had each candidate's digit at the
   * start, with the unit they share: `peerCell[cand * 20 …]`, listed when a
   * search first needs them (`peersAt[cand] === loads`).
   */
  protected readonly peerCount = new Uint8Array(729);
  protected readonly peerCell = new Uint8Array(729 * 20);
  protected readonly peerUnit = new Uint8Array(729 * 20);
  protected readonly peersAt = new Int32Array(729);
  protected loads = 0;

  /** Starts over on another board (a search is reused from board to board). */
  protected loadBoard(candidates: Uint16Array): void {
    this.grid.set(candidates);
    this.source.set(candidates);
    this.changed = false;
    fillUnitPlaces(candidates, this.places);
    this.sourcePlaces.set(this.places);
    this.loads++;
  }

  /** How many peers had the candidate's digit at the start (listed in `peerCell`, `peerUnit`). */
  protected peersOf(cand: number): number {
    if (this.peersAt[cand] === this.loads) return this.peerCount[cand];
    const cell = (cand / 9) | 0;
    const bit = 1 << (cand % 9);
    const { source } = this;
    let n = cand * 20;
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      if (!(source[PEER_CELLS[i]] & bit)) continue;
      this.peerCell[n] = PEER_CELLS[i];
      this.peerUnit[n++] = PEER_UNITS[i];
    }
    this.peersAt[cand] = this.loads;
    this.peerCount[cand] = n - cand * 20;
    return n - cand * 20;
  }

  /** Removes a candidate from the working board (dynamic searches). */
  protected remove(node: number): void {
    const cand = node >> 1;
    const cell = (cand / 9) | 0;
    const d = cand % 9;
    if (!(this.grid[cell] & (1 << d))) return;
    this.grid[cell] &= ~(1 << d);
    this.changed = true;
    for (let j = cell * 3; j < cell * 3 + 3; j++)
      this.places[CELL_UNITS[j] * 9 + d] &= ~(1 << CELL_POSITIONS[j]);
  }

  /** Puts back the candidates the last dynamic search removed. */
  protected restore(): void {
    this.grid.set(this.source);
    this.places.set(this.sourcePlaces);
    this.changed = false;
  }

  /** Where each digit can go in each unit on the working board (see `places`): read only. */
  get unitPlaces(): Uint16Array {
    return this.places;
  }

  /** The board the current dynamic search started from. */
  get startBoard(): Uint16Array {
    return this.source;
  }
}
