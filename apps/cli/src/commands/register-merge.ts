import type { RegisterCommand } from '../command-context.js';

export const registerMerge: RegisterCommand = (program, { reporter, setExit }) => {
  program
    .command('merge')
    .summary('join the outputs of a run split with --shard into the whole run’s')
    .description(
      'Writes the outputs of the shards of one run (--shard K/N on solve, rate, explain, hint, ' +
        'count or generate) one after another, giving byte for byte what the run would have ' +
        'written on one machine: each shard writes exactly its part. JSON Lines are put in the ' +
        'order of their "index" (parts that overlap are refused); text in the natural order of ' +
        'the file names (part-2 before part-10, as ls -v sorts), whatever order the shell gives. ' +
        'Check that every shard exited 0 or 1 first: a shard that failed or was stopped wrote ' +
        'only part of its share (see docs/batch-jobs.md).',
    )
    .argument('<part...>', "the shards' output files")
    .option(
      '-o, --output <file>',
      'write here, replacing the file only when all parts were copied (default: stdout)',
    )
    .option('-q, --quiet', 'no summary line')
    .addHelpText(
      'after',
      `
Examples:
  $ for k in 1 2 3; do sudoku rate --shard $k/3 big.txt -o rated-$k.txt; done
  $ sudoku merge rated-*.txt -o rated.txt      the same as sudoku rate big.txt
  $ sudoku merge --quiet out-*.jsonl | jq .rating`,
    )
    .action(async (files: string[], opts) => {
      setExit(
        await (await import('./merge.js')).mergeCommand(
          files,
          { output: opts.output, quiet: opts.quiet === true },
          reporter,
        ),
      );
    });
};
