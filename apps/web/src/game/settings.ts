import type { StrategyName } from '../worker/protocol.js';
import { STRATEGIES } from '../worker/protocol.js';
import { MISTAKES_MODES, type MistakesMode } from './mistakes.js';
import { storedObject } from './stored-json.js';

/** The player's choices, kept in localStorage. */
export interface Settings {
  /** 'show': a digit that repeats one of its row, column or box is placed and drawn red; 'refuse': it is refused (the Qt game's rule). */
  clashes: 'show' | 'refuse';
  /** Mistakes mode: the clash rule alone, wrong digits shown, or three of them end the game (mistakes.ts). */
  mistakes: MistakesMode;
  /** Selecting a digit highlights every cell holding it. */
  highlightSame: boolean;
  /** Placing a digit removes it from the notes of its row, column and box. */
  autoRemoveNotes: boolean;
  /** The strategy of Solve and Is it solvable?. */
  strategy: StrategyName;
  /** All solutions stops after this many (the Qt game's limit is a million). */
  solutionLimit: number;
  /** The last difficulty chosen for a new game. */
  difficulty: string;
  /** Light or dark colours, or the system's choice. */
  theme: Theme;
  /** Digit-first input: a digit picked on the pad goes in each cell tapped next. */
  digitFirst: boolean;
}

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export const SETTINGS_KEY = 'sudoku.settings.v1';

/** The Qt game's limit on the solutions file. */
export const DEFAULT_SOLUTION_LIMIT = 1_000_000;
/** The highest limit offered: at 163 bytes a solution, about 815 MB of file. */
export const MAX_SOLUTION_LIMIT = 5_000_000;

export const DEFAULT_SETTINGS: Settings = {
  clashes: 'refuse',
  mistakes: 'off',
  highlightSame: true,
  autoRemoveNotes: true,
  strategy: 'dfs',
  solutionLimit: DEFAULT_SOLUTION_LIMIT,
  difficulty: 'medium',
  theme: 'system',
  digitFirst: false,
};

/** A limit the solutions file can have: a whole number from 1 to {@link MAX_SOLUTION_LIMIT}, or undefined. */
export function readSolutionLimit(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.replaceAll(/[,_\s]/g, '')) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_SOLUTION_LIMIT
    ? n
    : undefined;
}

/** The settings in a stored text; each missing or damaged field takes its default. */
export function readSettings(text: string | null | undefined): Settings {
  const data = storedObject(text);
  const d = DEFAULT_SETTINGS;
  return {
    clashes: data.clashes === 'show' || data.clashes === 'refuse' ? data.clashes : d.clashes,
    mistakes: (MISTAKES_MODES as readonly unknown[]).includes(data.mistakes)
      ? (data.mistakes as MistakesMode)
      : d.mistakes,
    highlightSame: typeof data.highlightSame === 'boolean' ? data.highlightSame : d.highlightSame,
    autoRemoveNotes:
      typeof data.autoRemoveNotes === 'boolean' ? data.autoRemoveNotes : d.autoRemoveNotes,
    strategy: (STRATEGIES as readonly unknown[]).includes(data.strategy)
      ? (data.strategy as StrategyName)
      : d.strategy,
    solutionLimit: readSolutionLimit(data.solutionLimit) ?? d.solutionLimit,
    difficulty:
      typeof data.difficulty === 'string' && /^[a-z-]{1,20}$/.test(data.difficulty)
        ? data.difficulty
        : d.difficulty,
    theme: (THEMES as readonly unknown[]).includes(data.theme) ? (data.theme as Theme) : d.theme,
    digitFirst: typeof data.digitFirst === 'boolean' ? data.digitFirst : d.digitFirst,
  };
}

export function writeSettings(settings: Settings): string {
  return JSON.stringify(settings);
}
