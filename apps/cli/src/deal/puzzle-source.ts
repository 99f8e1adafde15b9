import { PuzzleFormatError, PuzzleReader, SudokuError } from '@sudoku/core';
import type { Input } from '../io/input.js';
import { type InputSource, totalSize } from '../io/input-list.js';

/** Puzzles cut off the front of the source, to be worked on as one job. */
export interface PuzzleBatch {
  /** 0-based number in the run of the first puzzle. */
  first: number;
  /** The puzzles' cells, 81 each. */
  cells: Uint8Array;
  /** The line of its input each puzzle begins on. */
  lines: Int32Array;
  /** Which input each puzzle comes from (see PuzzleSource.inputName). */
  inputs: Int32Array;
  /** With --keep-going, the puzzles that could not be read (their place in the batch) and why. */
  invalid: { at: number; reason: string }[];
}

/** Bytes read at a time. */
const READ_BYTES = 256 * 1024;

/**
 * The puzzles of a run's inputs, one after another, read and parsed here on
 * the main thread a chunk at a time (core's tolerant reader runs at hundreds
 * of megabytes a second, far ahead of any per-puzzle work) and held until
 * they are dealt. The caller reads more only while few are held, so memory
 * stays flat. Each input gets a reader of its own (a header line, a
 * byte-order mark or an unfinished puzzle belong to their file); puzzles are
 * numbered across the run, lines within their input. The first `skip`
 * puzzles are read and dropped (`--skip`, to resume a stopped run). A
 * format error is thrown as soon as it is read, naming the input, the
 * puzzle's number in the run, the line and the column.
 */
export class PuzzleSource {
  /** Puzzles read so far, skipped ones included. */
  private read: number;
  /** Puzzles cut off into batches so far, skipped ones included. */
  private taken: number;
  private cells = new Uint8Array(81 * 256);
  private lines = new Int32Array(256);
  private inputs = new Int32Array(256);
  /** Held puzzles that could not be read (--keep-going), by their number in the run. */
  private readonly invalid = new Map<number, string>();
  /** Where the held puzzles start in `cells` (in puzzles), and how many there are. */
  private head = 0;
  private count = 0;
  private bytesRead = 0;
  private ended = false;
  /** The input being read (an index into `sources`), its reader, and the puzzles before it. */
  private current = -1;
  private input: Input | undefined;
  private reader: PuzzleReader | undefined;
  private readBefore = 0;
  private readonly buffer = new Uint8Array(READ_BYTES);
  /** Where this run's puzzles start in the whole: a shard's part (shard-input.ts) comes after others. */
  private readonly before: number;
  private readonly linesBefore: number;
  private readonly size: number | undefined;
  /** Messages name each puzzle's input: the whole run reads several (a shard's parts may be one). */
  private readonly named: boolean;

  /**
   * `keepGoing` reads on past a line that is not a puzzle (--keep-going):
   * it takes its place in the run as an invalid puzzle whose reason names
   * its line and column (core's reader resynchronises after it).
   */
  constructor(
    private readonly sources: readonly InputSource[],
    private readonly skip: number,
    place: RunPlace = { puzzlesBefore: 0, linesBefore: 0 },
    private readonly keepGoing = false,
  ) {
    this.before = place.puzzlesBefore;
    this.linesBefore = place.linesBefore;
    this.read = this.before;
    this.taken = Math.max(skip, this.before);
    this.size = totalSize(sources);
    this.named = place.severalInputs ?? sources.length > 1;
  }

  /** The description of input `i` of a batch's `inputs` ("b.txt"), or undefined when the whole run has one input. */
  inputName(i: number): string | undefined {
    return this.named ? this.sources[i]!.description : undefined;
  }

  /**
   * Puzzles read and ready to take: with --keep-going, not the last one while
   * its line is still open, since what follows on it may make it invalid.
   */
  get held(): number {
    return this.keepGoing && this.count > 0 && this.reader?.lineOpen && this.input
      ? this.count - 1
      : this.count;
  }

  /** True once every input has been read. */
  get done(): boolean {
    return this.ended;
  }

  /** What is left to read: `none` once all of it is read (files read to their size count), `more` in files, `unknown` in a stream. */
  get rest(): 'none' | 'more' | 'unknown' {
    const size = this.size;
    if (this.ended || (size !== undefined && this.bytesRead >= size)) return 'none';
    return size === undefined ? 'unknown' : 'more';
  }

  /** Puzzles to work on in the whole run: exact once it is read, else estimated from its size; undefined when unknown. */
  total(): { puzzles: number; exact: boolean } | undefined {
    const from = Math.max(this.skip, this.before);
    const puzzles = Math.max(0, this.read - from);
    if (this.ended) return { puzzles, exact: true };
    const size = this.size;
    const read = this.read - this.before;
    if (!size || read === 0 || this.bytesRead === 0) return undefined;
    return {
      puzzles: Math.max(0, Math.round((read * size) / this.bytesRead) + this.before - from),
      exact: false,
    };
  }

