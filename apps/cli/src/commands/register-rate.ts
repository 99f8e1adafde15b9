import { puzzleCommand } from './puzzle-command.js';

export const registerRate = puzzleCommand({
  name: 'rate',
  summary: 'rate how hard each puzzle is for a person',
  description:
    'Solves every puzzle of FILE (or standard input) with human techniques and prints one line per ' +
    'puzzle: difficulty (easy, medium, hard, expert), the hardest technique used, and the number ' +
    'of steps. "expert" means the techniques got stuck. A puzzle without solution or with ' +
    'conflicting givens gets the line "no-solution" or "conflict" and a message on stderr (exit 1).',
  module: 'rate',
  label: 'rating',
  jsonHelp: 'one JSON object per puzzle per line (JSON Lines)',
  pieceBytes: 16 * 1024,
  examples: `
Examples:
  $ sudoku rate puzzles.txt
  medium naked-pair 54 steps
  expert x-wing 31 steps (techniques stuck)
  $ sudoku generate --seed 7 --format line | sudoku rate -
  $ sudoku rate --json top95.txt > ratings.jsonl
  {"puzzle":1,"status":"rated","difficulty":"expert",
   "hardestTechnique":"pointing","steps":12,...}`,
});
