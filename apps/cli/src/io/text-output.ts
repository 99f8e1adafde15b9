import type { Output } from './output.js';

/** Yield to the event loop at least this often: the progress bar redraws, Ctrl-C is heard. */
const YIELD_MS = 50;
/** Write once this much text is buffered. */
const FLUSH_CHARS = 1 << 16;

/**
 * Text produced item by item inside a long synchronous loop (a line per
 * puzzle, a puzzle per generation), written in large pieces. Each flush
 * yields to the event loop, so progress and signals stay live.
 */
export class TextOutput {
  private readonly output: Output;
  private readonly onFlush: () => void;
  private readonly encoder = new TextEncoder();
  private text = '';
  private lastFlush = performance.now();

  constructor(output: Output, onFlush: () => void = () => {}) {
    this.output = output;
    this.onFlush = onFlush;
  }

  async add(text: string): Promise<void> {
    this.text += text;
    if (this.text.length > FLUSH_CHARS || performance.now() - this.lastFlush > YIELD_MS) {
      await this.flush();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Writes whatever is buffered; call once more at the end. */
  async flush(): Promise<void> {
    if (this.text) {
      const pending = this.output.write(this.encoder.encode(this.text));
      this.text = '';
      if (pending) await pending;
    }
    this.lastFlush = performance.now();
    this.onFlush();
  }
}
