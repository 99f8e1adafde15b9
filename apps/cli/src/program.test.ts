import { describe, expect, it } from 'vitest';
import { createReporter } from './commands/reporter.js';
import { buildProgram } from './program.js';

const context = { reporter: createReporter(() => {}), setExit: () => {} };
const names = (argv: string[]) => buildProgram(context, argv).commands.map((c) => c.name());

describe('buildProgram', () => {
  it('registers every command for help, or for a name it does not know', () => {
    const all = [
      'solve',
      'strategies',
      'generate-grids',
      'generate',
      'rate',
      'hint',
      'explain',
      'count',
      'all',
      'merge',
      'completion',
    ];
    expect(names([])).toEqual(all);
    expect(names(['--help'])).toEqual(all);
    expect(names(['help', 'solve'])).toEqual(all);
    expect(names(['slove'])).toEqual(all);
  });

  it('registers only the command a run names, by name or alias, with the same help', () => {
    const full = buildProgram(context, []);
    for (const [argv, registered] of [
      [
        ['solve', 'x.txt'],
        ['solve', 'strategies'],
      ],
      [['strategies'], ['solve', 'strategies']],
      [['grids', '10'], ['generate-grids']],
      [['all', 'x.txt'], ['all']],
    ] as const) {
      const program = buildProgram(context, [...argv]);
      expect(program.commands.map((c) => c.name())).toEqual(registered);
      for (const command of program.commands) {
        const same = full.commands.find((c) => c.name() === command.name());
        expect(command.helpInformation(), command.name()).toBe(same?.helpInformation());
      }
    }
  });
});
