import { Option } from '../commander.js';
import { checkTemplate, TEMPLATE_HELP } from '../describe/rating-template.js';
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
    'one JSON object per puzzle per line: rating, difficulty, hardestTechnique, pearl, diamond, steps, solvedLogically …',
  logic: true,
  options: (command) =>
    command.addOption(
      new Option('-f, --format <template>', TEMPLATE_HELP)
        .argParser(checkTemplate)
        .conflicts('json'),
    ),
  describeOptions: (opts) => ({ template: opts.format }),
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
  $ sudoku rate --time-limit 2 hard.txt      give up on a puzzle after 2 s:
  timeout: no rating within 2 s
  $ sudoku rate big.txt -o out.txt           Ctrl-C keeps the finished results:
  sudoku: stopped by SIGINT; out.txt holds the results of puzzles 1-1,200; to
  go on, run the same command with --skip 1200
  $ sudoku rate big.txt --skip 1200 >> out.txt`,
});
