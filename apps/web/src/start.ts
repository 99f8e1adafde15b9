import { dayOf } from '@sudoku/engine/game';
import type { Services } from './app/context.js';
import { Controller } from './app/controller.js';
import { showAddress, startSession } from './app/game-flow.js';
import type { AppState } from './app/state.js';
import { bindClicks } from './bindings/clicks.js';
import { bindKeys } from './bindings/keys.js';
import { ToolsPanel } from './bindings/tools-panel.js';
import { padDigit, tapCell } from './commands/digit-pad.js';
import { newGame } from './commands/new-game.js';
import { openAddress } from './commands/open-link.js';
import { select } from './commands/select.js';
import { AUTOSAVE_KEY, deserialiseSession } from './game/autosave.js';
import { createSession, type Session } from './game/session.js';
import { readSettings, SETTINGS_KEY } from './game/settings.js';
import { createClock, pauseClock } from './game/timer.js';
import { registerOffline } from './offline/offline.js';
import { confirmDialog } from './ui/dialogs.js';
import { byId } from './ui/dom.js';
import { PageView } from './ui/page-view.js';
import type { WorkerLike } from './worker/worker-client.js';
import { createWorkerPool, poolSize } from './worker/worker-pool.js';

function browserServices(spawn: (slot: number) => WorkerLike): Services {
  const flash = (cell: number, kind: 'clash' | 'refused') => {
    const el = byId('board').querySelector<HTMLElement>(`[data-cell="${cell}"]`);
    if (!el) return;
    el.classList.remove(kind);
    void el.offsetWidth; // restart the animation
    el.classList.add(kind);
    setTimeout(() => el.classList.remove(kind), 1200);
  };
  return {
    pool: createWorkerPool(spawn, poolSize(navigator.hardwareConcurrency)),
    storage: {
      get: (key) => {
        try {
          return localStorage.getItem(key);
        } catch {
          return null;
        }
      },
      set: (key, value) => localStorage.setItem(key, value),
    },
    address: {
      hash: () => location.hash,
      href: () => location.href,
      show: (hash, how) => {
        const url = hash || location.pathname + location.search;
        if (how === 'push') history.pushState(null, '', url);
        else history.replaceState(null, '', url);
      },
    },
    confirm: confirmDialog,
    download(name, blob) {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoke later: the browser reads the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    copy: (text) => navigator.clipboard.writeText(text),
    now: () => performance.now(),
    today: () => dayOf(new Date()),
    effects: {
      flash,
      celebrate() {
        const board = byId('board');
        board.classList.remove('celebrate');
        void board.offsetWidth;
        board.classList.add('celebrate');
        // Once the wave is over (700 ms + 320 ms of delays): left on, it overrides every later shake and flash.
        setTimeout(() => board.classList.remove('celebrate'), 1200);
      },
      focusCell: (cell) =>
        byId('board')
          .querySelector<HTMLElement>(`[data-cell="${cell}"]`)
          ?.focus({ preventScroll: true }),
      pickFile: () => byId('file-input').click(),
      announce(text) {
        // A repeated move must be read again: the live region only speaks when its text changes.
        const region = byId('spoken');
        region.textContent = region.textContent === text ? `${text}\u00a0` : text;
      },
    },
  };
}

/**
 * Start-up: settings and the autosaved game are read synchronously and drawn
 * at once; a link in the address opens its puzzle (or says what is wrong
 * with it); with neither, the worker makes a new puzzle. Then the page's
 * events are bound. `performance.mark('sudoku:playable')` records when the
 * first puzzle is on the board.
 */
export function startApp(spawn: (slot: number) => WorkerLike): void {
  let controller!: Controller;
  const services = browserServices(spawn);
  const settings = readSettings(services.storage.get(SETTINGS_KEY));
  const saved = deserialiseSession(services.storage.get(AUTOSAVE_KEY));
  const initial: AppState = {
    session: createSession(new Uint8Array(81), 'Sudoku'),
    clock: createClock(),
    selected: -1,
    notesMode: false,
    settings,
  };
  const view = new PageView(
    {
      select: (cell, tapped) =>
        tapped && controller.state.settings.digitFirst && controller.state.armed !== undefined
          ? controller.act((ctx) => tapCell(ctx, cell))
          : select(controller, cell),
      digit: (d) => controller.act((ctx) => padDigit(ctx, d)),
    },
    services.now,
  );
  controller = new Controller(initial, services, view, (draw) => queueMicrotask(draw));
  const tools = new ToolsPanel();
  bindKeys(controller, () => tools.close());
  bindClicks(controller, tools);

  document.addEventListener('visibilitychange', () => {
    const { state } = controller;
    if (document.visibilityState === 'visible') return controller.resume();
    controller.set({ ...state, clock: pauseClock(state.clock, services.now()) });
    controller.saveGame();
  });
  window.addEventListener('pagehide', () => controller.saveGame());
  // Two windows open side by side never hide: another one's save is seen as it happens.
  window.addEventListener('storage', (event) => {
    if (event.key === AUTOSAVE_KEY) controller.takeUpOtherTabsPlay();
  });
  // Back/Forward and a link pasted into the tab: one opening at a time.
  let opening: Promise<unknown> | undefined;
  const onAddress = () => {
    if (opening) return;
    opening = openAddress(controller).finally(() => (opening = undefined));
  };
  window.addEventListener('hashchange', onAddress);
  window.addEventListener('popstate', onAddress);
  setInterval(() => view.tick(), 1000);
  // Time spent in a dialog (choosing a level, reading Help, answering a question) is not play.
  new MutationObserver(() =>
    controller.holdClock(document.querySelector('dialog[open]') !== null),
  ).observe(document.body, { subtree: true, attributeFilter: ['open'] });

  void begin(controller, saved).then(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark('sudoku:playable'), 0));
    // Caching the game for offline play starts once the first puzzle is on the board, not before.
    registerOffline(controller);
  });
}

async function begin(controller: Controller, saved: Session | undefined): Promise<void> {
  if (saved) startSession(controller, saved, 'keep');
  const link = await openAddress(controller, saved !== undefined);
  if (link === 'opened') return;
  if (saved) {
    if (link === 'none' || link === 'same') {
      showAddress(controller, 'replace');
      controller.say(
        saved.finished
          ? 'Welcome back. This puzzle is finished: start a new game when you like.'
          : 'Welcome back: your game is as you left it.',
      );
    }
    return;
  }
  const message = controller.state.message;
  await newGame(controller, {
    kind: 'difficulty',
    difficulty: controller.state.settings.difficulty,
  });
  // A refused link keeps its explanation in view, after the new puzzle's news.
  if (message && link === 'bad')
    controller.say(`${message.text} Here is a new puzzle instead.`, 'error');
  else
    controller.say(
      'Select a cell and type a digit, or tap one below the board. New game and Tools are at the top.',
    );
}
