/**
 * A sleep that ends when something happens (a result came, a write drained,
 * a thread failed): how the pipelines wait without polling. `sleep()` is
 * awaited by one waiter at a time; `wake()` ends its sleep, and does nothing
 * while no one sleeps.
 */
export function wakeUpCall(): { sleep(): Promise<void>; wake(): void } {
  let wake: (() => void) | undefined;
  return {
    sleep: () => new Promise<void>((resolve) => (wake = resolve)),
    wake() {
      const w = wake;
      wake = undefined;
      w?.();
    },
  };
}
