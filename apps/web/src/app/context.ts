import type { ResultOf, Task } from '../worker/protocol.js';
import type { WorkerPool } from '../worker/worker-pool.js';
import type { AppState, Job, MessageAction, Tone } from './state.js';

/** A question for the player (a modal dialog in the page, a canned answer in tests). */
export interface ConfirmRequest {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/** Short-lived effects on the page that are not state. */
export interface Effects {
  /** A refused move's shake, or a clashing cell's red flash. */
  flash(cell: number, kind: 'clash' | 'refused'): void;
  celebrate(): void;
  focusCell(cell: number): void;
  /** Opens the file picker of Load. */
  pickFile(): void;
  /** Tells a screen reader what a move did ("5 in row 1, column 2"), without showing it. */
  announce(text: string): void;
}

/** What the page gives the commands: the workers and the browser's services. */
export interface Services {
  pool: WorkerPool;
  storage: { get(key: string): string | null; set(key: string, value: string): void };
  /** The page's address: its fragment, the full URL, and a way to show another fragment. */
  address: { hash(): string; href(): string; show(hash: string, how: 'push' | 'replace'): void };
  confirm(request: ConfirmRequest): Promise<boolean>;
  download(name: string, blob: Blob): void;
  copy(text: string): Promise<void>;
  now(): number;
  /** The player's calendar day, "YYYY-MM-DD" (the daily puzzle's). */
  today(): string;
  effects: Effects;
}

/** Why a task gave no answer. */
export type StopReason = 'cancelled' | 'board-changed' | 'replaced' | 'failed' | 'waiting';

export type TaskOutcome<T extends Task> =
  | { ok: true; result: ResultOf<T> }
  | { ok: false; reason: StopReason };

export interface JobOptions {
  /** The job answers for the board as it is now: a move stops it. */
  boardBound?: boolean;
  /** The job sets up a new board: until it ends, other jobs are refused rather than replacing it. */
  setsUpBoard?: boolean;
}

/** A running job, for commands that drive the workers themselves (an enumeration). */
export interface JobHandle {
  readonly job: Job;
  /** Why it stopped, once it has. */
  readonly stopped?: StopReason;
  /** Shows progress next to the job's label. */
  progress(text: string): void;
  end(): void;
}

/** What every command receives: the state, a way to change it, and the services. */
export interface Context extends Services {
  readonly state: AppState;
  /** Makes `next` the state: the view redraws, the game is autosaved, a job whose board changed stops. */
  set(next: AppState): void;
  /** Shows a message until the next action. */
  say(text: string, tone?: Tone, action?: MessageAction): void;
  /** Runs `command` as a player's action (a message's button runs its command so). */
  act(command: (ctx: Context) => unknown): void;
  /**
   * Runs a task in worker slot 0 as the one job, with its label in the status
   * line (or what `progress` makes of the task's progress reports).
   */
  run<T extends Task>(
    label: string,
    task: T,
    options?: JobOptions & { progress?: (p: import('../worker/protocol.js').Progress) => string },
  ): Promise<TaskOutcome<T>>;
  /**
   * Starts the one job (stopping any other) for a command that drives the
   * pool itself. While a job that sets up a board runs, the new one is
   * refused instead: its handle comes back already stopped ('waiting').
   */
  startJob(label: string, options?: JobOptions): JobHandle;
  /** Stops the running job, if any. */
  cancelJob(): void;
}
