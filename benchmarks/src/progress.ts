import cliProgress from 'cli-progress';

/**
 * One progress bar on stderr (stdout keeps the tables clean for a pipe).
 * cli-progress draws nothing when stderr is not a terminal, so CI logs stay
 * readable.
 */
export interface Progress {
  start(title: string, total: number): void;
  step(label: string, by?: number): void;
  stop(): void;
}

export function createProgress(enabled = true): Progress {
  if (!enabled) return { start() {}, step() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: '{title} [{bar}] {value}/{total} {label}',
      hideCursor: true,
      clearOnComplete: true,
      barsize: 24,
    },
    cliProgress.Presets.shades_classic,
  );
  let running = false;
  return {
    start(title, total) {
      if (running) bar.stop();
      bar.start(Math.max(1, total), 0, { title, label: '' });
      running = true;
    },
    step(label, by = 1) {
      if (running) bar.increment(by, { label });
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
