import { DEFAULT_ATTEMPTS, TECHNIQUE_IDS } from '@sudoku/engine/game';
import type { RegisterCommand } from '../command-context.js';
import { Option } from '../commander.js';
import { ratingRange, seedText, wholeNumber } from '../options.js';
import { addShardOption } from '../shard/shard-spec.js';
import { thousands } from '../thousands.js';
import { threadsArgument } from '../threads.js';
import { DIFFICULTY_CHOICES, SYMMETRY_CHOICES } from './defaults.js';

/** Puzzles per run: generation takes milliseconds each, so this is hours at most. */
const MAX_COUNT = 1_000_000;
/** Tries per puzzle: a few milliseconds each, so this is about an hour for one puzzle. */
const MAX_ATTEMPTS = 1_000_000;

export const registerGenerate: RegisterCommand = (program, { reporter, setExit }) => {
  const generate = program
    .command('generate')
    .summary('generate puzzles with one solution, reproducible by seed')
    .description(
      'Writes K puzzles, each with exactly one solution, cut from random completed grids. ' +
        'Without --givens: 30-60 holes with at least 2 per box. With --rating or --difficulty, ' +
        'puzzles are generated until one is rated in the range (harder ones are minimal puzzles; ' +
        'the hardest ranges are rare, and the closest found is written); with --technique, until ' +
        `its hardest step is of that kind (up to ${thousands(DEFAULT_ATTEMPTS.rare)} tries a puzzle; --attempts sets it). The same ` +
        '--seed and options give the same puzzles on every machine; puzzle i of a run uses the ' +
        'seed "S-i" (the first uses S itself). When a target cannot be met, the closest puzzle is ' +
        'written, stderr says what was reached and the exit status is 1 (0 with --best-effort).',
    )
    .addOption(
      new Option('-g, --givens <N>', 'number of givens, 17-81').argParser(
        wholeNumber('--givens', 17, 81),
      ),
    )
    .addOption(
      new Option('-y, --symmetry <kind>', 'clue layout').choices(SYMMETRY_CHOICES).default('none'),
    )
    .addOption(
      new Option(
        '-d, --difficulty <level>',
        "generate until the rating is in the level's range (easy < 2.0 ≤ medium < 3.0 ≤ hard < 4.5 ≤ fiendish < 6.5 ≤ diabolical < 9.0 ≤ extreme)",
      )
        .choices(DIFFICULTY_CHOICES)
        .conflicts('rating'),
    )
    .addOption(
      new Option(
        '-r, --rating <min-max>',
        "generate until the rating (Sudoku Explainer's scale) is in this range, e.g. 4.0-6.0",
      ).argParser(ratingRange),
    )
    .addOption(
      new Option(
        '-T, --technique <kind>',
        'generate until the hardest step is of this kind (a puzzle to practise it, needing nothing harder), e.g. x-wing, skyscraper, xy-chain',
      )
        .choices(TECHNIQUE_IDS)
        .conflicts(['difficulty', 'rating']),
    )
    .addOption(
      new Option(
        '--minimal',
        'no clue can be removed without losing uniqueness (with --symmetry, no symmetric group of clues: single clues may still be removable)',
      ).conflicts('givens'),
    )
    .option(
      '--attempts <n>',
      `tries a puzzle before the closest found is written, 1 to ${thousands(MAX_ATTEMPTS)} (default: ${thousands(DEFAULT_ATTEMPTS.rare)} for --technique or a range from 9.0, ${thousands(DEFAULT_ATTEMPTS.range)} for another range, ${DEFAULT_ATTEMPTS.givens} for --givens)`,
      wholeNumber('--attempts', 1, MAX_ATTEMPTS),
    )
    .option(
      '-S, --seed <seed>',
      'any string; default: a fresh one, named in the summary line on stderr (not with -q; --json has it)',
      seedText,
    )
    .option(
      '-n, --count <K>',
      `number of puzzles, 1 to ${thousands(MAX_COUNT)}`,
      wholeNumber('--count', 1, MAX_COUNT),
      1,
    )
    .addOption(
      new Option('-f, --format <format>', 'output layout: classic grid (0 = empty) or 81-char line')
        .choices(['grid', 'line'])
        .default('grid'),
    )
    .option(
      '-t, --threads <n>',
      'generating threads, this one included (default and at most: one per core)',
      threadsArgument,
    )
    .option(
      '-o, --output <file>',
      'write here, replaced only when the run succeeds (default: stdout)',
    )
    .addOption(
      // A JSON line has no layout: a --format beside it would be silently ignored.
      new Option(
        '--json',
        'one JSON object per puzzle per line (puzzle, solution, rating, seed…)',
      ).conflicts('format'),
    )
    .option(
      '--best-effort',
      'a missed target is no failure: the closest puzzle found is accepted (exit 0, not 1)',
    )
    .option('-q, --quiet', 'no progress bar, summary line or notes');
  addShardOption(
    generate,
    'make only the K-th of N contiguous parts of the run (1 ≤ K ≤ N), numbered as in the whole run; needs --seed; ' +
      'env/N takes K from JOB_COMPLETION_INDEX (Kubernetes, from 0) or SLURM_ARRAY_TASK_ID; ' +
      '`sudoku merge` joins the parts (docs/batch-jobs.md)',
  )
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku generate                       one puzzle, 30-60 holes, fresh seed
  $ sudoku generate --givens 26 --symmetry rot180 --seed 42
  $ sudoku generate --difficulty hard --count 10 --format line -o hard.txt
  $ sudoku generate --rating 4.0-6.0 --count 100 --format line
  $ sudoku generate --technique x-wing --count 5    to practise X-Wings
  $ sudoku generate --technique swordfish --attempts 50000    a rare one
  $ sudoku generate -n 1000 --seed 7 --shard 2/4 -o part-2.txt   a quarter
  $ sudoku generate --minimal --symmetry mirror --json
  {"index":1,"input":"..3.1…","givens":27,"status":"solved","reason":null,
   "solution":"…","seed":"…","symmetry":"mirror","rating":2.3,…}`,
    )
    .action(async (opts) => {
      setExit(
        await (await import('./generate.js')).generateCommand(
          {
            givens: opts.givens,
            symmetry: opts.symmetry,
            difficulty: opts.difficulty,
            rating: opts.rating,
            technique: opts.technique,
            minimal: opts.minimal ?? false,
            attempts: opts.attempts,
            seed: opts.seed,
            count: opts.count,
            threads: opts.threads,
            format: opts.format,
            output: opts.output,
            json: opts.json === true,
            quiet: opts.quiet === true,
            bestEffort: opts.bestEffort === true,
            shard: opts.shard,
          },
          reporter,
        ),
      );
    });
};
