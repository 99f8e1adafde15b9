import { countGivens, type Grid, gridsEqual } from '@sudoku/core';
import { type Difficulty, formatGameFile, type Hint, parseGameFile } from '@sudoku/engine';
import { AUTOSAVE_KEY, deserialiseSession, serialiseSession } from './game/autosave.js';
import { canRedo, canUndo, commit, createHistory, redo, undo } from './game/history.js';
import {
  clearNotes,
  completion,
  digitCounts,
  eraseCell,
  fillCandidates,
  initialPosition,
  type MoveOutcome,
  type Position,
  placeDigit,
  showSolution,
  toggleNote,
} from './game/position.js';
import { createSession, type Session } from './game/session.js';
import { decodeShareHash, encodeShareHash, shareUrl } from './game/share-link.js';
import {
  type Clock,
  createClock,
  elapsed,
  formatElapsed,
  pauseClock,
  startClock,
} from './game/timer.js';
import { BoardView } from './ui/board-view.js';
import { download, MAX_GAME_FILE_BYTES } from './ui/files.js';
import { commandForKey, moveCell } from './ui/keyboard.js';
import { MessageView, type Tone } from './ui/messages.js';
import { formatCount, formatDuration, STRATEGY_LABELS, statsRows } from './ui/stats.js';
import {
  KEEP_SOLUTIONS,
  type Progress,
  type ResultOf,
  STRATEGIES,
  type StrategyName,
  type Task,
} from './worker/protocol.js';
import { createWorkerClient, TaskCancelledError, type WorkerLike } from './worker/worker-client.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el as T;
};

const LEVEL_NAMES: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  fiendish: 'Fiendish',
  diabolical: 'Diabolical',
  extreme: 'Extreme',
};

