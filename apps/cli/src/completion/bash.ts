import type { CommandSpec, OptionSpec } from './command-spec.js';
import { classicOptions, flagsOf, shellWords } from './words.js';

/**
 * The bash completion script: commands first, then each command's options,
 * the fixed values of an option after it, and file names where files go
 * (`complete -o default` falls back to them whenever nothing else fits).
 */
export function bashScript(commands: readonly CommandSpec[], top: readonly OptionSpec[]): string {
  const names = commands.flatMap((c) => [c.name, ...c.aliases]);
  const classic = classicOptions(commands);
  const topWords = [...names, ...flagsOf(top), '-c', '-s'];
  const cases = commands.map((command) => {
    const patterns = [command.name, ...command.aliases].join('|');
    return `    ${patterns})
${valueCases(command.options)}
      words="${shellWords(flagsOf(command.options))}" ;;`;
  });
  return `# bash completion for sudoku. Load it in this shell:
#   source <(sudoku completion bash)
# or for every shell, save it where bash-completion looks:
#   sudoku completion bash > ~/.local/share/bash-completion/completions/sudoku
_sudoku() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
  local command="" words="" i
  # A command comes first; the classic -c N and -s FILE may follow other options.
  if [[ "\${COMP_WORDS[1]}" == -* ]]; then
    for ((i = 1; i < COMP_CWORD; i++)); do
      [[ "\${COMP_WORDS[i]}" == -[cs] ]] && command=classic
    done
  elif ((COMP_CWORD > 1)); then
    command="\${COMP_WORDS[1]}"
  fi
  COMPREPLY=()
  case "$command" in
    "")
      words="${shellWords(topWords)}" ;;
    classic)
${valueCases(classic)}
      words="${shellWords(flagsOf(classic))}" ;;
${cases.join('\n')}
    *) return ;;
  esac
  # Options when a dash is typed, commands at the start; else file names (complete -o default).
  if [[ "$cur" == -* || -z "$command" ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
  fi
}
complete -o default -F _sudoku sudoku
`;
}

/** `-f|--format) …` for each option that takes a value: its words, or nothing (files, by default). */
function valueCases(options: readonly OptionSpec[]): string {
  if (options.every((o) => o.value === 'none')) return '      : # no option takes a value';
  const lines = ['      case "$prev" in'];
  for (const option of options) {
    if (option.value === 'none') continue;
    const pattern = [option.short, option.long].filter(Boolean).join('|');
    const reply =
      typeof option.value === 'string'
        ? 'return'
        : `mapfile -t COMPREPLY < <(compgen -W "${shellWords(option.value)}" -- "$cur"); return`;
    lines.push(`        ${pattern}) ${reply} ;;`);
  }
  lines.push('      esac');
  return lines.join('\n');
}
