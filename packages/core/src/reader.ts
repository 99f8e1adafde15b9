import { PuzzleFormatError } from './errors.js';
import { CLASSIC_SPAN, parseClassicGridAt, parseLineGridAt } from './fixed-layouts.js';
import { CR, DOT, FF, LF, NINE, SPACE, TAB, VT, ZERO } from './kernel/text-bytes.js';
import { CutCharacter, characterError, describeByte } from './reader-characters.js';

/**
 * Receives each puzzle as it completes. `cells` is the reader's own buffer,
 * valid only during the call: copy it (`Uint8Array.from(cells)`) to keep it.
 * `index` is 0-based.
 */
export type PuzzleSink = (cells: Uint8Array, index: number) => void;

// Byte values of the comment and decoration lines.
const HASH = 35;
const SLASH = 47;
const BAR = 124;
const MINUS = 45;
const PLUS = 43;
const EQUALS = 61;
const NUL = 0;
const COMMA = 44;
const COLON = 58;
const SEMICOLON = 59;
const STAR = 42;
const UNDERSCORE = 95;
/** What every message about a character out of place says was expected. */
const EXPECTED_CELL = "expected a digit 1-9, 0 or '.' for an empty cell";
/** UTF-8's byte-order mark, which some editors write at the start of a file. */
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Bytes of the input's start looked at for a byte-order mark (3: done). */
const BOM_DONE = 3;

// What the rest of the current line means.
const LINE_START = 0; // only white space so far
const IN_CELLS = 1; // reading cells
const AFTER_PUZZLE = 2; // a puzzle ended on this line; only an annotation or comment may follow
const DASH_LINE = 3; // the line starts with '-': cells or decoration, decided by what follows (see settleDashes)
const SKIP_LINE = 4; // comment, decoration or trailing text: ignore to end of line
const HEADER_LINE = 5; // the input's first line, a word: a CSV or TSV header if a separator follows
const BAD_LINE = 6; // a format error on this line, read on past it (onError): ignore to end of line
/** Dashes alone on a line that are blanks: a row of them, or a whole puzzle (see endDashLine). */
const ROW_OF_DASHES = 9;
const PUZZLE_OF_DASHES = 81;

/**
 * Told of each format error when the reader is to read on past it
 * (`onError`): the error and the puzzle's 0-based index. The index is a new
 * one, as a puzzle's would be (the bad puzzle takes its place in the
 * numbering), except for text after a one-line puzzle's 81st cell: that
 * puzzle, already handed to the sink, is the bad one, and `index` is its.
 */
export type FormatErrorSink = (error: PuzzleFormatError, index: number) => void;

/**
 * The one tolerant puzzle reader, fed bytes in chunks of any size so a file
 * never has to be held whole. It accepts, in any mix:
 *
 * - the classic layout: 9 lines of 9 digits separated by spaces or tabs, a
 *   blank line between grids (extra blank lines are fine);
 * - 81-character lines with `0`, `.`, `_`, `*` or `-` for blanks; after a
 *   puzzle's 81 cells on one line, a space, tab, `|`, `,`, `;` or `:` starts
 *   an annotation that is ignored to the line's end (a comment, a rating, a
 *   solution: `… // comment`, `…\t7.2/1.2/1.2`, `…,8643712…`);
 * - digits spread over lines in whole rows (9, 18, 27 … cells per line),
 *   where text after the last row's 81st cell needs white space before it
 *   and may not be digits (a tenth digit in a row is a mistake, not a note);
 * - a header line first, as CSV and TSV files have (`quizzes,solutions`): a
 *   first line that starts with a letter and holds a `,`, `;` or tab;
 * - LF, CRLF or CR line ends, `#` or `//` comment lines, `|` column
 *   separators and `---+---` decoration lines.
 *
 * A line that starts with `-` is read ahead: when it holds a digit or
 * another blank (`.`, `_`, `*`) it is a line of cells, every `-` a blank
 * (`-5--3-…`, `-5-|--3|…`), and any other character on it an error; when it
 * holds none it is a decoration line, skipped (`---+---+---`,
 * `-- Notes --`), unless it is dashes alone, exactly 9 of them (a row of
 * blanks) or 81 (a puzzle of blanks).
 *
 * A UTF-8 byte-order mark at the start of the input is skipped; UTF-16 text
 * is named as such. Anything else throws a {@link PuzzleFormatError} that
 * names the puzzle, line and column and says what was expected.
 */
