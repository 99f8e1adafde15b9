import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { publishablePackages, ROOT } from './workspace.js';

/** How an example is checked: run in Node, run in Chromium, or typed at a shell. */
export type ExampleKind = 'node' | 'browser' | 'shell';

export interface MarkdownExample {
  kind: ExampleKind;
  /** `README.md:42`: where the code block starts. */
  where: string;
  /** A file-name-safe label, unique among the examples. */
  id: string;
  code: string;
  /** The output block that follows the example, when there is one. */
  output?: string | undefined;
}

const MARKER = /^<!-- example: (node|browser|shell) -->$/;

/**
 * The examples of a Markdown file: each code block right after a line
 * `<!-- example: node|browser|shell -->` (invisible once rendered), with the
 * ```text block that follows it, if any, as its expected output.
 */
export function examplesOf(file: string): MarkdownExample[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const examples: MarkdownExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = MARKER.exec(lines[i])?.[1] as ExampleKind | undefined;
    if (!kind) continue;
    const code = fenced(lines, i + 1);
    if (!code)
      throw new Error(
        `${relative(ROOT, file)}:${i + 1}: an example marker needs a code block right after it`,
      );
    let output: string | undefined;
    let next = code.end + 1;
    while (lines[next] === '') next++;
    if (lines[next] === '```text') output = fenced(lines, next)?.body;
    const where = `${relative(ROOT, file)}:${i + 2}`;
    const id = where.replace(/[^A-Za-z0-9]+/g, '-');
    examples.push({ kind, where, id, code: code.body, output });
  }
  return examples;
}

function fenced(lines: string[], start: number): { body: string; end: number } | undefined {
  if (!lines[start]?.startsWith('```')) return undefined;
  const end = lines.indexOf('```', start + 1);
  if (end < 0) return undefined;
  return { body: `${lines.slice(start + 1, end).join('\n')}\n`, end };
}

/** The examples of the root README and of every publishable package's README. */
export function allExamples(): MarkdownExample[] {
  const files = [
    join(ROOT, 'README.md'),
    ...publishablePackages().map((pkg) => join(pkg.dir, 'README.md')),
  ];
  return files.flatMap(examplesOf);
}

/** A shell example's commands (`$ ` lines) with the output printed under each. */
export function shellSteps(example: MarkdownExample): { command: string; output: string }[] {
  const steps: { command: string; output: string }[] = [];
  for (const line of example.code.split('\n')) {
    if (line.startsWith('$ ')) steps.push({ command: line.slice(2), output: '' });
    else if (steps.length > 0) steps[steps.length - 1].output += `${line}\n`;
  }
  for (const step of steps) step.output = step.output.replace(/\n+$/, '\n').replace(/^\n$/, '');
  return steps;
}
