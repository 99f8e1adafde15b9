import { SudokuError } from '@sudoku/core';

/** What a `rate --format` template can name, one letter each (Sudoku Explainer's serate uses the first four). */
export interface RatingFields {
  /** %g: the puzzle, 81 characters, '.' for a blank. */
  puzzle: string;
  /** %r, %p, %d: the rating (ER), pearl (EP) and diamond (ED), one decimal. */
  rating: string;
  pearl: string;
  diamond: string;
  /** %n: the puzzle's number in the input, from 1. */
  number: number;
  /** %w: easy … extreme. */
  difficulty: string;
  /** %t: the hardest step's technique. */
  technique: string;
  /** %s: steps on the path. */
  steps: number;
}

const PLACEHOLDERS: Record<string, (f: RatingFields) => string | number> = {
  g: (f) => f.puzzle,
  r: (f) => f.rating,
  p: (f) => f.pearl,
  d: (f) => f.diamond,
  n: (f) => f.number,
  w: (f) => f.difficulty,
  t: (f) => f.technique,
  s: (f) => f.steps,
  '%': () => '%',
};

/** The help line of `--format`. */
export const TEMPLATE_HELP =
  "each rated puzzle's line from TEMPLATE: %r rating, %p pearl, %d diamond (serate's ER/EP/ED), %g puzzle, %n its number, %w word, %t hardest technique, %s steps, %% a %";

/** Checks a template once, at the start: an unknown %x is a usage error, not a line of garbage. */
export function checkTemplate(template: string): string {
  for (const match of template.matchAll(/%(.?)/gs)) {
    if (!(match[1]! in PLACEHOLDERS)) {
      const what = match[1] ? `%${match[1]}` : 'a % at the end';
      throw new SudokuError(
        'SUDOKU_USAGE',
        `--format: ${what} is not a placeholder; use %r %p %d %g %n %w %t %s or %%`,
      );
    }
  }
  return template;
}

/** The line of a rated puzzle from a checked template. */
export function fillTemplate(template: string, fields: RatingFields): string {
  return template.replace(/%(.)/gs, (_, key: string) => String(PLACEHOLDERS[key]!(fields)));
}
