import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const script = (shell: string) => {
  const run = runCli(['completion', shell]);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
};

/** What bash completes for a command line whose last word is being typed. */
function bashCompletes(file: string, words: string[]): string[] {
  const program = `source ${JSON.stringify(file)}
COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})
COMP_CWORD=$((\${#COMP_WORDS[@]} - 1))
_sudoku
printf '%s\\n' "\${COMPREPLY[@]}"`;
  const run = spawnSync('bash', ['-c', program], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter(Boolean);
}

const hasShell = (shell: string) => spawnSync(shell, ['-c', 'true']).status === 0;

describe('sudoku completion', () => {
  it('writes a bash script that parses and completes commands, options and their values', () => {
    const file = join(scratchDir(), 'sudoku.bash');
    writeFileSync(file, script('bash'));
    expect(spawnSync('bash', ['-n', file]).status).toBe(0);
    expect(bashCompletes(file, ['sudoku', 'ra'])).toEqual(['rate']);
    expect(bashCompletes(file, ['sudoku', 'solve', '--fo'])).toEqual(['--format']);
    expect(bashCompletes(file, ['sudoku', 'solve', '--format', ''])).toEqual([
      'grid',
      'line',
      'csv',
    ]);
    expect(bashCompletes(file, ['sudoku', 'solve', '-s', 'd'])).toEqual(['dfs', 'dlx']);
    expect(bashCompletes(file, ['sudoku', 'generate', '-d', 'e'])).toEqual(['easy', 'extreme']);
    expect(bashCompletes(file, ['sudoku', 'generate', '--technique', 'x-w'])).toEqual(['x-wing']);
    expect(bashCompletes(file, ['sudoku', 'rate', '--time'])).toEqual(['--time-limit']);
    // The classic form: after -s comes a file, and --strategy is spelt out.
    expect(bashCompletes(file, ['sudoku', '-s', 'p.txt', '--stra'])).toEqual([
      '--strategy',
      '--strategy-option',
    ]);
    // Files where files go: nothing from the script, so bash lists file names (-o default).
    expect(bashCompletes(file, ['sudoku', 'rate', ''])).toEqual([]);
    expect(bashCompletes(file, ['sudoku', 'solve', '-o', ''])).toEqual([]);
  });

  it('names every command and option of the command line in each shell', () => {
    const help = runCli(['--help']).stdout;
    const commands = [...help.matchAll(/^ {2}([a-z-]+)(?:\|[a-z-]+)? /gm)].map((m) => m[1]);
    expect(commands).toEqual(expect.arrayContaining(['solve', 'rate', 'completion']));
    for (const shell of ['bash', 'zsh', 'fish']) {
      const text = script(shell);
      for (const command of commands) {
        expect(text, `${shell}: ${command}`).toContain(command);
        const options = [
          ...runCli([command!, '--help']).stdout.matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm),
        ].map((m) => m[1]);
        for (const option of options) {
          const written = shell === 'fish' ? `-l ${option} ` : `--${option}`;
          expect(text, `${shell}: ${command} --${option}`).toContain(written);
        }
      }
    }
  });

  it.skipIf(!hasShell('zsh'))('writes a zsh script that parses', () => {
    const file = join(scratchDir(), '_sudoku');
    writeFileSync(file, script('zsh'));
    expect(spawnSync('zsh', ['-n', file]).status).toBe(0);
  });

  it.skipIf(!hasShell('fish'))('writes a fish script that parses', () => {
    const file = join(scratchDir(), 'sudoku.fish');
    writeFileSync(file, script('fish'));
    expect(spawnSync('fish', ['--no-execute', file]).status).toBe(0);
  });

  it('refuses another shell, naming the three', () => {
    const run = runCli(['completion', 'tcsh']);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toBe(
      'sudoku: SHELL must be bash, zsh or fish, got "tcsh" (see sudoku completion --help)\n',
    );
  });
});