  /** Reads and parses the next chunk; false once every input is read (each checked at its end). */
  async readMore(): Promise<boolean> {
    if (this.ended) return false;
    if (!this.input && !(await this.nextInput())) return false;
    const input = this.input!;
    const reader = this.reader!;
    const n = await input.read(this.buffer, 0, this.buffer.length);
    try {
      if (n > 0) {
        this.bytesRead += n;
        reader.push(this.buffer.subarray(0, n));
        return true;
      }
      reader.end();
    } catch (error) {
      if (!(error instanceof PuzzleFormatError)) throw error;
      // Numbered across the run, as --json's index and every other message number puzzles.
      const where = { ...error.location, puzzle: this.readBefore + error.location.puzzle };
      const numbered = new PuzzleFormatError(where, error.reason);
      throw new SudokuError('SUDOKU_FORMAT', `${input.description}: ${numbered.message}`, {
        cause: error,
      });
    }
    this.input = undefined;
    return true;
  }

  /** Stops reading early: frees the input being read. */
  async close(): Promise<void> {
    await this.input?.close();
  }

  /** Opens the next input with a reader of its own; false (and the run checked) after the last. */
  private async nextInput(): Promise<boolean> {
    if (++this.current >= this.sources.length) {
      this.ended = true;
      this.checkNotEmpty();
      return false;
    }
    this.input = await this.sources[this.current]!.open();
    this.readBefore = this.read;
    const index = this.current;
    const lineShift = index === 0 ? this.linesBefore : 0;
    const readBefore = this.readBefore;
    const reader = new PuzzleReader(
      (grid) => {
        const n = this.read++;
        if (n < this.skip) return;
        this.hold(grid, lineShift + reader.puzzleLine, index);
      },
      {
        onError: this.keepGoing
          ? (error, at) => {
              const n = readBefore + at;
              const { line, column } = error.location;
              // A new puzzle's place, or the one just read (an 82nd cell on its line).
              if (n === this.read) {
                this.read++;
                if (n < this.skip) return;
                this.hold(new Uint8Array(81), lineShift + line, index);
              }
              if (n >= this.skip)
                this.invalid.set(n, `line ${lineShift + line}, column ${column}: ${error.reason}`);
            }
          : undefined,
      },
    );
    this.reader = reader;
    return true;
  }

  /** The next `count` held puzzles (count ≤ held), as a batch of their own. */
  take(count: number): PuzzleBatch {
    const from = this.head;
    const batch: PuzzleBatch = {
      first: this.taken,
      cells: this.cells.slice(from * 81, (from + count) * 81),
      lines: this.lines.slice(from, from + count),
      inputs: this.inputs.slice(from, from + count),
      invalid: [],
    };
    if (this.invalid.size > 0) {
      for (let k = 0; k < count; k++) {
        const reason = this.invalid.get(this.taken + k);
        if (reason === undefined) continue;
        batch.invalid.push({ at: k, reason });
        this.invalid.delete(this.taken + k);
      }
    }
    this.head += count;
    this.count -= count;
    this.taken += count;
    return batch;
  }

  private hold(grid: Uint8Array, line: number, input: number): void {
    if (this.head + this.count === this.lines.length) this.makeRoom();
    const at = this.head + this.count++;
    this.cells.set(grid, at * 81);
    this.lines[at] = line;
    this.inputs[at] = input;
  }

  /** Moves the held puzzles to the buffer's start, into a buffer twice as big when they fill half of it. */
  private makeRoom(): void {
    const { head, count } = this;
    if (count * 2 > this.lines.length) {
      const cells = new Uint8Array(this.cells.length * 2);
      const lines = new Int32Array(this.lines.length * 2);
      const inputs = new Int32Array(this.lines.length * 2);
      cells.set(this.cells.subarray(head * 81, (head + count) * 81));
      lines.set(this.lines.subarray(head, head + count));
      inputs.set(this.inputs.subarray(head, head + count));
      this.cells = cells;
      this.lines = lines;
      this.inputs = inputs;
    } else {
      this.cells.copyWithin(0, head * 81, (head + count) * 81);
      this.lines.copyWithin(0, head, head + count);
      this.inputs.copyWithin(0, head, head + count);
    }
    this.head = 0;
  }

  private checkNotEmpty(): void {
    // An empty input is an empty run (exit 0, nothing written), as for any filter.
    if (this.read > this.before && this.read <= this.skip) {
      const puzzles = `${this.read} puzzle${this.read === 1 ? '' : 's'}`;
      const what = this.sources.length === 1 ? this.sources[0]!.description : 'the inputs together';
      const holds =
        this.before === 0
          ? `${what} ${this.sources.length === 1 ? 'holds' : 'hold'} ${puzzles}`
          : `this shard's puzzles end at puzzle ${this.read}`;
      throw new SudokuError('SUDOKU_USAGE', `--skip ${this.skip} skips every puzzle: ${holds}`);
    }
  }
}

/**
 * Where a run's inputs sit in the whole run: a shard's parts come after
 * other puzzles, the first part after other lines of its input, and the
 * whole run may read several inputs though the shard reaches one.
 */
export interface RunPlace {
  puzzlesBefore: number;
  linesBefore: number;
  severalInputs?: boolean | undefined;
}
