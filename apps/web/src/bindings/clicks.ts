import type { Context } from '../app/context.js';
import type { Controller } from '../app/controller.js';
import { closeCompletion } from '../commands/completion.js';
import { erase } from '../commands/enter-digit.js';
import { hint } from '../commands/hint.js';
import { LEVELS, newGame } from '../commands/new-game.js';
import { clearNotes, fillNotes, toggleNotesMode } from '../commands/notes.js';
import { pause } from '../commands/pause.js';
import { replay } from '../commands/replay.js';
import { changeSettings } from '../commands/settings.js';
import { redo, undo } from '../commands/undo-redo.js';
import { DAILY_KEY, dailyStreak, readDaily } from '../game/daily.js';
import { MISTAKES_MODES, type MistakesMode } from '../game/mistakes.js';
import { readSolutionLimit, THEMES, type Theme } from '../game/settings.js';
import { buildLevels, markLevel, openDialog, showDaily, showSettings } from '../ui/dialogs.js';
import { byId } from '../ui/dom.js';
import { formatCount } from '../ui/stats.js';
import { STRATEGIES, type StrategyName } from '../worker/protocol.js';
import type { ToolsPanel } from './tools-panel.js';

type Tools = typeof import('../commands/tools.js');

/** A tool's command, run once the tools' module is loaded. */
const later =
  (pick: (tools: Tools) => (ctx: Context) => unknown) =>
  (ctx: Context): Promise<unknown> =>
    import('../commands/tools.js').then((tools) => pick(tools)(ctx));

