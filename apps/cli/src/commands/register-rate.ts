import { TECHNIQUE_IDS } from '@sudoku/engine/game';
import { Option } from '../commander.js';
import { checkTemplate, TEMPLATE_HELP } from '../describe/rating-template.js';
import { ratingRange } from '../options.js';
import { DIFFICULTY_CHOICES } from './defaults.js';
import { puzzleCommand } from './puzzle-command.js';

export const registerRate = puzzleCommand({
  name: 'rate',
  summary: "rate each puzzle on Sudoku Explainer's scale",
  description:
    'Solves every puzzle of FILE (or standard input) step by step with human techniques, simplest ' +
    'first, and prints one line per puzzle: the rating (the difficulty of the hardest step, on ' +
    "Sudoku Explainer's scale: 1.2 hidden single … 4.2 XY-Wing … 6.5-7.5 chains … 8.5 dynamic " +
    'forcing chains … 9.5+ nested forcing chains), its word (easy < 2.0 ≤ medium < 3.0 ≤ hard < 4.5 ≤ fiendish < 6.5 ≤ diabolical < ' +
    '9.0 ≤ extreme), the hardest technique and the number of steps. Only puzzles with exactly one ' +
    'solution are rated: conflicting givens, no solution or several solutions give the line ' +
    '"conflict", "no-solution" or "several-solutions" and a message on stderr naming the puzzle ' +
    'and its line (exit 1).',
  module: 'rate',
  label: 'rating',
  jsonHelp:
    'one JSON object per puzzle per line: index, input, givens, status, reason, rating, pearl, diamond, difficulty, hardestTechnique, stepCount …',
  logic: true,
  options: (command) =>
    command
      .addOption(
        new Option('-f, --format <template>', TEMPLATE_HELP)
          .argParser(checkTemplate)
          .conflicts('json'),
      )
      .addOption(
        new Option(
          '-r, --rating <min-max>',
          'write only puzzles rated in this range, e.g. 8.0-9.9 (with -f %g: a file of them)',
        ).argParser(ratingRange),
      )
      .addOption(
        new Option('-d, --difficulty <level>', 'write only puzzles of this level')
          .choices(DIFFICULTY_CHOICES)
          .conflicts('rating'),
      )
      .addOption(
        new Option(
          '-T, --technique <kind>',
          'write only puzzles whose hardest step is of this kind, e.g. x-wing',
        ).choices(TECHNIQUE_IDS),
      ),
  describeOptions: (opts) => ({
    template: opts.format,
    rating: opts.rating,
    difficulty: opts.difficulty,
    technique: opts.technique,
  }),
  examples: `
Examples:
  $ sudoku rate puzzles.txt
  2.6 medium: Pointing, 69 steps
  8.4 diabolical: Cell forcing chains, 105 steps
  $ sudoku generate --rating 4.0-6.0 --count 10 --format line | sudoku rate -
  $ sudoku rate --json top95.txt > ratings.jsonl
  $ sudoku rate --format '%n: %r/%p/%d %t' top95.txt     rating/pearl/diamond
  1: 2.6/1.2/1.2 Pointing
  $ sudoku rate --format '%g ED=%r/%p/%d' top95.txt      serate's own layout
  $ sudoku rate --rating 9.0-12 -f %g big.txt > extreme.txt   keep the hardest
  $ sudoku rate -T x-wing -f %g big.txt > x-wings.txt
  $ sudoku rate --time-limit 2 hard.txt      give up on a puzzle after 2 s:
  timeout: no rating within 2 s
  $ sudoku rate big.txt -o out.txt           Ctrl-C keeps the finished results:
  sudoku: stopped by SIGINT; out.txt holds the results of puzzles 1-1,200; to
  go on, run the same command with --skip 1200
  $ sudoku rate big.txt --skip 1200 >> out.txt`,
});
