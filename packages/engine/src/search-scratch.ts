import type { StepContext } from './technique.js';

/**
 * The working memory of one call's technique searches: their tables, queues
 * and memos of boards already searched, each made on first use, so a solve
 * reuses them from step to step. A call holds its scratch until it returns
 * (see `withScratch`): a call made from inside another's callback works in
 * its own, and no search reads or changes memory another call is using
 * (docs/outcomes.md, rule 6).
 */
export class SearchScratch {
  private readonly parts = new Map<new () => unknown, unknown>();

  /** This call's instance of `Part` (a search's scratch), made on first use. */
  get<T>(Part: new () => T): T {
    let part = this.parts.get(Part) as T | undefined;
    if (part === undefined) {
      part = new Part();
      this.parts.set(Part, part);
    }
    return part;
  }
}

/** A step context as the solvers pass it to techniques: with the scratch of the call. */
export interface SearchContext extends StepContext {
  scratch: SearchScratch;
}

/** The scratch of the call `context` comes from; a technique called on its own works in a fresh one. */
export function scratchOf(context: StepContext): SearchScratch {
  return (context as Partial<SearchContext>).scratch ?? new SearchScratch();
}

/** Scratches no call holds, for the next calls: a hard rating's tables are megabytes, made once, not once a call. */
const idle: SearchScratch[] = [];

/**
 * Runs `work` with a scratch no other call holds: one a call that returned
 * gave back, or a new one; given back when `work` returns or throws.
 */
export function withScratch<T>(work: (scratch: SearchScratch) => T): T {
  const scratch = idle.pop() ?? new SearchScratch();
  try {
    return work(scratch);
  } finally {
    idle.push(scratch);
  }
}