/** Wires every button, menu and dialog of the page to its command. */
export function bindClicks(controller: Controller, tools: ToolsPanel): void {
  const act = (
    command: (ctx: Context) => unknown,
    options?: { keepHint?: boolean; chosen?: boolean },
  ) => controller.act(command, options);
  const chosen = { chosen: true };
  const on = (id: string, handler: () => void) => byId(id).addEventListener('click', handler);
  // A tool closes the panel where it covers the board (phones), so its answer is seen.
  const tool = (id: string, command: (ctx: Context) => unknown) =>
    on(id, () => {
      tools.closeIfOverlay();
      act(command);
    });

  on('undo', () => act(undo));
  on('redo', () => act(redo));
  on('erase', () => act(erase));
  on('notes', () => act(toggleNotesMode));
  on('hint', () => act(hint, { keepHint: true }));
  on('pause', () => act(pause));
  // The paused board's cells are hidden, so a tap lands on the board itself: any action resumes.
  byId('board').addEventListener('click', () => {
    if (controller.state.paused) act(() => {});
  });
  on('cancel', () => controller.cancelJob());

  // The tools that load with the tools' module, each by its button's id.
  const lazyTools: [string, (t: Tools) => (ctx: Context) => unknown][] = [
    ['solve', (t) => t.solve],
    ['solvable', (t) => t.solvable],
    ['count', (t) => t.countSolutions],
    ['all-solutions', (t) => t.allSolutions],
    ['lock', (t) => t.lock],
    ['save', (t) => t.save],
    ['share', (t) => t.share],
  ];
  for (const [id, pick] of lazyTools) tool(id, later(pick));
  tool('replay', replay);
  tool('fill-notes', fillNotes);
  tool('clear-notes', clearNotes);
  on('load', () => {
    tools.closeIfOverlay();
    byId('file-input').click();
  });
  byId<HTMLInputElement>('file-input').addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file)
      act(
        later((t) => (ctx) => t.load(ctx, file)),
        chosen,
      );
  });

  const strategy = byId<HTMLSelectElement>('strategy');
  strategy.addEventListener('change', () => {
    const value = strategy.value as StrategyName;
    if (STRATEGIES.includes(value)) changeSettings(controller, { strategy: value });
  });
  const limit = byId<HTMLInputElement>('solution-limit');
  limit.addEventListener('change', () => {
    const value = readSolutionLimit(limit.value);
    if (value === undefined) {
      controller.say('The limit of All solutions is a whole number from 1 to 5,000,000.', 'error');
      limit.value = formatCount(controller.state.settings.solutionLimit);
    } else {
      changeSettings(controller, { solutionLimit: value });
      limit.value = formatCount(value);
    }
  });

  // New game menu: one button per difficulty, or a number of givens. A choice closes
  // it with focus on the board, where the new puzzle is played (not on New game).
  const menu = byId<HTMLDialogElement>('new-game-dialog');
  const closeMenu = () => {
    menu.close();
    byId('board').querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  };
  buildLevels(LEVELS, (difficulty) => {
    closeMenu();
    act((ctx) => newGame(ctx, { kind: 'difficulty', difficulty }), chosen);
  });
  on('new-game-button', () => {
    markLevel(controller.state.settings.difficulty);
    const today = controller.today();
    const record = readDaily(controller.storage.get(DAILY_KEY));
    showDaily(LEVELS, record[today] ?? [], dailyStreak(record, today));
    openDialog(menu);
  });
  const dailyLevel = byId<HTMLSelectElement>('daily-input');
  on('start-daily', () => {
    const day = controller.today();
    closeMenu();
    act((ctx) => newGame(ctx, { kind: 'daily', difficulty: dailyLevel.value, day }), chosen);
  });
  const givens = byId<HTMLInputElement>('givens-input');
  const unique = byId<HTMLInputElement>('unique-input');
  const syncUnique = () => {
    unique.disabled = !(Number(givens.value) >= 17);
  };
  givens.addEventListener('input', syncUnique);
  syncUnique();
  // Enter in the field starts the game: the form's own Enter would press its first submit button, Cancel.
  givens.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    byId('start-givens').click();
  });
  on('start-givens', () => {
    const raw = givens.value.trim();
    const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    closeMenu();
    act((ctx) => newGame(ctx, { kind: 'givens', givens: count, unique: unique.checked }), chosen);
  });

  const practise = byId<HTMLSelectElement>('practise-input');
  on('start-practice', () => {
    const option = practise.selectedOptions[0];
    closeMenu();
    act(
      (ctx) => newGame(ctx, { kind: 'technique', technique: option.value, name: option.text }),
      chosen,
    );
  });

  // Completion card: New game (same difficulty) or close.
  const done = byId<HTMLDialogElement>('done-dialog');
  done.addEventListener('close', () => {
    const choice = done.returnValue;
    act((ctx) => closeCompletion(ctx, choice));
    done.returnValue = '';
  });

  // Settings apply as they change, and are saved with the state.
  const settings = byId<HTMLDialogElement>('settings-dialog');
  on('settings-button', () => {
    showSettings(controller.state.settings);
    openDialog(settings);
  });
  settings.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'clashes')
      changeSettings(controller, { clashes: input.value === 'show' ? 'show' : 'refuse' });
    if (input.name === 'mistakes' && (MISTAKES_MODES as readonly string[]).includes(input.value))
      changeSettings(controller, { mistakes: input.value as MistakesMode });
    if (input.name === 'theme' && (THEMES as readonly string[]).includes(input.value))
      changeSettings(controller, { theme: input.value as Theme });
    if (input.id === 'digit-first') changeSettings(controller, { digitFirst: input.checked });
    if (input.id === 'highlight-same') changeSettings(controller, { highlightSame: input.checked });
    if (input.id === 'auto-notes') changeSettings(controller, { autoRemoveNotes: input.checked });
  });
  // The statistics page and Help load when first opened: they cost nothing at start.
  const onDemand = (what: string, load: () => Promise<void>) =>
    load().catch(() =>
      controller.say(`${what} could not be loaded; check the connection and try again.`, 'error'),
    );
  on('stats-button', () =>
    onDemand('The statistics', () =>
      import('../statistics/statistics-page.js').then((m) => m.openStatistics(controller)),
    ),
  );
  on('about-button', () =>
    onDemand('Help', () => import('../help/help-dialog.js').then((m) => m.openHelp())),
  );
}
