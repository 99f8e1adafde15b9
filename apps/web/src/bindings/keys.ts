import type { Controller } from '../app/controller.js';
import { without } from '../app/state.js';
import { enterDigit, erase } from '../commands/enter-digit.js';
import { hint } from '../commands/hint.js';
import { toggleNotesMode } from '../commands/notes.js';
import { pause } from '../commands/pause.js';
import { move, select } from '../commands/select.js';
import { redo, undo } from '../commands/undo-redo.js';
import { commandForKey } from '../ui/keyboard.js';

/**
 * The keyboard: digits, arrows and shortcuts drive the board wherever focus
 * is, except in form fields (but for Esc) and dialogs. Esc stops a running
 * search first, then hides a shown hint, then closes Tools, then clears the selection.
 */
export function bindKeys(controller: Controller, closeTools: () => boolean): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    // Fields keep their keys, but not Esc: in Tools' Strategy list or limit field it still closes the panel.
    const field = event.key !== 'Escape' && target.closest('input, select, textarea');
    if (field || target.closest('dialog')) return;
    const command = commandForKey(event, controller.state.notesMode);
    if (!command) return;
    // Buttons keep Space and Enter; digits and arrows always drive the board.
    event.preventDefault();
    const act = controller.act.bind(controller);
    // The paused board is covered: any key only uncovers it (but Esc still stops a running search).
    if (controller.state.paused && !(command.kind === 'escape' && controller.state.job)) {
      act(() => {});
      return;
    }
    switch (command.kind) {
      case 'move':
        move(controller, command.dRow, command.dCol);
        break;
      case 'digit':
        act((ctx) => enterDigit(ctx, command.digit, command.note));
        break;
      case 'erase':
        act(erase);
        break;
      case 'toggle-notes':
        act(toggleNotesMode);
        break;
      case 'undo':
        act(undo);
        break;
      case 'redo':
        act(redo);
        break;
      case 'hint':
        act(hint, { keepHint: true });
        break;
      case 'pause':
        act(pause);
        break;
      case 'escape':
        if (controller.state.job) controller.cancelJob();
        else if (controller.state.hint)
          controller.set(without(controller.state, 'hint', 'message'));
        else if (!closeTools()) select(controller, -1);
        break;
    }
  });
}