function cellWords(cell: number): string {
  return `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
}

/**
 * The game controller: owns the session, turns commands (keys, clicks,
 * worker answers) into new sessions, and redraws. Game rules live in the
 * pure modules under game/; drawing in ui/.
 */
export function startApp(spawnWorker: () => WorkerLike): void {
  const board = new BoardView($('board'), (cell) => select(cell, false));
  const messages = new MessageView($('status'), $('alert'), $<HTMLButtonElement>('message-action'));
  const client = createWorkerClient(spawnWorker);
  const palette = $('palette');
  const paletteButtons: HTMLButtonElement[] = [];
  const statsList = $('stats');
  const busy = $('busy');
  const busyText = $('busy-text');
  const timerText = $('timer');
  const label = $('game-label');
  const buttons = {
    undo: $<HTMLButtonElement>('undo'),
    redo: $<HTMLButtonElement>('redo'),
    notes: $<HTMLButtonElement>('notes'),
  };

  let session: Session = createSession(new Uint8Array(81), 'Puzzle');
  let clock: Clock = createClock();
  let selected = -1;
  let notesMode = false;
  let hintTarget = -1;
  let hintCells: number[] = [];
  let wrong: number[] = [];
  let busyToken = 0;

  const position = (): Position => session.history.present;
  const strategy = (): StrategyName => {
    const value = $<HTMLSelectElement>('strategy').value;
    return (STRATEGIES as readonly string[]).includes(value) ? (value as StrategyName) : 'dfs';
  };
  const say = (text: string, tone: Tone = 'info', action?: Parameters<MessageView['show']>[2]) =>
    messages.show(text, tone, action);

  // ---- drawing -------------------------------------------------------------

  for (let d = 1; d <= 9; d++) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'digit';
    button.dataset.digit = String(d);
    const face = document.createElement('span');
    face.className = 'digit-face';
    face.textContent = String(d);
    const left = document.createElement('span');
    left.className = 'digit-left';
    left.setAttribute('aria-hidden', 'true');
    button.append(face, left);
    button.addEventListener('click', () => enterDigit(d, notesMode));
    palette.append(button);
    paletteButtons.push(button);
  }

  function render(): void {
    const p = position();
    board.render({
      givens: session.givens,
      values: p.values,
      notes: p.notes,
      selected,
      hintTarget,
      hintCells,
      wrong,
    });
    const counts = digitCounts(p.values);
    paletteButtons.forEach((button, k) => {
      const left = 9 - counts[k + 1];
      button.classList.toggle('done', left <= 0);
      (button.lastElementChild as HTMLElement).textContent = left > 0 ? String(left) : '';
      button.title = left > 0 ? `${left} left` : 'all placed';
    });
    buttons.undo.disabled = !canUndo(session.history);
    buttons.redo.disabled = !canRedo(session.history);
    buttons.notes.setAttribute('aria-pressed', String(notesMode));
    document.body.classList.toggle('notes-mode', notesMode);
    label.textContent = `${session.label} · ${countGivens(session.givens)} givens`;
    tick();
  }

  function tick(): void {
    timerText.textContent = formatElapsed(elapsed(clock, performance.now()));
  }

  function autosave(): void {
    try {
      localStorage.setItem(
        AUTOSAVE_KEY,
        serialiseSession(session, elapsed(clock, performance.now())),
      );
    } catch {
      // Storage full or disabled (private mode): the game goes on unsaved.
    }
  }

  function flash(cell: number, kind: 'clash' | 'refused'): void {
    const el = board.element(cell);
    el.classList.remove(kind);
    void el.offsetWidth; // restart the animation
    el.classList.add(kind);
    setTimeout(() => el.classList.remove(kind), 1200);
  }

  // ---- state changes -------------------------------------------------------

  function setSession(next: Session, startTimer = true): void {
    session = next;
    clock = createClock(next.elapsedMs);
    if (startTimer && !next.finished && document.visibilityState !== 'hidden') {
      clock = startClock(clock, performance.now());
    }
    notesMode = false;
    hintTarget = -1;
    hintCells = [];
    wrong = [];
    const firstEmpty = position().values.indexOf(0);
    selected = Math.max(firstEmpty, 0);
    statsList.hidden = true;
    const hash = countGivens(next.givens) > 0 ? encodeShareHash(next.givens) : '';
    if (location.hash !== hash)
      history.replaceState(null, '', hash || location.pathname + location.search);
    afterChange(false);
  }

  /** Makes `next` the present (undoable), then checks for a finished board. */
  function commitPosition(next: Position, keepHint = false): void {
    session = { ...session, history: commit(session.history, next) };
    if (!keepHint) {
      hintTarget = -1;
      hintCells = [];
    }
    afterChange(true);
  }

  function afterChange(announce: boolean): void {
    const state = completion(session.givens, position());
    wrong = state.state === 'wrong' ? state.cells : [];
    const now = performance.now();
    if (state.state === 'solved' && !session.finished) {
      clock = pauseClock(clock, now);
      session = { ...session, finished: true, elapsedMs: elapsed(clock, now) };
      if (announce && !session.assisted) {
        say(`Solved! Well done: ${formatElapsed(session.elapsedMs)}.`, 'success');
        celebrate();
      }
    } else if (state.state !== 'solved' && session.finished) {
      session = { ...session, finished: false };
      if (document.visibilityState !== 'hidden') clock = startClock(clock, now);
    }
    if (state.state === 'wrong' && announce) {
      const names = state.cells.slice(0, 4).map(cellWords).join('; ');
      say(
        `The board is full, but ${state.cells.length === 1 ? 'one cell is' : `${state.cells.length} cells are`} wrong: ${names}${state.cells.length > 4 ? '…' : ''}.`,
        'error',
      );
    }
    render();
    autosave();
  }

  function celebrate(): void {
    const el = $('board');
    el.classList.remove('celebrate');
    void el.offsetWidth;
    el.classList.add('celebrate');
  }

  function applyOutcome(outcome: MoveOutcome, cell: number): void {
    if (!outcome.ok) {
      say(outcome.message, 'error');
      flash(cell, 'refused');
      if (outcome.clashCell !== undefined) flash(outcome.clashCell, 'clash');
      return;
    }
    if (outcome.changed) commitPosition(outcome.position);
  }

  function select(cell: number, focus: boolean): void {
    selected = cell;
    render();
    if (focus) board.focus(cell);
  }

  function enterDigit(digit: number, asNote: boolean): void {
    if (selected < 0) {
      say('Select a cell first, then choose a digit.', 'info');
      return;
    }
    if (session.finished && session.givens[selected] === 0) {
      say('This puzzle is finished. Start a new game, or press Replay to play it again.', 'info');
      return;
    }
    const p = position();
    applyOutcome(
      asNote
        ? toggleNote(session.givens, p, selected, digit)
        : placeDigit(session.givens, p, selected, digit),
      selected,
    );
  }

  function erase(): void {
    if (selected < 0) return;
    applyOutcome(eraseCell(session.givens, position(), selected), selected);
  }

  function doUndo(): void {
    if (!canUndo(session.history)) return;
    session = { ...session, history: undo(session.history) };
    hintTarget = -1;
    hintCells = [];
    afterChange(false);
  }

  function doRedo(): void {
    if (!canRedo(session.history)) return;
    session = { ...session, history: redo(session.history) };
    afterChange(true);
  }

  // ---- worker tasks --------------------------------------------------------

  type Outcome<T extends Task> =
    | { ok: true; result: ResultOf<T> }
    | { ok: false; cancelled: boolean };

  /** Runs a task in the worker with the busy bar (and its Cancel) shown after a short delay. */
  async function runTask<T extends Task>(
    text: string,
    task: T,
    onProgress?: (p: Progress) => void,
  ): Promise<Outcome<T>> {
    // One task at a time: a new request replaces the running one.
    if (client.pending > 0) client.cancel();
    const token = ++busyToken;
    busyText.textContent = text;
    const timer = setTimeout(() => {
      if (token === busyToken) busy.hidden = false;
    }, 150);
    document.body.setAttribute('aria-busy', 'true');
    try {
      return { ok: true, result: await client.run(task, onProgress) };
    } catch (error) {
      if (error instanceof TaskCancelledError) return { ok: false, cancelled: true };
      say(`Something went wrong: ${(error as Error).message}`, 'error');
      return { ok: false, cancelled: false };
    } finally {
      clearTimeout(timer);
      if (token === busyToken) {
        busy.hidden = true;
        document.body.removeAttribute('aria-busy');
      }
    }
  }

  function showStats(title: string, rows: [string, string][]): void {
    statsList.replaceChildren();
    const caption = document.createElement('div');
    caption.className = 'stats-title';
    caption.textContent = title;
    statsList.append(caption);
    for (const [name, value] of rows) {
      const wrap = document.createElement('div');
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = value;
      wrap.append(dt, dd);
      statsList.append(wrap);
    }
    statsList.hidden = false;
  }

  /** True (and says so) when the board changed while a task ran: its answer is stale. */
  function stale(asked: Position): boolean {
    if (position() === asked) return false;
    say('The board changed while the answer was computed; ask again.', 'info');
    return true;
  }

  async function newGame(): Promise<void> {
    const form = $<HTMLFormElement>('new-game-form');
    const level = new FormData(form).get('level') as string;
    const uniqueWanted = $<HTMLInputElement>('unique-input').checked;
    let task: Task & { type: 'generate' };
    let name: string;
    if (level === 'givens') {
      const raw = $<HTMLInputElement>('givens-input').value.trim();
      const givens = Number(raw);
      if (!/^\d+$/.test(raw) || givens > 81) {
        say('Choose a number of givens from 0 to 81.', 'error');
        return;
      }
      if (givens === 0) {
        setSession(createSession(new Uint8Array(81), 'Custom puzzle'));
        say('An empty board: type your puzzle, then press Lock to make its digits the givens.');
        return;
      }
      const unique = uniqueWanted && givens >= 17;
      task = { type: 'generate', givens, unique };
      name = unique ? 'Random' : 'Solvable';
    } else {
      const difficulty = (level in LEVEL_NAMES ? level : 'medium') as Difficulty;
      task = { type: 'generate', difficulty, unique: true };
      name = LEVEL_NAMES[difficulty];
    }
    const article = /^[aeiou]/i.test(name) ? 'an' : 'a';
    const outcome = await runTask(`Generating ${article} ${name.toLowerCase()} puzzle…`, task);
    if (!outcome.ok) {
      if (outcome.cancelled) say('Generation cancelled; your game is unchanged.');
      return;
    }
    const made = outcome.result;
    const labelText = task.difficulty && made.difficulty ? LEVEL_NAMES[made.difficulty] : name;
    setSession(createSession(made.puzzle, labelText));
    const kind = task.difficulty ? `${labelText.toLowerCase()} ` : '';
    const notes: string[] = [`New ${kind}puzzle with ${made.givens} givens.`];
    if (task.givens !== undefined && task.givens < 17 && uniqueWanted) {
      notes.push(
        'Fewer than 17 givens cannot have a single solution, so it is only guaranteed solvable.',
      );
    } else if (!task.unique) {
      notes.push('It has a solution, maybe several.');
    }
    if (made.note) notes.push(made.note.charAt(0).toUpperCase() + made.note.slice(1));
    say(notes.join(' '));
  }

  async function solve(): Promise<void> {
    const asked = position();
    const name = strategy();
    const outcome = await runTask(`Solving with ${STRATEGY_LABELS[name]}…`, {
      type: 'solve',
      grid: asked.values,
      strategy: name,
      maxSolutions: 1,
    });
    if (!outcome.ok) {
      if (outcome.cancelled) say('Search cancelled.');
      return;
    }
    if (stale(asked)) return;
    const r = outcome.result;
    showStats(
      `Solve: ${r.status === 'solved' ? 'solution found' : r.status === 'invalid' ? 'invalid board' : 'no solution'}`,
      statsRows(r.strategy, r.stats),
    );
    if (r.status === 'solved' && r.solution) {
      session = { ...session, assisted: true };
      commitPosition(showSolution(r.solution));
      say(
        `Solved with ${STRATEGY_LABELS[r.strategy]} in ${formatDuration(r.stats.elapsedMs)}. Undo brings your board back.`,
        'success',
      );
      return;
    }
    if (r.status === 'invalid') {
      say(`This board cannot be solved: ${r.message}.`, 'error');
      return;
    }
    if (!gridsEqual(asked.values, session.givens)) {
      // Seed 003 only said "no solution"; telling whether the puzzle itself is at fault is kinder.
      const check = await runTask('Checking the puzzle…', {
        type: 'solve',
        grid: session.givens,
        strategy: 'dfs',
        maxSolutions: 1,
      });
      if (check.ok && check.result.status === 'solved') {
        say(
          'No solution from this position: some of your digits are wrong. Undo them, or press Replay.',
          'error',
        );
        return;
      }
    }
    say('This puzzle has no solution.', 'error');
  }

  async function solvable(): Promise<void> {
    const asked = position();
    const name = strategy();
    const outcome = await runTask(`Checking with ${STRATEGY_LABELS[name]}…`, {
      type: 'solve',
      grid: asked.values,
      strategy: name,
      maxSolutions: 2,
    });
    if (!outcome.ok) {
      if (outcome.cancelled) say('Search cancelled.');
      return;
    }
    if (stale(asked)) return;
    const r = outcome.result;
    showStats('Is it solvable?', statsRows(r.strategy, r.stats));
    if (r.status === 'solved') {
      say(
        r.solutionCount === 1 && r.exhaustive
          ? 'Yes: this position has exactly one solution.'
          : 'Yes: this position is solvable, and it has more than one solution.',
        'success',
      );
    } else if (r.status === 'invalid') {
      say(`No: ${r.message}.`, 'error');
    } else {
      const mine = !gridsEqual(asked.values, session.givens);
      say(
        `No: this position has no solution${mine ? '; some digit on the board is wrong' : ''}.`,
        'error',
      );
    }
  }

  async function countSolutions(): Promise<void> {
    const asked = position();
    let seen = 0;
    const outcome = await runTask(
      'Counting solutions…',
      { type: 'enumerate', grid: asked.values, keep: 0 },
      (p) => {
        seen = p.count;
        busyText.textContent = `Counting solutions… ${formatCount(seen)}`;
      },
    );
    if (!outcome.ok) {
      if (outcome.cancelled)
        say(`Counting stopped: at least ${formatCount(seen)} solution${seen === 1 ? '' : 's'}.`);
      return;
    }
    const r = outcome.result;
    if (r.status === 'invalid') {
      say(`No solutions: ${r.message}.`, 'error');
      return;
    }
    say(
      r.count === 0
        ? 'This position has no solution.'
        : `This position has ${formatCount(r.count)} solution${r.count === 1 ? '' : 's'} (counted in ${formatDuration(r.elapsedMs)}).`,
      r.count === 0 ? 'error' : 'success',
    );
  }

  async function allSolutions(): Promise<void> {
    const asked = position();
    const chunks: Uint8Array[] = [];
    let seen = 0;
    let kept = 0;
    const outcome = await runTask(
      'Finding all solutions…',
      { type: 'enumerate', grid: asked.values, keep: KEEP_SOLUTIONS },
      (p) => {
        seen = p.count;
        if (p.chunk) chunks.push(p.chunk);
        kept = Math.min(seen, KEEP_SOLUTIONS);
        busyText.textContent = `Finding all solutions… ${formatCount(seen)}`;
      },
    );
    const save = (total: string, holds: number): void => {
      const header = `# ${total}${holds < seen ? `; this file holds the first ${formatCount(holds)}` : ''}\n`;
      download('sudoku-solutions.txt', [header, ...(chunks as BlobPart[])]);
    };
    if (!outcome.ok) {
      if (outcome.cancelled && seen > 0) {
        say(`Stopped after ${formatCount(seen)} solutions.`, 'info', {
          label: `Download the ${formatCount(kept)} found`,
          run: () => save(`at least ${formatCount(seen)} solutions (stopped early)`, kept),
        });
      } else if (outcome.cancelled) {
        say('Stopped before any solution was found.');
      }
      return;
    }
    const r = outcome.result;
    seen = r.count;
    if (r.count === 0) {
      say(r.message ? `No solutions: ${r.message}.` : 'No solutions: nothing to export.', 'error');
      return;
    }
    save(`${formatCount(r.count)} solution${r.count === 1 ? '' : 's'}`, r.kept);
    say(
      `${formatCount(r.count)} solution${r.count === 1 ? '' : 's'}, saved to sudoku-solutions.txt${r.kept < r.count ? ` (the first ${formatCount(r.kept)})` : ''}.`,
      'success',
    );
  }

  async function hint(): Promise<void> {
    if (session.finished) {
      say('The board is already solved.', 'info');
      return;
    }
    const asked = position();
    const outcome = await runTask('Looking for a hint…', { type: 'hint', grid: asked.values });
    if (!outcome.ok || stale(asked)) return;
    showHint(outcome.result.hint);
  }

  function showHint(h: Hint): void {
    if (h.kind === 'step' || h.kind === 'fallback') {
      const placed = placeDigit(session.givens, position(), h.cell, h.digit);
      if (!placed.ok) {
        say(placed.message, 'error');
        return;
      }
      hintTarget = h.cell;
      hintCells = h.kind === 'step' ? h.step.cells.filter((c) => c !== h.cell) : [];
      selected = h.cell;
      commitPosition(placed.position, true);
      if (h.kind === 'step') {
        // The engine's sentence starts with the technique ("Hidden single: …"); name it if not.
        const name = h.step.name;
        const sentence = h.explanation.startsWith(name)
          ? h.explanation
          : `${name}: ${h.explanation}`;
        const before = [...new Set(h.steps.slice(0, -1).map((s) => s.name))];
        const lead =
          before.length > 0
            ? ` (It follows after eliminations by ${before.join(', ').toLowerCase()}.)`
            : '';
        say(`${sentence}${lead}`, 'success');
      } else {
        say(`Hint: ${h.explanation}`, 'info');
      }
      return;
    }
    if (h.kind === 'conflict') {
      hintCells = h.conflicts.flatMap((c) => c.cells);
      render();
    }
    say(
      h.kind === 'unsolvable' ? `${h.explanation} Undo or Replay to go back.` : h.explanation,
      h.kind === 'solved' ? 'success' : 'error',
    );
  }

  async function lock(): Promise<void> {
    const values = position().values;
    if (countGivens(values) === 0) {
      say('Lock turns the digits on the board into givens: place some digits first.', 'error');
      return;
    }
    if (gridsEqual(values, session.givens)) {
      say('Nothing new to lock: every digit on the board is already a given.');
      return;
    }
    const givens = Uint8Array.from(values);
    setSession(createSession(givens, 'Custom puzzle'));
    const check = await runTask('Checking your puzzle…', {
      type: 'solve',
      grid: givens,
      strategy: 'dfs',
      maxSolutions: 2,
    });
    const base = `Locked: ${countGivens(givens)} givens.`;
    if (!check.ok) {
      say(base);
    } else if (check.result.status !== 'solved') {
      say(`${base} This puzzle has no solution.`, 'error');
    } else {
      say(
        `${base} ${check.result.solutionCount === 1 ? 'It has exactly one solution.' : 'It has more than one solution.'}`,
        'success',
      );
    }
  }

  function replay(): void {
    const start = initialPosition(session.givens);
    const p = position();
    if (gridsEqual(p.values, start.values) && p.notes.every((n) => n === 0)) {
      say('Already at the start of this puzzle.');
      return;
    }
    session = { ...session, assisted: false, finished: false, elapsedMs: 0 };
    clock = startClock(createClock(), performance.now());
    commitPosition(start);
    say('Back to the start of this puzzle. Undo brings your digits back.');
  }

  function save(): void {
    const text = formatGameFile({ givens: session.givens, current: position().values });
    download('sudoku-game.txt', [text]);
    say('Game saved as sudoku-game.txt.', 'success');
  }

  async function load(file: File): Promise<void> {
    if (file.size > MAX_GAME_FILE_BYTES) {
      say(
        `Could not load “${file.name}”: it is ${formatCount(file.size)} bytes, far too big for a game file. Your game is unchanged.`,
        'error',
      );
      return;
    }
    let game: { givens: Grid; current: Grid };
    try {
      game = parseGameFile(await file.text());
    } catch (error) {
      say(
        `Could not load “${file.name}”: ${(error as Error).message}. Your game is unchanged.`,
        'error',
      );
      return;
    }
    const loaded = createSession(game.givens, 'Loaded game');
    setSession({
      ...loaded,
      history: createHistory({ values: game.current, notes: new Uint16Array(81) }),
    });
    say(`Loaded “${file.name}”: ${countGivens(game.givens)} givens.`, 'success');
  }

  async function share(): Promise<void> {
    if (countGivens(session.givens) === 0) {
      say('An empty board has nothing to share: type a puzzle and press Lock first.');
      return;
    }
    const url = shareUrl(location.href, session.givens);
    try {
      await navigator.clipboard.writeText(url);
      say(`Link copied: ${url}`, 'success');
    } catch {
      say(`Copy this link to share the puzzle: ${url}`);
    }
  }

  // ---- wiring --------------------------------------------------------------

  const on = (id: string, handler: () => unknown) =>
    $(id).addEventListener('click', () => void handler());
  on('undo', doUndo);
  on('redo', doRedo);
  on('erase', erase);
  on('notes', () => {
    notesMode = !notesMode;
    render();
  });
  on('hint', hint);
  on('solve', solve);
  on('solvable', solvable);
  on('count', countSolutions);
  on('all-solutions', allSolutions);
  on('lock', lock);
  on('replay', replay);
  on('fill-notes', () => {
    commitPosition(fillCandidates(position()));
    say('Notes filled with every candidate.');
  });
  on('clear-notes', () => {
    if (position().notes.some((n) => n !== 0)) commitPosition(clearNotes(position()));
  });
  on('save', save);
  on('load', () => $('file-input').click());
  on('share', share);
  on('cancel', () => client.cancel());
  on('about-button', () => $<HTMLDialogElement>('about').showModal());

  $<HTMLInputElement>('file-input').addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void load(file);
  });

  const form = $<HTMLFormElement>('new-game-form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void newGame();
  });
  const syncLevel = () => {
    const byGivens = new FormData(form).get('level') === 'givens';
    $('givens-row').hidden = !byGivens;
    $('givens-note').hidden = !byGivens;
  };
  form.addEventListener('change', syncLevel);
  syncLevel();

  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, dialog')) return;
    const command = commandForKey(event, notesMode);
    if (!command) return;
    // Buttons keep Space/Enter; digits and arrows always drive the board.
    event.preventDefault();
    switch (command.kind) {
      case 'move':
        select(moveCell(Math.max(selected, 0), command.dRow, command.dCol), true);
        break;
      case 'digit':
        enterDigit(command.digit, command.note);
        break;
      case 'erase':
        erase();
        break;
      case 'toggle-notes':
        notesMode = !notesMode;
        render();
        say(notesMode ? 'Notes mode: digits become pencil marks.' : 'Notes mode off.');
        break;
      case 'undo':
        doUndo();
        break;
      case 'redo':
        doRedo();
        break;
      case 'hint':
        void hint();
        break;
      case 'deselect':
        selected = -1;
        render();
        break;
    }
  });

  document.addEventListener('visibilitychange', () => {
    const now = performance.now();
    if (document.visibilityState === 'hidden') {
      clock = pauseClock(clock, now);
      autosave();
    } else if (!session.finished) {
      clock = startClock(clock, now);
    }
  });
  window.addEventListener('pagehide', autosave);
  window.addEventListener('hashchange', () => {
    const shared = decodeShareHash(location.hash);
    if (shared && !gridsEqual(shared, session.givens)) {
      setSession(createSession(shared, 'Shared puzzle'));
      say('Opened the shared puzzle.');
    }
  });
  setInterval(tick, 1000);

  // ---- start: a shared link, else the autosaved game, else a new puzzle ----

  let saved: Session | undefined;
  try {
    saved = deserialiseSession(localStorage.getItem(AUTOSAVE_KEY));
  } catch {
    saved = undefined;
  }
  const shared = decodeShareHash(location.hash);
  if (shared && !(saved && gridsEqual(saved.givens, shared))) {
    setSession(createSession(shared, 'Shared puzzle'));
    say('Opened the shared puzzle. Good luck!');
  } else if (saved) {
    setSession(saved);
    say(
      saved.finished
        ? 'Welcome back. This puzzle is finished: start a new game when you like.'
        : 'Welcome back: your game is as you left it.',
    );
  } else {
    render();
    void newGame().then(() => {
      if (countGivens(session.givens) > 0)
        say('Select a cell and type a digit, or tap one below the board. Press About for help.');
    });
  }
}
