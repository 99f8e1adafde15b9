import type { Job, Message } from '../app/state.js';
import { byId } from './dom.js';
import { setSpokenText } from './spoken-notation.js';

/** Jobs shorter than this never show the busy line (no flicker on a quick hint). */
const BUSY_DELAY_MS = 150;

/**
 * The line under the board: the message, or while a job runs its label and
 * Cancel. It has a fixed height (a long message scrolls inside it), so
 * nothing below it ever moves, and nothing floats over the controls. Two
 * live regions, so refusals are announced at once (`role="alert"`) and
 * other news politely (`role="status"`). Text is set as text, never as
 * HTML, with cell names spoken as rows and columns.
 */
export class StatusLine {
  private readonly status = byId('status');
  private readonly alert = byId('alert');
  private readonly action = byId<HTMLButtonElement>('message-action');
  private readonly messages = byId('messages');
  private readonly busy = byId('busy');
  private readonly busyText = byId('busy-text');
  private shownMessage: Message | undefined;
  private jobId = 0;
  private busyTimer?: ReturnType<typeof setTimeout>;

  render(message: Message | undefined, job: Job | undefined): void {
    this.renderJob(job);
    if (message === this.shownMessage) return;
    this.shownMessage = message;
    const error = message?.tone === 'error';
    const target = error ? this.alert : this.status;
    const other = error ? this.status : this.alert;
    other.textContent = '';
    setSpokenText(target, message?.text ?? '');
    target.dataset.tone = message?.tone ?? 'info';
    target.classList.remove('fresh');
    if (message) {
      void target.offsetWidth; // restart the fade-in for a repeated message
      target.classList.add('fresh');
    }
    this.messages.scrollTop = 0;
    const action = message?.action;
    this.action.hidden = !action;
    this.action.textContent = action?.label ?? '';
    this.action.onclick = action
      ? () => {
          handFocusToBoard(this.action);
          this.action.hidden = true;
          action.run();
        }
      : null;
  }

  private renderJob(job: Job | undefined): void {
    if (!job) {
      clearTimeout(this.busyTimer);
      this.jobId = 0;
      handFocusToBoard(this.busy);
      this.busy.hidden = true;
      this.messages.hidden = false;
      document.body.removeAttribute('aria-busy');
      return;
    }
    this.busyText.textContent = job.waitNote ? `${job.label} ${job.waitNote}` : job.label;
    // A player who asked for something meanwhile sees why nothing happened, at once.
    if (job.waitNote) this.showBusy();
    if (job.id === this.jobId) return;
    this.jobId = job.id;
    document.body.setAttribute('aria-busy', 'true');
    clearTimeout(this.busyTimer);
    this.busyTimer = setTimeout(() => {
      if (this.jobId === job.id) this.showBusy();
    }, BUSY_DELAY_MS);
  }

  private showBusy(): void {
    this.busy.hidden = false;
    this.messages.hidden = true;
  }
}

/** Focus inside `part` would be lost as it hides: the board (its one tabbable cell) takes it. */
function handFocusToBoard(part: HTMLElement): void {
  if (part.contains(document.activeElement))
    byId('board').querySelector<HTMLElement>('[tabindex="0"]')?.focus();
}
