/** How a message reads: a refusal or error goes to the alert region, the rest to status. */
export type Tone = 'info' | 'success' | 'error';

export interface MessageAction {
  label: string;
  run(): void;
}

/**
 * The message line under the board. Two live regions, so screen readers
 * announce refusals at once (`role="alert"`) and other news politely
 * (`role="status"`); only one shows at a time. Text is set with
 * `textContent`, never as HTML.
 */
export class MessageView {
  constructor(
    private readonly status: HTMLElement,
    private readonly alert: HTMLElement,
    private readonly actionButton: HTMLButtonElement,
  ) {}

  show(text: string, tone: Tone = 'info', action?: MessageAction): void {
    const target = tone === 'error' ? this.alert : this.status;
    const other = tone === 'error' ? this.status : this.alert;
    other.textContent = '';
    other.hidden = true;
    target.hidden = false;
    target.textContent = text;
    target.dataset.tone = tone;
    // Restart the fade-in animation for repeated messages.
    target.classList.remove('fresh');
    void target.offsetWidth;
    target.classList.add('fresh');
    if (action) {
      this.actionButton.hidden = false;
      this.actionButton.textContent = action.label;
      this.actionButton.onclick = () => {
        this.actionButton.hidden = true;
        action.run();
      };
    } else {
      this.actionButton.hidden = true;
      this.actionButton.onclick = null;
    }
  }

  clear(): void {
    this.status.textContent = '';
    this.alert.textContent = '';
    this.alert.hidden = true;
    this.status.hidden = false;
    this.actionButton.hidden = true;
  }
}
