import type { ConfirmRequest } from '../app/context.js';
import { type DailyStreak, streakWords } from '../game/daily.js';
import type { Session } from '../game/session.js';
import type { Settings } from '../game/settings.js';
import { type BestTime, unaided } from '../game/statistics.js';
import { formatElapsed } from '../game/timer.js';
import { byId, termRows } from './dom.js';

/** Opens a modal dialog and moves focus to its title (so a screen reader starts there). */
export function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
  dialog.querySelector<HTMLElement>('h2[tabindex]')?.focus();
}

/** The Leave-this-game question: resolves true when the player confirms. */
export function confirmDialog(request: ConfirmRequest): Promise<boolean> {
  const dialog = byId<HTMLDialogElement>('confirm-dialog');
  byId('confirm-title').textContent = request.title;
  byId('confirm-text').textContent = request.text;
  byId('confirm-ok').textContent = request.confirm;
  byId('confirm-cancel').textContent = request.cancel;
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
    openDialog(dialog);
  });
}

/** Fills the completion card: time (and the best of its difficulty), mistakes, hints, the puzzle's rating. */
export function fillCompletion(
  session: Session,
  difficultyLabel: string,
  best?: BestTime,
  streak?: DailyStreak,
): void {
  const rows: [string, string][] = [['Time', formatElapsed(session.elapsedMs)]];
  const kind = session.practice
    ? `${session.practice.name} practice`
    : difficultyLabel.toLowerCase();
  if (best) {
    rows.push([
      `Best ${kind} time`,
      best.isNew ? `${formatElapsed(best.ms)}, a new best` : formatElapsed(best.ms),
    ]);
  } else if (!unaided(session)) {
    rows.push(['Best time', 'apart: hints or Solve used']);
  }
  if (streak) rows.push(['Daily streak', streakWords(streak)]);
  rows.push(['Mistakes', String(session.mistakes)], ['Hints used', String(session.hintsUsed)]);
  if (session.practice) {
    const met = session.practice.met ?? 0;
    rows.push([
      `${session.practice.name} in hints`,
      met === 0 ? 'not met in a hint' : `met ${met === 1 ? 'once' : `${met} times`}`,
    ]);
  }
  const r = session.rating;
  if (r) {
    const score = r.score === undefined ? '' : ` (${r.score.toFixed(1)})`;
    rows.push([
      'Rating',
      `${r.difficulty.charAt(0).toUpperCase()}${r.difficulty.slice(1)}${score}`,
    ]);
    if (r.hardest) rows.push(['Hardest step', r.hardest]);
  } else {
    rows.push(['Rating', 'not rated (a custom or many-solution puzzle)']);
  }
  byId('done-stats').replaceChildren(...termRows(rows));
  byId('done-title').textContent =
    session.hintsUsed === 0 && session.mistakes === 0 ? 'Solved, flawlessly!' : 'Solved!';
  byId('done-new').textContent = session.practice
    ? `Another ${session.practice.name} practice`
    : `New ${difficultyLabel.toLowerCase()} game`;
}

/** The New game menu's difficulty buttons, one per engine difficulty; `onPick` closes the menu. */
export function buildLevels(levels: readonly string[], onPick: (level: string) => void): void {
  const root = byId('levels');
  root.replaceChildren();
  for (const level of levels) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'level';
    button.dataset.level = level;
    button.textContent = level.charAt(0).toUpperCase() + level.slice(1);
    button.addEventListener('click', () => onPick(level));
    root.append(button);
  }
}

/**
 * The menu's daily puzzle: one option per level (those solved today say so)
 * and the streak. `solved`: the levels whose daily was solved today.
 */
export function showDaily(
  levels: readonly string[],
  solved: readonly string[],
  streak: DailyStreak,
): void {
  const select = byId<HTMLSelectElement>('daily-input');
  const chosen = select.value;
  select.replaceChildren(
    ...levels.map((level) => {
      const name = level.charAt(0).toUpperCase() + level.slice(1);
      return new Option(solved.includes(level) ? `${name} (solved today)` : name, level);
    }),
  );
  if (chosen) select.value = chosen;
  byId('daily-streak').textContent =
    streak.best === 0
      ? 'Solve one a day to start a streak.'
      : `Daily streak: ${streakWords(streak)}.`;
}

/** Marks the difficulty last played in the menu. */
export function markLevel(current: string): void {
  for (const button of byId('levels').querySelectorAll<HTMLButtonElement>('.level')) {
    const on = button.dataset.level === current;
    button.classList.toggle('current', on);
    if (on) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  }
}

/** Shows the settings in their controls. */
export function showSettings(settings: Settings): void {
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="clashes"]'))
    radio.checked = radio.value === settings.clashes;
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="mistakes"]'))
    radio.checked = radio.value === settings.mistakes;
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="theme"]'))
    radio.checked = radio.value === settings.theme;
  byId<HTMLInputElement>('digit-first').checked = settings.digitFirst;
  byId<HTMLInputElement>('highlight-same').checked = settings.highlightSame;
  byId<HTMLInputElement>('auto-notes').checked = settings.autoRemoveNotes;
}
