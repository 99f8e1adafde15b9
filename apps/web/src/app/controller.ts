import { AUTOSAVE_KEY, serialiseSession } from '../game/autosave.js';
import { keepOtherTabsGame, otherTabsPlay } from '../game/other-tab.js';
import type { Session } from '../game/session.js';
import { SETTINGS_KEY, writeSettings } from '../game/settings.js';
import { createClock, elapsed, isRunning, pauseClock, startClock } from '../game/timer.js';
import { PROGRESS_MS, type Progress, type Task } from '../worker/protocol.js';
import { TaskCancelledError } from '../worker/worker-client.js';
import type {
  Context,
  JobHandle,
  JobOptions,
  Services,
  StopReason,
  TaskOutcome,
} from './context.js';
import {
  type AppState,
  type Job,
  type MessageAction,
  present,
  type Tone,
  without,
} from './state.js';

/** Draws a state (the DOM view in the page, a recorder in tests). */
export interface View {
  render(state: AppState): void;
}

interface RunningJob extends JobHandle {
  stopped?: StopReason;
}

/**
 * The game's controller: it holds the one state, and everything goes
 * through `set`: the view redraws (once per frame), the game and settings
 * are saved when they change, and a job that answers for the board stops
 * when the board changes, so no answer is ever shown for another position.
 * Commands (commands/*.ts) receive it as their Context.
 */
export class Controller implements Context {
  private current: AppState;
  private running: RunningJob | undefined;
  private nextJob = 1;
  private renderQueued = false;
  /** A dialog is open over the game: its clock waits (see holdClock). */
  private held = false;
  /** The autosave text this tab wrote last (another text there was written by another tab). */
  private written: string | undefined;
  /** The session that text was written from. */
  private savedSession: Session | undefined;
  readonly pool: Services['pool'];
  readonly storage: Services['storage'];
  readonly address: Services['address'];
  readonly confirm: Services['confirm'];
  readonly download: Services['download'];
  readonly copy: Services['copy'];
  readonly now: Services['now'];
  readonly today: Services['today'];
  readonly effects: Services['effects'];

  constructor(
    initial: AppState,
    services: Services,
    private readonly view: View,
    private readonly schedule: (draw: () => void) => void = (draw) => draw(),
  ) {
    this.current = initial;
    ({
      pool: this.pool,
      storage: this.storage,
      address: this.address,
      confirm: this.confirm,
      download: this.download,
      copy: this.copy,
      now: this.now,
      today: this.today,
      effects: this.effects,
    } = services);
  }

  get state(): AppState {
    return this.current;
  }

  set(next: AppState): void {
    const before = this.current;
    this.current = next;
    const job = this.running;
    if (job?.job.board && present(next) !== job.job.board) this.stop('board-changed');
    if (next.session !== before.session) this.saveGame();
    if (next.settings !== before.settings) this.store(SETTINGS_KEY, writeSettings(next.settings));
    this.requestRender();
  }

  say(text: string, tone: Tone = 'info', action?: MessageAction): void {
    this.set({ ...this.current, message: action ? { text, tone, action } : { text, tone } });
  }

  /**
   * Runs `command` as a player's action: the last message and a shown hint go
   * first. `chosen`: picked in a menu or the file picker, so it runs even
   * when it ends a pause.
   */
  act(
    command: (ctx: Context) => unknown,
    options: { keepHint?: boolean; chosen?: boolean } = {},
  ): void {
    // While paused the board is covered: the first action only uncovers it (Pause again does the same),
    // and the line saying how to go on goes with it.
    if (this.current.paused) {
      this.set({
        ...without(this.current, 'paused', 'message'),
        clock: this.held ? this.current.clock : startClock(this.current.clock, this.now()),
      });
      // A menu choice or a picked file is no blind key: dropping it would lose what the player chose.
      if (!options.chosen) return;
    }
    const cleared = options.keepHint
      ? without(this.current, 'message')
      : without(this.current, 'message', 'hint');
    if (cleared.message !== this.current.message || cleared.hint !== this.current.hint)
      this.set(cleared);
    const result = command(this);
    if (result instanceof Promise)
      result.catch((error: unknown) =>
        this.say(`Something went wrong: ${(error as Error).message}`, 'error'),
      );
  }

