import type { Grid } from '@sudoku/core';
import { digitCounts } from '../game/position.js';

/** The digit buttons under the board, each with how many of its digit are left to place. */
export class PaletteView {
  private readonly buttons: HTMLButtonElement[] = [];

  constructor(root: HTMLElement, onDigit: (digit: number) => void) {
    for (let d = 1; d <= 9; d++) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'digit';
      button.dataset.digit = String(d);
      const face = document.createElement('span');
      face.className = 'digit-face';
      face.textContent = String(d);
      const left = document.createElement('span');
      left.className = 'digit-left';
      left.setAttribute('aria-hidden', 'true');
      button.append(face, left);
      button.addEventListener('click', () => onDigit(d));
      root.append(button);
      this.buttons.push(button);
    }
  }

  /** `armed`: with digit-first input, the digit picked (shown pressed) or 0; undefined without it (no toggles). */
  render(values: Grid, armed?: number): void {
    const counts = digitCounts(values);
    this.buttons.forEach((button, k) => {
      if (armed === undefined) button.removeAttribute('aria-pressed');
      else button.setAttribute('aria-pressed', String(armed === k + 1));
      const left = 9 - counts[k + 1];
      button.classList.toggle('done', left <= 0);
      (button.lastElementChild as HTMLElement).textContent = left > 0 ? String(left) : '';
      button.title = left > 0 ? `${left} left` : 'all placed';
    });
  }
}
