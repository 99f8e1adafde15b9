import { EXIT, type ExitCode } from '../exit-codes.js';
import { DEFAULT_STRATEGY, installedStrategies } from '../strategies.js';

/** `sudoku strategies`: the installed strategies, one line each, on stdout. */
export async function strategiesCommand(options: { json: boolean }): Promise<ExitCode> {
  const plugins = await installedStrategies();
  if (options.json) {
    const list = plugins.map(({ name, description }) => ({
      name,
      description,
      default: name === DEFAULT_STRATEGY,
    }));
    process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
    return EXIT.OK;
  }
  const width = Math.max(...plugins.map((p) => p.name.length));
  for (const p of plugins) {
    const mark = p.name === DEFAULT_STRATEGY ? ' (default)' : '';
    process.stdout.write(`${p.name.padEnd(width)}  ${p.description}${mark}\n`);
  }
  return EXIT.OK;
}
