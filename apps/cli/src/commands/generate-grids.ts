import { createGridWriter } from '@sudoku/generator';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { thousands } from '../thousands.js';
import type { Reporter } from './reporter.js';

export interface GenerateGridsOptions {
  count: number;
  cornerDigit: number;
  output: string | undefined;
  quiet: boolean;
}

/** Back to the event loop at least this often, so a signal is handled at once. */
const YIELD_MS = 50;

/**
 * `sudoku -c N` and `sudoku generate-grids N`: N distinct completed grids,
 * streamed from the generator's reused buffer straight to the output, so
 * memory stays flat at any N.
 */
export async function generateGridsCommand(
  options: GenerateGridsOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const target = resolveOutput(options.output);
  const started = performance.now();
  const writer = createGridWriter({ count: options.count, cornerDigit: options.cornerDigit });
  const { description } = await withOutput(target, undefined, async (output) => {
    let lastYield = performance.now();
    for (let chunk = writer.nextChunk(); chunk !== null; chunk = writer.nextChunk()) {
      const pending = output.write(chunk);
      if (pending) await pending;
      if (performance.now() - lastYield > YIELD_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        lastYield = performance.now();
      }
    }
  });
  if (!options.quiet) {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const n = thousands(options.count);
    reporter.info(
      `wrote ${n} grid${options.count === 1 ? '' : 's'} (top-left digit ${options.cornerDigit}) in ${seconds} s → ${description}`,
    );
  }
  return EXIT.OK;
}
