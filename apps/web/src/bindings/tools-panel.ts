import { byId } from '../ui/dom.js';

/**
 * The Tools panel: beside the game on a wide screen, a sheet over the lower
 * part of the page on a narrow one (which closes when a tool runs, so its
 * answer under the board is seen). The Tools button says whether it is open.
 */
export class ToolsPanel {
  private readonly panel = byId('tools');
  private readonly button = byId<HTMLButtonElement>('tools-button');
  private readonly narrow = window.matchMedia('(max-width: 979px)');

  constructor() {
    this.button.addEventListener('click', () => (this.panel.hidden ? this.open() : this.close()));
    byId('tools-close').addEventListener('click', () => this.close());
  }

  open(): void {
    this.panel.hidden = false;
    this.button.setAttribute('aria-expanded', 'true');
    document.body.classList.add('tools-open');
    byId('tools-title').focus();
  }

  /** Closes the panel; false when it was not open. */
  close(): boolean {
    if (this.panel.hidden) return false;
    // Focus inside the panel would be lost with it: it goes back to the button that opened it.
    if (this.panel.contains(document.activeElement)) this.button.focus();
    this.panel.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('tools-open');
    return true;
  }

  closeIfOverlay(): void {
    if (this.narrow.matches) this.close();
  }
}
