import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir, packageName, readManifest, TEMPLATE_DIR } from './workspace.js';

/** What the template holds besides its source: build output and caches, never copied. */
const NOT_TEMPLATE = new Set(['node_modules', 'dist', '.turbo', '.vitest']);

/**
 * The names the template is written with. Each stands for the new
 * strategy's, longest first so that a short one never cuts into a long one.
 * @param {string} name
 * @returns {[string, string][]}
 */
function renames(name) {
  const pascal = name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return [
    ['@sudoku/strategy-template', packageName(name)],
    [TEMPLATE_DIR, packageDir(name)],
    ['StrategyTemplate', pascal],
    ['strategy-template', name],
  ];
}

/**
 * The files of the package `@sudoku/solver-NAME`, rendered in memory from
 * the template (path inside the package → text): the template's names
 * replaced by the strategy's, and its package.json made publishable, at the
 * version the published packages share (core's: they are released together).
 * @param {string} root the repository
 * @param {string} name the strategy's name, already checked
 * @returns {Map<string, string>}
 */
export function renderStrategy(root, name) {
  const template = join(root, TEMPLATE_DIR);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const path of templateFiles(template, '')) {
    let text = readFileSync(join(template, path), 'utf8');
    for (const [from, to] of renames(name)) text = text.replaceAll(from, to);
    files.set(path, text);
  }
  const manifest = JSON.parse(files.get('package.json') ?? '{}');
  delete manifest.private;
  manifest.version = readManifest(root, 'packages/core').version;
  manifest.description = `The ${name} Sudoku strategy for the sudoku toolkit (sudoku solve --strategy ${name})`;
  files.set('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}

/**
 * The release note of the new package (and of the CLI, which gains it).
 * @param {string} name
 * @returns {string}
 */
export function renderChangeset(name) {
  return `---
"${packageName(name)}": minor
"@sudoku/cli": minor
---

First release of the \`${name}\` strategy (\`sudoku solve --strategy ${name}\`).
`;
}

/**
 * The template's files, relative to it, sorted.
 * @param {string} template
 * @param {string} under
 * @returns {string[]}
 */
function templateFiles(template, under) {
  const paths = [];
  for (const entry of readdirSync(join(template, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!NOT_TEMPLATE.has(entry.name)) paths.push(...templateFiles(template, path));
    } else if (!entry.name.endsWith('.tsbuildinfo')) {
      paths.push(path);
    }
  }
  return paths.sort();
}
