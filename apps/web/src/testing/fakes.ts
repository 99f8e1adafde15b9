import type { ConfirmRequest, Services } from '../app/context.js';
import { Controller } from '../app/controller.js';
import type { AppState } from '../app/state.js';
import { createSession } from '../game/session.js';
import { DEFAULT_SETTINGS } from '../game/settings.js';
import { createClock, startClock } from '../game/timer.js';
import type { Task } from '../worker/protocol.js';
import { serveGame } from '../worker/serve-game.js';
import type { WorkerLike } from '../worker/worker-client.js';
import { createWorkerPool, type WorkerPool } from '../worker/worker-pool.js';

/**
 * A worker in the same thread: runs the real tasks through the real worker
 * protocol and answers on a later tick, like a real one. `hold` makes it
 * never answer (an endless search); `delay` answers after that many
 * milliseconds. `tasks` lists the task types it was sent.
 */
export class InThreadWorker implements WorkerLike {
  terminated = false;
  readonly tasks: string[] = [];
  private readonly listeners: ((event: Event) => void)[] = [];
  private readonly answer = serveGame({
    postMessage: (data) => {
      if (!this.terminated)
        for (const listener of this.listeners) listener({ data } as MessageEvent);
    },
  });

  constructor(
    private readonly hold = false,
    private readonly delay = 0,
  ) {}

  postMessage(message: unknown): void {
    const { args } = message as { args: [Task] };
    this.tasks.push(args[0].type);
    if (this.hold) return;
    const data = structuredClone(message);
    setTimeout(() => {
      if (!this.terminated) this.answer(data);
    }, this.delay);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    if (type === 'message') this.listeners.push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A pool of in-thread workers; `workers` lists every worker spawned. */
export function inThreadPool(size = 2, options: { hold?: boolean; delay?: number } = {}) {
  const workers: InThreadWorker[] = [];
  const pool: WorkerPool = createWorkerPool(() => {
    const worker = new InThreadWorker(options.hold, options.delay);
    workers.push(worker);
    return worker;
  }, size);
  return { pool, workers };
}

/** What a test can look at after commands ran. */
export interface Recorded {
  storage: Map<string, string>;
  downloads: { name: string; blob: Blob }[];
  addresses: { hash: string; how: string }[];
  questions: ConfirmRequest[];
  copied: string[];
  flashes: [number, string][];
  /** What moves told a screen reader. */
  announced: string[];
  celebrations: number;
  renders: number;
}

export interface HarnessOptions {
  givens?: Uint8Array;
  state?: Partial<AppState>;
  /** The answer to every "Leave this game?" question (default: yes). */
  confirm?: boolean;
  hash?: string;
  pool?: WorkerPool;
  storage?: Map<string, string>;
  /** The calendar day (default 2026-03-14). */
  today?: string;
}

/**
 * A controller with fake services: an in-thread worker pool, a Map for
 * localStorage, a fake address bar and clock, and recorders for downloads,
 * questions and effects. Renders are counted, not drawn.
 */
export function harness(options: HarnessOptions = {}) {
  const recorded: Recorded = {
    storage: options.storage ?? new Map(),
    downloads: [],
    addresses: [],
    questions: [],
    copied: [],
    flashes: [],
    announced: [],
    celebrations: 0,
    renders: 0,
  };
  let hash = options.hash ?? '';
  let now = 1_000;
  const services: Services = {
    pool: options.pool ?? inThreadPool(2).pool,
    storage: {
      get: (k) => recorded.storage.get(k) ?? null,
      set: (k, v) => void recorded.storage.set(k, v),
    },
    address: {
      hash: () => hash,
      href: () => `https://sudoku.test/${hash}`,
      show: (next, how) => {
        hash = next;
        recorded.addresses.push({ hash: next, how });
      },
    },
    confirm: (request) => {
      recorded.questions.push(request);
      return Promise.resolve(options.confirm ?? true);
    },
    download: (name, blob) => void recorded.downloads.push({ name, blob }),
    copy: (text) => {
      recorded.copied.push(text);
      return Promise.resolve();
    },
    now: () => now,
    today: () => options.today ?? '2026-03-14',
    effects: {
      flash: (cell, kind) => void recorded.flashes.push([cell, kind]),
      celebrate: () => void recorded.celebrations++,
      focusCell: () => {},
      pickFile: () => {},
      announce: (text) => void recorded.announced.push(text),
    },
  };
  const givens = options.givens ?? new Uint8Array(81);
  const initial: AppState = {
    session: createSession(givens, 'Test'),
    clock: startClock(createClock(), now),
    selected: 0,
    notesMode: false,
    settings: DEFAULT_SETTINGS,
    ...options.state,
  };
  const controller = new Controller(initial, services, { render: () => void recorded.renders++ });
  return {
    controller,
    recorded,
    /** Sets the address as a pasted link or Back would. */
    setHash: (next: string) => void (hash = next),
    /** Moves the fake clock on. */
    tick: (ms: number) => void (now += ms),
    message: () => controller.state.message?.text ?? '',
  };
}
