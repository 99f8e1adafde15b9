/**
 * One reusable search state per strategy instance: `use(work)` runs `work`
 * on the instance's state, made by `create` on first use and kept, so solving
 * a million puzzles allocates one. A call made while the state is in use (an
 * `onSolution` callback that solves again) gets a fresh state of its own.
 */
export function reusableState<T>(create: () => T): <R>(work: (state: T) => R) => R {
  let shared: T | undefined;
  let busy = false;
  return (work) => {
    if (busy) return work(create());
    shared ??= create();
    busy = true;
    try {
      return work(shared);
    } finally {
      busy = false;
    }
  };
}
