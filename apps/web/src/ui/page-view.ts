import type { Picture } from '@sudoku/pictures';
import type { View } from '../app/controller.js';
import { type AppState, present } from '../app/state.js';
import { MISTAKE_LIMIT, modeFor, wrongDigits } from '../game/mistakes.js';
import { clashingCells } from '../game/position.js';
import { elapsed, formatElapsed } from '../game/timer.js';
import { BoardView } from './board-view.js';
import { fillCompletion, openDialog } from './dialogs.js';
import { byId, termRows } from './dom.js';
import type { HintLayer } from './hint-layer.js';
import { PaletteView } from './palette-view.js';
import { StatusLine } from './status-line.js';

/** The page's handlers for what the view builds itself (board cells, digit buttons). */
export interface ViewHandlers {
  /** `tapped`: by a pointer on the board (not focus arriving from the keyboard). */
  select(cell: number, tapped: boolean): void;
  digit(digit: number): void;
}

/** Draws the whole page from the state; each part touches the DOM only where it changed. */
export class PageView implements View {
  private readonly board: BoardView;
  private readonly palette: PaletteView;
  /** Loaded with the first hint's picture (the pictures are on-demand code); until then, what to draw once it is. */
  private hintLayer: HintLayer | undefined;
  private hintLayerWaits: { picture: Picture | undefined } | undefined;
  private readonly status = new StatusLine();
  private readonly statusLine = document.querySelector('.status-line') as HTMLElement;
  private readonly timer = byId('timer');
  private readonly label = byId('game-label');
  private readonly mistakes = byId('mistakes');
  private readonly undo = byId<HTMLButtonElement>('undo');
  private readonly redo = byId<HTMLButtonElement>('redo');
  private readonly notes = byId<HTMLButtonElement>('notes');
  private readonly pause = byId<HTMLButtonElement>('pause');
  private readonly strategy = byId<HTMLSelectElement>('strategy');
  private readonly limit = byId<HTMLInputElement>('solution-limit');
  private readonly stats = byId('stats');
  private readonly done = byId<HTMLDialogElement>('done-dialog');
  private last?: AppState;

  constructor(
    handlers: ViewHandlers,
    private readonly now: () => number,
  ) {
    this.board = new BoardView(byId('board'), handlers.select);
    this.palette = new PaletteView(byId('palette'), handlers.digit);
  }

  render(state: AppState): void {
    const last = this.last;
    // A job's progress changes only the status line: skip the rest (the page stays idle while workers search).
    const onlyJob = last !== undefined && sameExceptStatus(last, state);
    this.status.render(state.message, state.job);
    if (!onlyJob) this.renderGame(state);
    this.last = state;
    this.tick();
  }

  /** Draws a hint's picture over the board, loading the layer that draws it at the first one. */
  private drawHint(picture: Picture | undefined): void {
    if (this.hintLayer) {
      this.hintLayer.render(picture);
      return;
    }
    if (this.hintLayerWaits) {
      this.hintLayerWaits.picture = picture;
      return;
    }
    if (!picture) return;
    const waits = { picture };
    this.hintLayerWaits = waits;
    void import('./hint-layer.js').then(({ HintLayer }) => {
      this.hintLayer = new HintLayer(byId('hint-layer') as unknown as SVGSVGElement);
      this.hintLayer.render(waits.picture);
    });
  }

  private renderGame(state: AppState): void {
    const position = present(state);
    const { session, settings } = state;
    // Clashes are red whatever the setting: one placed under "show" stays on the board after a switch to "refuse".
    const red = clashingCells(session.givens, position.values);
    const mode = modeFor(session, settings.mistakes);
    const mistaken = mode === 'off' ? [] : wrongDigits(session, position.values);
    const shown = state.hint;
    // The first stage shades where to look; the second draws the pattern.
    const picture = shown?.stage === 'pattern' ? (shown.drawn ?? shown.picture) : undefined;
    this.board.render({
      givens: session.givens,
      values: position.values,
      notes: position.notes,
      selected: state.selected,
      sameDigit: settings.highlightSame,
      hintTarget: picture?.placements[0]?.cell ?? -1,
      hintCells: picture?.cells.map((c) => c.cell) ?? [],
      hintWitnesses: picture?.witnesses ?? [],
      hintUnits: picture ? picture.houses.map((h) => h.unit) : (shown?.houses ?? []),
      placedBy: position.placedBy,
      wrong: red,
      mistaken,
    });
    this.mistakes.hidden = mode === 'off';
    this.mistakes.textContent =
      mode === 'limit'
        ? `Mistakes ${session.mistakes}/${MISTAKE_LIMIT}`
        : `Mistakes ${session.mistakes}`;
    document.body.classList.toggle('lost', session.lost);
    this.drawHint(picture);
    this.statusLine.classList.toggle('reading', shown !== undefined);
    this.palette.render(position.values, settings.digitFirst ? (state.armed ?? 0) : undefined);
    // The theme: the root's color-scheme picks each colour's light or dark value (tokens.css).
    document.documentElement.dataset.theme = settings.theme;
    // aria-disabled, not disabled: a focused button that disables itself would drop keyboard focus.
    this.undo.setAttribute('aria-disabled', String(session.history.past.length === 0));
    this.redo.setAttribute('aria-disabled', String(session.history.future.length === 0));
    this.notes.setAttribute('aria-pressed', String(state.notesMode));
    document.body.classList.toggle('notes-mode', state.notesMode);
    document.body.classList.toggle('paused', state.paused === true);
    this.pause.setAttribute('aria-pressed', String(state.paused === true));
    // Pause hid the focused cell, so focus fell to the page: going on puts it back where digits go.
    if (this.last?.paused && !state.paused && document.activeElement === document.body)
      this.board.focus(state.selected);
    this.label.textContent = session.label;
    this.strategy.value = settings.strategy;
    if (document.activeElement !== this.limit)
      this.limit.value = settings.solutionLimit.toLocaleString('en-US');
    if (state.stats !== this.last?.stats) this.renderStats(state);
    if (state.celebrating && !this.last?.celebrating) {
      fillCompletion(
        session,
        session.rating?.difficulty ?? settings.difficulty,
        state.best,
        state.streak,
      );
      openDialog(this.done);
    }
  }

  /** Updates the clock (every second, and with every render). */
  tick(): void {
    if (this.last) this.timer.textContent = formatElapsed(elapsed(this.last.clock, this.now()));
  }

  private renderStats(state: AppState): void {
    const table = state.stats;
    this.stats.hidden = !table;
    this.stats.replaceChildren();
    if (!table) return;
    const caption = document.createElement('div');
    caption.className = 'stats-title';
    caption.textContent = table.title;
    this.stats.append(caption, ...termRows(table.rows));
  }
}

/** True when two states differ at most in their message and job. */
function sameExceptStatus(a: AppState, b: AppState): boolean {
  for (const key of Object.keys({ ...a, ...b }) as (keyof AppState)[]) {
    if (key !== 'message' && key !== 'job' && a[key] !== b[key]) return false;
  }
  return true;
}
