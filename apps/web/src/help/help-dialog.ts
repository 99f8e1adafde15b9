import { openDialog } from '../ui/dialogs.js';
import body from './help.html?raw';

/**
 * The Help dialog, loaded on demand (a dynamic import): the rules, the
 * buttons and the keys are read by few players, and only once, so they cost
 * nothing at start. Its markup is a fixed text of the game's own.
 */
let dialog: HTMLDialogElement | undefined;

export function openHelp(): void {
  if (!dialog) {
    dialog = document.createElement('dialog');
    dialog.id = 'about';
    dialog.setAttribute('aria-labelledby', 'about-title');
    dialog.innerHTML = body.replace(/<!--[\s\S]*?-->\n?/g, '');
    document.querySelector('.app')?.append(dialog);
  }
  openDialog(dialog);
}
