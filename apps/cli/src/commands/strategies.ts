import { describeStrategyOption } from '@sudoku/core';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { writeStdout } from '../io/stdout.js';
import { DEFAULT_STRATEGY, installedStrategies } from '../strategies.js';

/**
 * `sudoku strategies`: the installed strategies, one line each, on stdout;
 * with `options`, each followed by the `-O key=value` options it takes.
 * The default is marked beside its name, not after its description, which
 * may speak of defaults of its own. `--json` writes one object a line.
 */
export async function strategiesCommand(options: {
  json: boolean;
  options: boolean;
}): Promise<ExitCode> {
  const plugins = await installedStrategies();
  if (options.json) {
    const lines = plugins.map(({ name, description, options: declared }) =>
      JSON.stringify({
        name,
        description,
        default: name === DEFAULT_STRATEGY,
        options: declared ?? [],
      }),
    );
    await writeStdout(`${lines.join('\n')}\n`);
    return EXIT.OK;
  }
  const label = (name: string) => (name === DEFAULT_STRATEGY ? `${name} (default)` : name);
  const width = Math.max(...plugins.map((p) => label(p.name).length));
  const lines = plugins.map((p) => {
    const line = `${label(p.name).padEnd(width)}  ${p.description}\n`;
    if (!options.options) return line;
    const declared = p.options ?? [];
    const listed = declared.length
      ? declared.map((option) => `  -O ${describeStrategyOption(option)}\n`).join('')
      : '  no options\n';
    return line + listed;
  });
  await writeStdout(lines.join(''));
  return EXIT.OK;
}