export class PuzzleReader {
  private readonly cells = new Uint8Array(81);
  private readonly sink: PuzzleSink;
  private count = 0;
  private emitted = 0;
  private line = 1;
  private column = 0;
  private state = LINE_START;
  /** Cells the current line has contributed so far. */
  private lineCells = 0;
  /** Set once white space follows the end of a puzzle on the current line. */
  private spaceAfterPuzzle = false;
  /** The puzzle that ended last had all 81 cells on its line: what follows a separator is an annotation. */
  private oneLinePuzzle = false;
  /** The last chunk ended with a CR: a line end, unless the next byte is an LF. */
  private pendingCR = false;
  /** Where the header line's first character is, and whether a separator followed it (HEADER_LINE). */
  private headerColumn = 0;
  private headerSeparated = false;
  private firstLetter = 0;
  /**
   * Offset, in the chunk last pushed, just after the last line that ended
   * between two puzzles (-1 when none did): input may be cut there and the
   * rest read by a fresh reader. The batch pipeline cuts input this way.
   */
  lastBoundary = -1;
  /** A character a format error names, cut by the last chunk's end: the error waits for its bytes. */
  private cut: CutCharacter | undefined;
  /** The reader starts at the input's start (a header line may come first). */
  private readonly inputStart: boolean;
  /** How much of a UTF-8 byte-order mark the input's start has matched; BOM_DONE once past it. */
  private bom: number;
  /** Reads on past format errors, telling this of each (see FormatErrorSink); undefined: an error is thrown. */
  private readonly onError: FormatErrorSink | undefined;
  /** A bad puzzle spread over lines (a grid) is skipped to the next blank line. */
  private skipGrid = false;
  /** The bad line's puzzle began on an earlier line. */
  private badSpansLines = false;
  /** Bad puzzles told to onError so far (counted in `emitted` too). */
  private bad = 0;
  /** Dashes read so far on a line that started with '-' (DASH_LINE). */
  private dashes = 0;
  /** The first character on a dash line other than dashes, white space and '|': an error if cells follow. */
  private stray: PuzzleFormatError | CutCharacter | undefined;
  /** Where the dash that would be a puzzle's 82nd cell is on its line. */
  private dashOverflowColumn = 0;

  /**
   * `inputStart: false` for a reader that takes over in the middle of an
   * input (the batch pipeline's later pieces): a byte-order mark is only
   * skipped at the very start.
   */
  constructor(
    sink: PuzzleSink,
    {
      inputStart = true,
      onError,
    }: { inputStart?: boolean; onError?: FormatErrorSink | undefined } = {},
  ) {
    this.sink = sink;
    this.inputStart = inputStart;
    this.onError = onError;
    this.bom = inputStart ? 0 : BOM_DONE;
  }

  /** Number of puzzles completed so far. */
  get puzzlesRead(): number {
    return this.emitted;
  }

  /**
   * The line (1-based) the puzzle handed to the sink last began on: in a
   * sink, where the puzzle just read starts.
   */
  puzzleLine = 0;

  /**
   * True while the last line pushed has not ended: text still to come on it
   * may make the puzzle read last a bad one (an 82nd cell, see onError).
   */
  get lineOpen(): boolean {
    return this.column > 0 || this.pendingCR;
  }

  /** Number of lines ended (newlines read) so far. */
  get linesRead(): number {
    return this.line - 1;
  }

