import type { CommandSpec, OptionSpec } from './command-spec.js';

/**
 * The options after the classic `-c N` or `-s FILE` (`sudoku -s FILE -t 2`):
 * the two flags themselves, then those of the commands they stand for
 * (generate-grids and solve), each once.
 */
export function classicOptions(commands: readonly CommandSpec[]): OptionSpec[] {
  const options: OptionSpec[] = [
    { long: undefined, short: '-c', description: 'N distinct completed grids', value: 'any' },
    { long: undefined, short: '-s', description: 'solve every puzzle of FILE', value: 'file' },
  ];
  for (const name of ['generate-grids', 'solve']) {
    for (const given of commands.find((c) => c.name === name)?.options ?? []) {
      // solve's -s is --strategy, but after the classic form -s is the file.
      const option =
        given.short === '-s' || given.short === '-c' ? { ...given, short: undefined } : given;
      const flag = option.long ?? option.short;
      if (!options.some((o) => (o.long ?? o.short) === flag)) options.push(option);
    }
  }
  return options;
}

/** Options with a flag already listed left out: the program's and the classic forms' share --help. */
export function uniqueOptions(options: readonly OptionSpec[]): OptionSpec[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const flag = o.long ?? o.short ?? '';
    if (seen.has(flag)) return false;
    seen.add(flag);
    return true;
  });
}

/** Words for a shell list, space-separated; any that would need quoting is left out (none does today). */
export function shellWords(words: readonly string[]): string {
  return words.filter((w) => /^[A-Za-z0-9._+-]+$/.test(w)).join(' ');
}

/** Every flag of some options: `--format`, `-f`, … */
export function flagsOf(options: readonly OptionSpec[]): string[] {
  return options.flatMap((o) => [o.long, o.short].filter((f): f is string => f !== undefined));
}
