import type { Browser, BrowserContext, Download, Page } from 'playwright-core';

export const CHROMIUM: string;
export function launchChromium(): Promise<Browser>;
export function pageInitScript(entries: Record<string, string>): void;
export function longTasks(page: Page): Promise<{ start: number; duration: number }[]>;
export function playableAt(page: Page, timeout?: number): Promise<number>;
export function messageText(page: Page): Promise<string>;
export function waitForMessage(page: Page, pattern: RegExp, timeout?: number): Promise<string>;
export function tool(page: Page, name: string): Promise<void>;
export function newGameWithGivens(page: Page, givens: number): Promise<void>;
export function newGameAtLevel(page: Page, level: string, timeout?: number): Promise<number>;
export const GAME_BUDGET_KB: number;
export function startupFiles(distDir: string): string[];
export function gzippedSizes(distDir: string): { file: string; bytes: number; startup: boolean }[];

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Playwright's view of the workers the page started. */
  workers: string[];
}
export interface PageOptions {
  phone?: boolean;
  dark?: boolean;
  /** localStorage entries to start with. */
  storage?: Record<string, string>;
  /** Runs in every page before its own scripts, after the shared one. */
  initScript?: () => void;
  /** The page's date and time (Date.now and new Date only; timers run as usual). */
  time?: Date;
}
export function openPage(browser: Browser, url: string, options?: PageOptions): Promise<OpenedPage>;
export function givensOnBoard(page: Page): Promise<number>;
export const ALL_SOLUTIONS_HEADER: string;
export function allSolutionsOfEmptyBoard(
  page: Page,
  timeout?: number,
): Promise<{
  line: string;
  download: Download;
  path: string;
  seconds: number;
  tasks: { start: number; duration: number }[];
}>;
export function emptyBoardSolutionsProblem(path: string): string | undefined;
/** Runs axe-core on the page as it is: its serious and critical violations, each as "id (impact): the first three targets". */
export function seriousViolations(page: Page): Promise<string[]>;