  /** Feeds the next bytes of the input. */
  push(chunk: Uint8Array): void {
    if (this.cut) {
      const error = this.cut.feed(chunk);
      if (error) throw error;
      return;
    }
    if (this.stray instanceof CutCharacter) this.stray = this.stray.feed(chunk) ?? this.stray;
    if (this.pendingCR && chunk.length > 0) this.resolvePendingCR(chunk[0]);
    const cells = this.cells;
    let count = this.count;
    let state = this.state;
    let column = this.column;
    let lineCells = this.lineCells;
    const n = chunk.length;
    this.lastBoundary = -1;
    const start = this.bom === BOM_DONE ? 0 : this.skipByteOrderMark(chunk);
    for (let i = start; i < n; i++) {
      // Fast path at the start of a line between puzzles: a whole grid in the
      // exact classic layout, or a bare 81-character line, decoded at fixed
      // offsets. Anything irregular (CRLF, tabs, a stray character, a grid cut
      // by the chunk's end) falls through to the byte-by-byte reader below,
      // which then also names the faulty line and column.
      if (column === 0 && count === 0 && state === LINE_START && !this.skipGrid) {
        if (n - i >= CLASSIC_SPAN && parseClassicGridAt(chunk, i, cells, 0)) {
          this.puzzleLine = this.line;
          this.sink(cells, this.emitted++);
          this.line += 8;
          i += CLASSIC_SPAN - 1;
          column = 17;
          state = AFTER_PUZZLE;
          this.spaceAfterPuzzle = false;
          this.oneLinePuzzle = false;
          continue;
        }
        if (n - i >= 81 && parseLineGridAt(chunk, i, cells, 0)) {
          this.puzzleLine = this.line;
          this.sink(cells, this.emitted++);
          i += 80;
          column = 81;
          state = AFTER_PUZZLE;
          this.spaceAfterPuzzle = false;
          this.oneLinePuzzle = true;
          continue;
        }
      }
      const c = chunk[i];
      column++;
      // A CR alone ends its line; before an LF, the LF does (a piece of input
      // cut after a line then never starts with that LF).
      if (c === LF || (c === CR && chunk[i + 1] !== LF)) {
        if (c === CR && i + 1 === n) {
          // What a CR that ends the chunk means waits for the next byte: the next push, or the end.
          this.pendingCR = true;
          column--;
          continue;
        }
        this.column = column;
        this.count = count;
        this.lineCells = lineCells;
        this.endLine(state);
        count = this.count;
        if (count === 0 && !this.skipGrid) this.lastBoundary = i + 1;
        state = LINE_START;
        column = 0;
        lineCells = 0;
        continue;
      }
      if (state >= SKIP_LINE) {
        if (state === HEADER_LINE) this.readHeader(c);
        continue;
      }
      if (state === DASH_LINE) {
        if (c === MINUS) {
          // The dash that would be a puzzle's 82nd cell, named if the dashes turn out to be cells.
          if (count + ++this.dashes === PUZZLE_OF_DASHES + 1) this.dashOverflowColumn = column;
          continue;
        }
        const settled = this.stray === undefined && this.dashes === PUZZLE_OF_DASHES;
        if (!settled && !isCellByte(c)) {
          // White space and '|' go between cells; the first other character is an error if
          // cells follow on the line, else part of a decoration (---+---+---, -- Puzzle --).
          const blankSpace =
            c === SPACE || c === TAB || c === CR || c === BAR || c === VT || c === FF;
          if (!blankSpace && this.stray === undefined) this.stray = this.strayAt(chunk, i, column);
          continue;
        }
        if (this.stray !== undefined) {
          // Cells after a stray character: the line is a line of cells with a mistake.
          this.column = column;
          this.count = count;
          const error = this.fail(this.strayError());
          this.badSpansLines = count > lineCells;
          this.bad++;
          this.onError!(error, this.emitted++);
          count = 0;
          lineCells = 0;
          state = BAD_LINE;
          continue;
        }
        // Cells: the dashes were blanks, and `c` is read after them.
        this.column = column;
        this.count = count;
        this.lineCells = lineCells;
        state = this.settleDashes();
        count = this.count;
        lineCells = this.lineCells;
        if (state === SKIP_LINE) continue; // a dash past the 81st cell, told to onError
      }
      if (c === SPACE || c === TAB || c === CR || c === BAR || c === VT || c === FF) {
        if (state === AFTER_PUZZLE) {
          if (this.oneLinePuzzle) state = SKIP_LINE;
          else this.spaceAfterPuzzle = true;
        }
        continue;
      }
      if (state === LINE_START && this.skipGrid) {
        state = SKIP_LINE; // the rest of a bad grid, up to a blank line
        continue;
      }
      // Inside a line of cells a '-' is a blank too; at a line's start see DASH_LINE.
      const isCell = isCellByte(c) || (c === MINUS && state === IN_CELLS);
      if (state === AFTER_PUZZLE) {
        if (
          (!isCell && this.spaceAfterPuzzle) ||
          (this.oneLinePuzzle && (c === COMMA || c === SEMICOLON || c === COLON))
        ) {
          state = SKIP_LINE;
          continue;
        }
        this.column = column;
        this.count = count;
        // The line belongs to the puzzle that just ended, not to the next one.
        const error =
          isCell || c === MINUS
            ? this.fail(
                this.error(
                  `unexpected ${describeByte(c)} after the 81st cell; a puzzle has exactly 81 cells`,
                  this.emitted,
                ),
              )
            : this.failAt(chunk, i, (character) =>
                this.error(
                  `unexpected ${character} after the 81st cell; separate a trailing comment with a space`,
                  this.emitted,
                ),
              );
        if (!error || !this.onError) return; // thrown, or waiting for a cut character
        this.onError(error, this.emitted - 1);
        state = SKIP_LINE;
        continue;
      }
      if (isCell) {
        state = IN_CELLS;
        if (count === 0) this.puzzleLine = this.line;
        cells[count++] = c <= NINE && c >= ZERO ? c - ZERO : 0;
        lineCells++;
        if (count === 81) {
          this.count = 0;
          this.oneLinePuzzle = lineCells === 81;
          this.sink(cells, this.emitted++);
          count = 0;
          lineCells = 0;
          state = AFTER_PUZZLE;
          this.spaceAfterPuzzle = false;
        }
        continue;
      }
      if (state === LINE_START && this.line === 1 && this.inputStart && isLetter(c)) {
        state = this.startHeader(c, column);
        continue;
      }
      if (state === LINE_START && c === MINUS) {
        state = DASH_LINE; // cells or decoration: what follows the dashes decides
        this.dashes = 1;
        continue;
      }
      if (state === LINE_START && (c === HASH || c === SLASH || c === PLUS || c === EQUALS)) {
        state = SKIP_LINE; // comment or decoration line
        continue;
      }
      this.column = column;
      this.count = count;
      const error =
        c === NUL
          ? this.fail(
              this.error(
                'unexpected byte 0x00; is the input UTF-16 text? Save it as UTF-8 or ASCII',
              ),
            )
          : this.failAt(chunk, i, (character) =>
              this.error(`unexpected ${character}; ${EXPECTED_CELL}`),
            );
      if (!error || !this.onError) return; // thrown, or waiting for a cut character
      this.badSpansLines = count > lineCells;
      this.bad++;
      this.onError(error, this.emitted++);
      count = 0;
      lineCells = 0;
      state = BAD_LINE;
    }
    this.count = count;
    this.state = state;
    this.column = column;
    this.lineCells = lineCells;
  }

