import { InvalidArgumentError } from './commander.js';
import { thousands } from './thousands.js';

/**
 * Commander argument parsers shared by the commands: strict whole numbers
 * (no "1e6", "0001", " 5" or "12abc"), so every bad value is a usage error
 * that names the allowed range.
 */
export function wholeNumber(name: string, min: number, max: number) {
  return (value: string): number => {
    if (value === '--') throw new InvalidArgumentError(`${name} needs a value`);
    const n = /^[1-9][0-9]*$|^0$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min) {
      throw new InvalidArgumentError(
        `${name} must be a whole number from ${thousands(min)} to ${thousands(max)}, got "${value}"`,
      );
    }
    if (n > max) {
      throw new InvalidArgumentError(`${name} is at most ${thousands(max)}, got ${value}`);
    }
    return n;
  };
}

/**
 * `--seed S`: any string but an empty one, which is most often an unset
 * shell variable (`--seed "$SEED"`) and would not reproduce what was meant.
 */
export function seedText(value: string): string {
  if (value === '') throw new InvalidArgumentError('--seed needs a value, got an empty string');
  return value;
}

/** `--strategy-option key=value`, repeatable, collected into one object. */
export function collectKeyValue(value: string, previous: Record<string, string> = {}) {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new InvalidArgumentError(`expected key=value, got "${value}"`);
  return { ...previous, [value.slice(0, eq)]: value.slice(eq + 1) };
}

/** `--rating 4.0-6.0`: an inclusive range on Sudoku Explainer's scale (a single number means exactly it). */
export function ratingRange(value: string): [number, number] {
  if (value === '--') throw new InvalidArgumentError('--rating needs a value');
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(value.trim());
  const min = match ? Number(match[1]) : Number.NaN;
  const max = match ? Number(match[2] ?? match[1]) : Number.NaN;
  if (!(min <= max && max <= 20)) {
    throw new InvalidArgumentError(
      `--rating must be a range like 4.0-6.0 (lowest first, at most 20), got "${value}"`,
    );
  }
  return [min, max];
}

/** The largest `--time-limit`: a day. */
const MAX_SECONDS = 86_400;

/**
 * `--time-limit SECONDS`: a positive number of seconds, decimals allowed
 * (`0.5`, `2`), at most a day; no exponents, signs or units.
 */
export function positiveSeconds(name: string) {
  return (value: string): number => {
    if (value === '--') throw new InvalidArgumentError(`${name} needs a value`);
    const seconds = /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
    if (!(seconds > 0 && seconds <= MAX_SECONDS)) {
      throw new InvalidArgumentError(
        `${name} must be a number of seconds above 0 and at most ${thousands(MAX_SECONDS)}, like 2 or 0.5, got "${value}"`,
      );
    }
    return seconds;
  };
}

/** The help line of a command's `[input...]` arguments (io/input.ts reads them). */
export const INPUT_ARGUMENT_HELP =
  'puzzle files, read one after another, - or nothing for standard input, or puzzles written out (81 characters each)';
