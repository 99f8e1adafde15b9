import type { RegisterCommand } from '../command-context.js';
import { Argument } from '../commander.js';

const SHELL_CHOICES = ['bash', 'zsh', 'fish'];

export const registerCompletion: RegisterCommand = (program, { setExit }) => {
  program
    .command('completion')
    .summary('print the shell completion script for bash, zsh or fish')
    .description(
      'Prints a script that makes the shell complete sudoku: its commands, their options, ' +
        'the values of --format, --difficulty, --technique, --strategy (the installed ' +
        'strategies) and the like, and file names where files go.',
    )
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELL_CHOICES))
    .addHelpText(
      'after',
      `
Examples:
  $ source <(sudoku completion bash)      this shell (add it to ~/.bashrc)
  $ sudoku completion bash > ~/.local/share/bash-completion/completions/sudoku
  $ source <(sudoku completion zsh)       or save it as _sudoku in $fpath
  $ sudoku completion fish > ~/.config/fish/completions/sudoku.fish`,
    )
    .action(async (shell: string) => {
      const { completionCommand } = await import('./completion.js');
      setExit(await completionCommand(shell));
    });
};