  // Rare cases, kept out of the loop of `push`, the hot path of every input.

  /** A CR ended the last chunk: with `next` an LF, the LF ends the line; else the CR did. */
  private resolvePendingCR(next: number): void {
    this.pendingCR = false;
    this.column++;
    if (next !== LF) this.endLine(this.state);
  }

  /** The first line starts with a letter: a header, if a separator follows (see `endLine`). */
  private startHeader(letter: number, column: number): number {
    this.firstLetter = letter;
    this.headerColumn = column;
    this.headerSeparated = false;
    return HEADER_LINE;
  }

  private readHeader(c: number): void {
    if (c === COMMA || c === SEMICOLON || c === TAB) this.headerSeparated = true;
  }

  /** Signals the end of input; throws if a puzzle was left incomplete. */
  end(): void {
    if (this.cut) throw this.cut.end();
    if (this.bom > 0 && this.bom < BOM_DONE) {
      this.column = 1;
      throw this.error(
        `unexpected ${describeByte(UTF8_BOM[0])}: the input is a cut byte-order mark`,
      );
    }
    // A last line without its newline still gets the per-line checks, and
    // the end is placed just after it rather than on a line that is not there.
    if (this.pendingCR) this.resolvePendingCR(-1);
    const { line, column } = this;
    if (this.state === IN_CELLS || this.state === HEADER_LINE || this.state === DASH_LINE)
      this.endLine(this.state);
    if (this.count !== 0) {
      if (this.line !== line) {
        this.line = line;
        this.column = column + 1;
      }
      const error = this.fail(
        this.error(`the input ends inside a puzzle: ${this.count} of 81 cells read`),
      );
      this.bad++;
      this.onError!(error, this.emitted++);
      this.count = 0;
    }
  }

