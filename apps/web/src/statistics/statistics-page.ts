import { DIFFICULTIES } from '@sudoku/engine/game';
import type { Context } from '../app/context.js';
import { DAILY_KEY, dailyStreak, readDaily, streakWords } from '../game/daily.js';
import {
  type KindRecord,
  parseStatistics,
  readStatistics,
  STATS_KEY,
  type Statistics,
  statisticsFile,
} from '../game/statistics.js';
import { formatElapsed } from '../game/timer.js';
import { openDialog } from '../ui/dialogs.js';
import { termRows } from '../ui/dom.js';
// Its styles come inline with it, so loading the page needs no preload machinery at start.
import css from './statistics.css?inline';

/**
 * The statistics page, loaded on demand (a dynamic import: it costs nothing
 * at start): games started and won, the win rate and the best and average
 * times per level for games won without help, games finished with hints or
 * Solve and practice apart, the streaks, and export and import as a file.
 */
let dialog: HTMLDialogElement | undefined;

export function openStatistics(ctx: Context): void {
  dialog ??= build(ctx);
  render(dialog, ctx);
  say(dialog, '');
  openDialog(dialog);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function button(text: string, props: Partial<HTMLButtonElement> = {}): HTMLButtonElement {
  return element('button', { type: 'button', ...props }, text);
}

function build(ctx: Context): HTMLDialogElement {
  const title = element('h2', { id: 'stats-title', tabIndex: -1 }, 'Statistics');
  const file = element('input', { type: 'file', accept: '.json,application/json', hidden: true });
  const exportButton = button('Export', { id: 'stats-export' });
  const importButton = button('Import', { id: 'stats-import' });
  const close = element('button', { type: 'submit', className: 'primary' }, 'Close');
  const form = element(
    'form',
    { method: 'dialog', className: 'dialog-body' },
    title,
    element('div', { className: 'stats-summary', id: 'stats-summary' }),
    element('div', { className: 'stats-scroll', id: 'stats-table' }),
    element(
      'p',
      { className: 'fineprint' },
      'Kept in this browser. Times count only games won without hints or Solve; games with them, and practice, are counted apart.',
    ),
    element('p', { id: 'stats-message', className: 'stats-message', role: 'status' }),
    file,
    element('div', { className: 'dialog-actions' }, exportButton, importButton, close),
  );
  const root = element('dialog', { id: 'stats-dialog' }, form);
  root.setAttribute('aria-labelledby', 'stats-title');
  exportButton.addEventListener('click', () => {
    const text = statisticsFile(readStatistics(ctx.storage.get(STATS_KEY)));
    ctx.download('sudoku-statistics.json', new Blob([text], { type: 'application/json' }));
    say(root, 'Saved sudoku-statistics.json.');
  });
  importButton.addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const picked = file.files?.[0];
    file.value = '';
    if (picked) await importFile(root, ctx, picked.name, await picked.text());
  });
  document.head.append(element('style', {}, css));
  document.querySelector('.app')?.append(root);
  return root;
}

/**
 * Replaces the statistics with a file's, once the player agrees to let the
 * games kept here go; a file that is not one says what is wrong (nothing
 * changes then).
 */
async function importFile(
  root: HTMLDialogElement,
  ctx: Context,
  name: string,
  text: string,
): Promise<void> {
  const stats = parseStatistics(text, true);
  if (typeof stats === 'string') {
    say(root, `${name} was not imported: ${stats}.`, true);
    return;
  }
  const here = total(readStatistics(ctx.storage.get(STATS_KEY)), 'started');
  const agreed =
    here === 0 ||
    (await ctx.confirm({
      title: 'Replace your statistics?',
      text: `The ${here} game${here === 1 ? '' : 's'} counted in this browser give way to the ${total(stats, 'started')} of ${name}. Export first to keep them.`,
      confirm: 'Replace them',
      cancel: 'Keep mine',
    }));
  if (!agreed) {
    say(root, `${name} was not imported; your statistics are as they were.`);
    return;
  }
  try {
    ctx.storage.set(STATS_KEY, JSON.stringify(stats));
  } catch {
    say(root, `${name} could not be kept: this browser's storage is full or turned off.`, true);
    return;
  }
  render(root, ctx);
  say(root, `Imported ${name}: ${total(stats, 'started')} games.`);
}

function say(root: HTMLDialogElement, text: string, error = false): void {
  const line = root.querySelector<HTMLElement>('#stats-message')!;
  line.textContent = text;
  line.dataset.tone = error ? 'error' : 'info';
}

function total(stats: Statistics, field: 'started' | 'won' | 'helped'): number {
  return Object.values(stats.kinds).reduce((sum, k) => sum + k[field], 0);
}

const rate = (won: number, started: number) =>
  started === 0 ? '–' : `${Math.round((100 * won) / started)}%`;

function render(root: HTMLDialogElement, ctx: Context): void {
  const stats = readStatistics(ctx.storage.get(STATS_KEY));
  const started = total(stats, 'started');
  const won = total(stats, 'won');
  const daily = dailyStreak(readDaily(ctx.storage.get(DAILY_KEY)), ctx.today());
  const facts: [string, string][] = [
    ['Games started', String(started)],
    ['Won without help', String(won)],
    ['Win rate', rate(won, started)],
    ['Streak of wins', `${stats.streak.current} (best ${stats.streak.best})`],
    ['Daily streak', streakWords(daily)],
  ];
  root
    .querySelector('#stats-summary')!
    .replaceChildren(element('dl', { className: 'done-stats' }, ...termRows(facts)));
  const kinds = [...DIFFICULTIES, 'custom', 'practice'].filter((k) => stats.kinds[k]);
  const others = Object.keys(stats.kinds).filter((k) => !kinds.includes(k));
  const head = ['Kind', 'Started', 'Won', 'Win rate', 'Best', 'Average', 'With help'];
  const row = (kind: string, k: KindRecord) =>
    element(
      'tr',
      {},
      element('th', { scope: 'row' }, kind.charAt(0).toUpperCase() + kind.slice(1)),
      ...[
        String(k.started),
        String(k.won),
        rate(k.won, k.started),
        k.won > 0 ? formatElapsed(k.bestMs) : '–',
        k.won > 0 ? formatElapsed(k.timeMs / k.won) : '–',
        String(k.helped),
      ].map((text) => element('td', {}, text)),
    );
  const table =
    kinds.length + others.length === 0
      ? element('p', {}, 'No games yet: finish one and it shows here.')
      : element(
          'table',
          { className: 'stats-table' },
          element('caption', { className: 'visually-hidden' }, 'Games by kind'),
          element(
            'thead',
            {},
            element('tr', {}, ...head.map((h) => element('th', { scope: 'col' }, h))),
          ),
          element(
            'tbody',
            {},
            ...[...kinds, ...others].map((kind) => row(kind, stats.kinds[kind])),
          ),
        );
  root.querySelector('#stats-table')!.replaceChildren(table);
}
