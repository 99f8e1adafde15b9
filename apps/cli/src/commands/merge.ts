import { EXIT, type ExitCode } from '../exit-codes.js';
import { openInput } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { mergeOrder } from '../shard/merge-order.js';
import { inspectShardFile } from '../shard/shard-file.js';
import type { Reporter } from './reporter.js';

/**
 * `sudoku merge PART…`: the shards' outputs of a run split with `--shard`,
 * joined into the whole run's output. A shard's output is exactly its part
 * of the whole run's bytes (its puzzles are a contiguous run of the input's),
 * so joining is copying them in order: JSON Lines in the order of their
 * numbers, checked not to overlap; text in the natural order of the files'
 * names (see merge-order.ts). Every file is looked at before anything is
 * written, and `-o` is replaced only when all of them were copied.
 */
export async function mergeCommand(
  files: string[],
  options: { output: string | undefined; quiet: boolean },
  reporter: Reporter,
): Promise<ExitCode> {
  const target = resolveOutput(options.output);
  const ordered = mergeOrder(await Promise.all(files.map(inspectShardFile)));
  const { description } = await withOutput(target, undefined, async (output) => {
    for (const file of ordered) {
      const input = await openInput(file.path);
      for await (const chunk of input.chunks) await output.write(chunk);
    }
  });
  if (!options.quiet) {
    const n = files.length;
    reporter.info(`merged ${n} shard output${n === 1 ? '' : 's'} → ${description}`);
  }
  return EXIT.OK;
}