  private endLine(state: number): void {
    if (state === DASH_LINE) state = this.endDashLine();
    let error: PuzzleFormatError | undefined;
    if (state === HEADER_LINE && !this.headerSeparated) {
      // A word alone on the first line is no header: the usual error, at its first letter.
      this.column = this.headerColumn;
      error = this.error(`unexpected ${describeByte(this.firstLetter)}; ${EXPECTED_CELL}`);
    } else if (state === LINE_START && this.count !== 0) {
      error = this.error(
        `blank line inside a puzzle: ${this.count} of 81 cells read; a puzzle has 81 cells`,
      );
    } else if (state === IN_CELLS && this.lineCells % 9 !== 0) {
      error = this.error(
        `this line has ${this.lineCells} cells; expected 9 per row, or all 81 on one line`,
      );
    }
    if (error) {
      this.fail(error);
      // A blank line ends the bad puzzle there; a bad line of cells is skipped with its grid.
      this.badSpansLines = state === IN_CELLS && this.count > this.lineCells;
      this.bad++;
      this.onError!(error, this.emitted++);
      this.count = 0;
      if (state === IN_CELLS) state = BAD_LINE;
    }
    if (state === BAD_LINE) this.skipGrid = this.badSpansLines || !this.oneLineLayout();
    else if (state === LINE_START) this.skipGrid = false; // a blank line: where a bad grid ends
    this.line++;
    this.column = 0;
    this.lineCells = 0;
    this.state = LINE_START;
  }

  /**
   * A line of dashes alone ends: a row of blanks when there are 9 of them, a
   * whole puzzle of blanks when there are 81, else a decoration line.
   */
  private endDashLine(): number {
    const stray = this.stray;
    this.stray = undefined;
    if (!stray && (this.dashes === ROW_OF_DASHES || this.dashes === PUZZLE_OF_DASHES))
      return this.settleDashes();
    this.dashes = 0;
    return SKIP_LINE;
  }

  /**
   * The error a character at `chunk[i]` on a line that starts with dashes
   * would be, should cells follow it there; kept, not thrown (the line may
   * be decoration). One the chunk cuts waits for its bytes (see push).
   */
  private strayAt(chunk: Uint8Array, i: number, column: number): PuzzleFormatError | CutCharacter {
    const where = { puzzle: this.emitted + 1, line: this.line, column };
    return characterError(
      chunk,
      i,
      (character) => new PuzzleFormatError(where, `unexpected ${character}; ${EXPECTED_CELL}`),
    );
  }

