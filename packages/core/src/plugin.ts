import { SudokuError, shownValue } from './errors.js';
import { readOptions } from './options.js';
import type { Solver } from './solver.js';

/** Options a strategy accepts; each strategy documents its own keys. */
export type SolverOptions = Record<string, unknown>;

/**
 * One option a strategy's `create` takes (`sudoku solve -O key=value`), as
 * `sudoku strategies --options` lists it: the values are a list of choices
 * or a number range, and `fallback` is the value when the key is left out.
 */
export interface StrategyOption {
  readonly key: string;
  readonly values:
    | readonly string[]
    | { readonly min: number; readonly max: number; readonly whole?: boolean };
  readonly fallback: string | number;
  /** One line: what it changes. */
  readonly description: string;
}

/**
 * What a strategy package exports by default. The host owns this type; a
 * strategy only fills it in (see {@link defineSolver}).
 */
export interface SolverPlugin<Options extends SolverOptions = SolverOptions> {
  /** Short name, equal to the package suffix: `@sudoku/solver-<name>`. */
  readonly name: string;
  /** One line for `sudoku strategies`. */
  readonly description: string;
  /** A configured solver. Throws `SUDOKU_USAGE` for options it does not understand. */
  create(options?: Options): Solver;
  /** The options `create` takes, for listings and checks; none when left out. */
  readonly options?: readonly StrategyOption[];
}

/** Lower-case letters, digits and dashes, starting with a letter. */
export const STRATEGY_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a strategy: checks its shape once, at load time, so a broken
 * plugin fails with a clear message instead of deep inside a search.
 *
 * ```ts
 * export default defineSolver({ name: 'dfs', description: '…', create: () => createDfs() });
 * ```
 */
// Pure: a bundle that takes only a strategy's factory leaves its plugin out.
/*#__NO_SIDE_EFFECTS__*/
export function defineSolver<Options extends SolverOptions>(
  plugin: SolverPlugin<Options>,
): SolverPlugin<Options> {
  if (!isSolverPlugin(plugin)) {
    throw new SudokuError(
      'SUDOKU_BAD_PLUGIN',
      'a strategy needs a name (lower-case letters, digits, dashes), a description and a create() function',
    );
  }
  const { options } = plugin;
  if (options !== undefined) {
    const wrong = Array.isArray(options)
      ? options.find(
          (option, i) =>
            !isStrategyOption(option) || options.findIndex((o) => o.key === option.key) !== i,
        )
      : options;
    if (wrong !== undefined) {
      throw new SudokuError(
        'SUDOKU_BAD_PLUGIN',
        `strategy ${plugin.name}: options must be a list of { key, values, fallback, description }, each key once, each fallback among its values; got ${shownValue(wrong)}`,
      );
    }
  }
  return Object.freeze({ ...plugin });
}

/** True when `option` is a well-formed {@link StrategyOption} whose fallback is one of its values. */
function isStrategyOption(option: StrategyOption): boolean {
  const { key, values, fallback, description } = (option ?? {}) as Partial<StrategyOption>;
  if (typeof key !== 'string' || !/^[A-Za-z][A-Za-z0-9-]*$/.test(key)) return false;
  if (typeof description !== 'string' || description.length === 0) return false;
  if (Array.isArray(values))
    return (
      values.length > 0 &&
      values.every((v) => typeof v === 'string') &&
      values.includes(fallback as string)
    );
  if (typeof values !== 'object' || values === null || typeof fallback !== 'number') return false;
  const { min, max, whole } = values as { min: unknown; max: unknown; whole?: unknown };
  return (
    typeof min === 'number' &&
    typeof max === 'number' &&
    min <= fallback &&
    fallback <= max &&
    (whole === undefined || typeof whole === 'boolean') &&
    (!whole || Number.isInteger(fallback))
  );
}

/**
 * An option as `sudoku strategies --options` lists it:
 * `erase=and|xor (default and): how a digit leaves…`, `k=0…1000 (any number; default 4): …`.
 */
export function describeStrategyOption(option: StrategyOption): string {
  const { key, values, fallback, description } = option;
  if (Array.isArray(values))
    return `${key}=${values.join('|')} (default ${fallback}): ${description}`;
  const range = values as { min: number; max: number; whole?: boolean };
  const kind = range.whole ? '' : 'any number; ';
  return `${key}=${range.min}…${range.max} (${kind}default ${fallback}): ${description}`;
}

/** True when `value` has the shape of a {@link SolverPlugin}. */
export function isSolverPlugin(value: unknown): value is SolverPlugin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    STRATEGY_NAME.test(v.name) &&
    typeof v.description === 'string' &&
    typeof v.create === 'function'
  );
}

/**
 * Reads `key` from strategy options as a number in [min, max], or `fallback`
 * when absent; throws `SUDOKU_USAGE` naming the strategy otherwise. Options may
 * arrive as strings from the command line.
 */
export function numberOption(
  strategy: string,
  options: SolverOptions | undefined,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = options?.[key];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `strategy ${strategy}: option ${key} must be a number from ${min} to ${max}, got ${shownValue(raw)}`,
    );
  }
  return value;
}

/** {@link numberOption} for an option that must be a whole number. */
export function wholeNumberOption(
  strategy: string,
  options: SolverOptions | undefined,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = numberOption(strategy, options, key, fallback, min, max);
  if (!Number.isInteger(value)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `strategy ${strategy}: option ${key} must be a whole number, got ${shownValue(options?.[key])}`,
    );
  }
  return value;
}

/** Like {@link numberOption} for an option that takes one of `choices`. */
export function choiceOption<T extends string>(
  strategy: string,
  options: SolverOptions | undefined,
  key: string,
  choices: readonly T[],
): T {
  const raw = options?.[key];
  if (raw === undefined) return choices[0];
  if (typeof raw !== 'string' || !choices.includes(raw as T)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `strategy ${strategy}: option ${key} must be one of ${choices.join(', ')}, got ${shownValue(raw)}`,
    );
  }
  return raw as T;
}

/** Throws `SUDOKU_USAGE` when `options` holds a key outside `known` (`readOptions` in `@sudoku/core/kernel` checks a whole options object). */
export function rejectUnknownOptions(
  strategy: string,
  options: SolverOptions | undefined,
  known: readonly string[],
): void {
  readOptions(`strategy ${strategy}`, options, known);
}

/** An option's value in a message: as typed when it came as text (`--strategy-option k=abc`), else as `shownValue` (`@sudoku/core/kernel`) shows it. */
