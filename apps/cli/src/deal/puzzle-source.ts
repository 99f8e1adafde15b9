import { PuzzleFormatError, PuzzleReader, SudokuError } from '@sudoku/core';
import type { Input } from '../io/input.js';

/** Puzzles cut off the front of the source, to be worked on as one job. */
export interface PuzzleBatch {
  /** 0-based number in the input of the first puzzle. */
  first: number;
  /** The puzzles' cells, 81 each. */
  cells: Uint8Array;
  /** The input line each puzzle begins on. */
  lines: Int32Array;
}

/** Bytes read at a time. */
const READ_BYTES = 256 * 1024;

/**
 * The puzzles of an input, read and parsed here on the main thread a chunk at
 * a time (core's tolerant reader runs at hundreds of megabytes a second,
 * far ahead of any per-puzzle work) and held until they are dealt. The
 * caller reads more only while few are held, so memory stays flat. The
 * first `skip` puzzles are read and dropped (`--skip`, to resume a stopped
 * run). A format error is thrown as soon as it is read, naming the input,
 * puzzle, line and column.
 */
export class PuzzleSource {
  /** Puzzles read so far, skipped ones included. */
  private read = 0;
  /** Puzzles cut off into batches so far, skipped ones included. */
  private taken: number;
  private cells = new Uint8Array(81 * 256);
  private lines = new Int32Array(256);
  /** Where the held puzzles start in `cells` (in puzzles), and how many there are. */
  private head = 0;
  private count = 0;
  private bytesRead = 0;
  private ended = false;
  private readonly reader: PuzzleReader;
  private readonly buffer = new Uint8Array(READ_BYTES);

  /** Where this input's puzzles start in the whole: a shard's part (shard-input.ts) comes after others. */
  private readonly before: number;
  private readonly linesBefore: number;

  constructor(
    private readonly input: Input,
    private readonly skip: number,
    place: { puzzlesBefore: number; linesBefore: number } = { puzzlesBefore: 0, linesBefore: 0 },
  ) {
    this.before = place.puzzlesBefore;
    this.linesBefore = place.linesBefore;
    this.read = this.before;
    this.taken = Math.max(skip, this.before);
    this.reader = new PuzzleReader((grid) => {
      const n = this.read++;
      if (n < this.skip) return;
      this.hold(grid, this.linesBefore + this.reader.puzzleLine);
    });
  }

  /** Puzzles read and not yet taken. */
  get held(): number {
    return this.count;
  }

  /** True once the whole input has been read. */
  get done(): boolean {
    return this.ended;
  }

  /** What is left to read: `none` once all of it is read (a file read to its size counts), `more` in a file, `unknown` in a stream. */
  get rest(): 'none' | 'more' | 'unknown' {
    const size = this.input.size;
    if (this.ended || (size !== undefined && this.bytesRead >= size)) return 'none';
    return size === undefined ? 'unknown' : 'more';
  }

  /** Puzzles to work on in the whole input: exact once it is read, else estimated from its size; undefined when unknown. */
  total(): { puzzles: number; exact: boolean } | undefined {
    const from = Math.max(this.skip, this.before);
    const puzzles = Math.max(0, this.read - from);
    if (this.ended) return { puzzles, exact: true };
    const size = this.input.size;
    const read = this.read - this.before;
    if (!size || read === 0 || this.bytesRead === 0) return undefined;
    return {
      puzzles: Math.max(0, Math.round((read * size) / this.bytesRead) + this.before - from),
      exact: false,
    };
  }

  /** Reads and parses the next chunk; false at the end of the input (which is then checked). */
  async readMore(): Promise<boolean> {
    if (this.ended) return false;
    const n = await this.input.read(this.buffer, 0, this.buffer.length);
    try {
      if (n > 0) {
        this.bytesRead += n;
        this.reader.push(this.buffer.subarray(0, n));
        return true;
      }
      this.reader.end();
    } catch (error) {
      if (!(error instanceof PuzzleFormatError)) throw error;
      throw new SudokuError('SUDOKU_FORMAT', `${this.input.description}: ${error.message}`, {
        cause: error,
      });
    }
    this.ended = true;
    this.checkNotEmpty();
    return false;
  }

  /** The next `count` held puzzles (count ≤ held), as a batch of their own. */
  take(count: number): PuzzleBatch {
    const from = this.head;
    const batch: PuzzleBatch = {
      first: this.taken,
      cells: this.cells.slice(from * 81, (from + count) * 81),
      lines: this.lines.slice(from, from + count),
    };
    this.head += count;
    this.count -= count;
    this.taken += count;
    return batch;
  }

  private hold(grid: Uint8Array, line: number): void {
    if (this.head + this.count === this.lines.length) this.makeRoom();
    const at = this.head + this.count++;
    this.cells.set(grid, at * 81);
    this.lines[at] = line;
  }

  /** Moves the held puzzles to the buffer's start, into a buffer twice as big when they fill half of it. */
  private makeRoom(): void {
    const { head, count } = this;
    if (count * 2 > this.lines.length) {
      const cells = new Uint8Array(this.cells.length * 2);
      const lines = new Int32Array(this.lines.length * 2);
      cells.set(this.cells.subarray(head * 81, (head + count) * 81));
      lines.set(this.lines.subarray(head, head + count));
      this.cells = cells;
      this.lines = lines;
    } else {
      this.cells.copyWithin(0, head * 81, (head + count) * 81);
      this.lines.copyWithin(0, head, head + count);
    }
    this.head = 0;
  }

  private checkNotEmpty(): void {
    // An empty input is an empty run (exit 0, nothing written), as for any filter.
    if (this.read > this.before && this.read <= this.skip) {
      const puzzles = `${this.read} puzzle${this.read === 1 ? '' : 's'}`;
      const holds =
        this.before === 0
          ? `${this.input.description} holds ${puzzles}`
          : `this shard's puzzles end at puzzle ${this.read}`;
      throw new SudokuError('SUDOKU_USAGE', `--skip ${this.skip} skips every puzzle: ${holds}`);
    }
  }
}
