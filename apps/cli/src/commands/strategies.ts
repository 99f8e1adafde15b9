import { EXIT, type ExitCode } from '../exit-codes.js';
import { writeStdout } from '../io/stdout.js';
import { DEFAULT_STRATEGY, installedStrategies } from '../strategies.js';

/**
 * `sudoku strategies`: the installed strategies, one line each, on stdout.
 * The default is marked beside its name, not after its description, which
 * may speak of defaults of its own.
 */
export async function strategiesCommand(options: { json: boolean }): Promise<ExitCode> {
  const plugins = await installedStrategies();
  if (options.json) {
    const list = plugins.map(({ name, description }) => ({
      name,
      description,
      default: name === DEFAULT_STRATEGY,
    }));
    await writeStdout(`${JSON.stringify(list, null, 2)}\n`);
    return EXIT.OK;
  }
  const label = (name: string) => (name === DEFAULT_STRATEGY ? `${name} (default)` : name);
  const width = Math.max(...plugins.map((p) => label(p.name).length));
  const lines = plugins.map((p) => `${label(p.name).padEnd(width)}  ${p.description}\n`);
  await writeStdout(lines.join(''));
  return EXIT.OK;
}