  private strayError(): PuzzleFormatError {
    const stray = this.stray!;
    this.stray = undefined;
    this.dashes = 0;
    return stray instanceof CutCharacter ? stray.end() : stray;
  }

  /**
   * The dashes a line started with are blanks: they join the puzzle in
   * progress, which they may complete; a dash past its 81st cell is an
   * error at that dash. Returns the line's state after them.
   */
  private settleDashes(): number {
    const dashes = this.dashes;
    this.dashes = 0;
    const taken = Math.min(dashes, 81 - this.count);
    if (this.count === 0) this.puzzleLine = this.line;
    this.cells.fill(0, this.count, this.count + taken);
    this.count += taken;
    this.lineCells += taken;
    if (this.count < 81) return IN_CELLS;
    this.count = 0;
    this.oneLinePuzzle = this.lineCells === 81;
    this.sink(this.cells, this.emitted++);
    this.lineCells = 0;
    this.spaceAfterPuzzle = false;
    if (dashes === taken) return AFTER_PUZZLE;
    const column = this.column;
    this.column = this.dashOverflowColumn;
    const error = this.fail(
      this.error("unexpected '-' after the 81st cell; a puzzle has exactly 81 cells", this.emitted),
    );
    this.column = column;
    this.onError!(error, this.emitted - 1);
    return SKIP_LINE;
  }

  /**
   * Skips a UTF-8 byte-order mark at the input's start (it may arrive split
   * over chunks) and returns where the rest of `chunk` begins. UTF-16 text,
   * which starts with 0xFF 0xFE or 0xFE 0xFF, is named as such.
   */
  private skipByteOrderMark(chunk: Uint8Array): number {
    let i = 0;
    while (this.bom < BOM_DONE && i < chunk.length) {
      const b = chunk[i];
      if (this.bom === 0 && (b === 0xff || b === 0xfe)) {
        this.column = 1;
        throw this.error(
          'the input starts with a UTF-16 byte-order mark; save it as UTF-8 or ASCII (e.g. iconv -f UTF-16 -t UTF-8)',
        );
      }
      if (b !== UTF8_BOM[this.bom]) {
        if (this.bom > 0) {
          this.column = 1;
          throw this.error(`unexpected ${describeByte(UTF8_BOM[0])}; ${EXPECTED_CELL}`);
        }
        break;
      }
      this.bom++;
      i++;
    }
    if (i < chunk.length) this.bom = BOM_DONE;
    return i;
  }

  /**
   * Throws the error about the character at `chunk[i]`, or, when the chunk
   * cuts it, keeps it for the next push (or the end) to throw.
   */
  private failAt(
    chunk: Uint8Array,
    i: number,
    fail: (character: string) => PuzzleFormatError,
  ): PuzzleFormatError | undefined {
    const error = characterError(chunk, i, fail);
    if (!(error instanceof CutCharacter)) return this.fail(error);
    // Reading on, the character is named by the bytes at hand.
    if (this.onError) return error.end();
    this.cut = error;
    return undefined;
  }

  /** Throws `error`, unless the reader reads on past errors (onError): then returns it. */
  private fail(error: PuzzleFormatError): PuzzleFormatError {
    if (!this.onError) throw error;
    return error;
  }

  /**
   * Whether the puzzles are one a line, so a bad line is skipped alone (else
   * with the rest of its grid, to the next blank line): as the last good
   * puzzle was, or, before any, as long a line as a puzzle's.
   */
  private oneLineLayout(): boolean {
    return this.emitted > this.bad ? this.oneLinePuzzle : this.column >= 81;
  }

  private error(reason: string, puzzle = this.emitted + 1): PuzzleFormatError {
    return new PuzzleFormatError(
      { puzzle, line: this.line, column: Math.max(1, this.column) },
      reason,
    );
  }
}

/** A digit or a blank other than '-' (whose meaning at a line's start depends on the line). */
function isCellByte(c: number): boolean {
  return (c >= ZERO && c <= NINE) || c === DOT || c === UNDERSCORE || c === STAR;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
