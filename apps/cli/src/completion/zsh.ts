import type { CommandSpec, OptionSpec } from './command-spec.js';
import { classicOptions, shellWords, uniqueOptions } from './words.js';

/**
 * The zsh completion script: `_arguments` specs for every command, with
 * descriptions, fixed values and files, and the commands described.
 */
export function zshScript(commands: readonly CommandSpec[], top: readonly OptionSpec[]): string {
  const described = commands.flatMap((c) =>
    [c.name, ...c.aliases].map((name) => `    ${quote(`${name}:${bracketSafe(c.description)}`)}`),
  );
  const cases = commands.map((command) => {
    const specs = command.options.map((o) => `        ${argumentSpec(o)}`);
    if (command.takesFiles) specs.push(`        ${quote('*:file:_files')}`);
    return `    ${[command.name, ...command.aliases].join('|')})
      _arguments -s \\
${specs.join(' \\\n')} ;;`;
  });
  const classic = uniqueOptions([...top, ...classicOptions(commands)]).map(
    (o) => `      ${argumentSpec(o)}`,
  );
  return `#compdef sudoku
# zsh completion for sudoku. Load it in this shell:
#   source <(sudoku completion zsh)
# or for every shell, save it as _sudoku in a folder of $fpath:
#   sudoku completion zsh > ~/.zfunc/_sudoku   (with fpath+=(~/.zfunc) before compinit)
_sudoku() {
  local -a commands
  commands=(
${described.join('\n')}
  )
  if [[ \${words[2]} == -* ]]; then
    _arguments -s \\
${classic.join(' \\\n')}
    return
  fi
  if (( CURRENT == 2 )); then
    _describe -t commands 'sudoku command' commands
    return
  fi
  local command=\${words[2]}
  shift words
  (( CURRENT-- ))
  case $command in
${cases.join('\n')}
  esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _sudoku "$@"
else
  compdef _sudoku sudoku
fi
`;
}

/** `'(-f --format)'{-f,--format}'[output layout]:format:(grid line)'`, one option's spec. */
function argumentSpec(option: OptionSpec): string {
  const flags = [option.short, option.long].filter((f): f is string => f !== undefined);
  const description = `[${bracketSafe(option.description)}]`;
  let value = '';
  if (option.value === 'file') value = ':file:_files';
  else if (option.value === 'any') value = ':value: ';
  else if (option.value !== 'none') value = `:value:(${shellWords(option.value)})`;
  const tail = quote(`${description}${value}`);
  if (flags.length === 1) return `${quote(flags[0]!)}${tail}`;
  return `${quote(`(${flags.join(' ')})`)}{${flags.join(',')}}${tail}`;
}

/** Text safe inside a spec's brackets (and after a command's name and colon). */
function bracketSafe(text: string): string {
  return text.replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'));
}

/** Single-quoted for the shell. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