  async run<T extends Task>(
    label: string,
    task: T,
    options: JobOptions & { progress?: (p: Progress) => string } = {},
  ): Promise<TaskOutcome<T>> {
    const handle = this.startJob(label, options);
    if (handle.stopped) return { ok: false, reason: handle.stopped };
    const { progress } = options;
    try {
      const result = await this.pool
        .client(0)
        .run(task, progress && ((p) => handle.progress(progress(p))));
      return handle.stopped ? { ok: false, reason: handle.stopped } : { ok: true, result };
    } catch (error) {
      if (error instanceof TaskCancelledError)
        return { ok: false, reason: handle.stopped ?? 'cancelled' };
      this.say(`Something went wrong: ${(error as Error).message}`, 'error');
      return { ok: false, reason: 'failed' };
    } finally {
      handle.end();
    }
  }

  startJob(label: string, options: JobOptions = {}): JobHandle {
    const setup = this.running?.job.setsUpBoard
      ? (this.current.job ?? this.running.job)
      : undefined;
    if (setup) return this.refuse(setup, label);
    if (this.running) this.stop('replaced');
    const job: Job = { id: this.nextJob++, label };
    if (options.boardBound) job.board = present(this.current);
    if (options.setsUpBoard) job.setsUpBoard = true;
    const controller = this;
    let shown = Number.NEGATIVE_INFINITY;
    const handle: RunningJob = {
      job,
      // At most five redraws a second: the page stays idle while the workers search.
      progress(text: string) {
        const now = controller.now();
        if (controller.running !== handle || now - shown < PROGRESS_MS) return;
        shown = now;
        controller.set({ ...controller.current, job: { ...job, label: text } });
      },
      end() {
        if (controller.running !== handle) return;
        controller.running = undefined;
        controller.set(without(controller.current, 'job'));
      },
    };
    this.running = handle;
    this.set({ ...this.current, job });
    return handle;
  }

  /** A job asked for while a board is being set up: it would run on the board about to go. */
  private refuse(setup: Job, label: string): JobHandle {
    const waitNote = 'Please wait for it, or press Cancel first.';
    if (setup.waitNote !== waitNote) this.set({ ...this.current, job: { ...setup, waitNote } });
    const job: Job = { id: this.nextJob++, label };
    return { job, stopped: 'waiting', progress() {}, end() {} };
  }

  cancelJob(): void {
    this.stop('cancelled');
  }

  /** Saves the game now (the page calls it when hidden or closed). */
  saveGame(): void {
    const { session, clock } = this.current;
    // A tab hidden or closed without playing since its last save must not write its older copy over another tab's.
    if (session === this.savedSession && this.storage.get(AUTOSAVE_KEY) !== this.written) return;
    this.savedSession = session;
    try {
      keepOtherTabsGame(this.storage, this.written, session);
    } catch {
      // Storage full or disabled: the other tab's game stays where it is.
    }
    this.written = serialiseSession(session, elapsed(clock, this.now()));
    this.store(AUTOSAVE_KEY, this.written);
  }

  /**
   * Another tab saved later play of this puzzle (it is back in view, or two
   * windows are open side by side): that is the player's latest play, so it
   * replaces this tab's older copy, which would otherwise save over it.
   */
  takeUpOtherTabsPlay(): void {
    const theirs = otherTabsPlay(this.storage, this.written, this.current.session);
    if (!theirs) return;
    let clock = createClock(theirs.elapsedMs);
    if (isRunning(this.current.clock)) clock = startClock(clock, this.now());
    this.set({ ...without(this.current, 'hint'), session: theirs, clock });
    this.say('This tab now shows your latest moves, made in another tab.');
  }

  /** The page is back in view: another tab's later play is taken up, then the clock runs. */
  resume(): void {
    this.takeUpOtherTabsPlay();
    this.runClock();
  }

  /**
   * A dialog covers the game (New game, Settings, Help, a question): the
   * clock stops while it is open, and runs again when it closes.
   */
  holdClock(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (held) this.set({ ...this.current, clock: pauseClock(this.current.clock, this.now()) });
    else this.runClock();
  }

  /** Starts the clock unless the game is finished, paused or behind a dialog. */
  private runClock(): void {
    const { session, clock, paused } = this.current;
    if (!session.finished && !paused && !this.held)
      this.set({ ...this.current, clock: startClock(clock, this.now()) });
  }

  private stop(reason: StopReason): void {
    const handle = this.running;
    if (!handle) return;
    handle.stopped = reason;
    this.running = undefined;
    this.pool.cancel();
    this.set(without(this.current, 'job'));
  }

  private store(key: string, value: string): void {
    try {
      this.storage.set(key, value);
    } catch {
      // Storage full or disabled (private mode): the game goes on unsaved.
    }
  }

  private requestRender(): void {
    if (this.renderQueued) return;
    this.renderQueued = true;
    this.schedule(() => {
      this.renderQueued = false;
      this.view.render(this.current);
    });
  }
}
