#!/usr/bin/env node
// The published surface of every library, one report per entry point
// (API Extractor's `.api.md`, in each package's `api/` folder), made from the
// built declarations. `--check` fails when they differ from the reports in
// the repository, so a change to a package's surface is a diff a reviewer
// sees; without it the reports are rewritten (`pnpm api:update`).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

/** Every published library's entry points: [package folder, entry name, declarations file]. */
function entryPoints() {
  const entries = [];
  for (const folder of readdirSync(join(ROOT, 'packages')).sort()) {
    const dir = join(ROOT, 'packages', folder);
    const manifestPath = join(dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.private) continue;
    const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {};
    for (const [path, target] of Object.entries(exports)) {
      if (typeof target !== 'object' || typeof target.types !== 'string') continue;
      const name = path === '.' ? 'index' : path.slice(2).replaceAll('/', '-');
      entries.push({ dir, name, types: join(dir, target.types) });
    }
  }
  return entries;
}

const scratch = mkdtempSync(join(tmpdir(), 'sudoku-api-'));
const failed = [];
try {
  for (const { dir, name, types } of entryPoints()) {
    const where = `${relative(ROOT, dir)}/api/${name}.api.md`;
    if (!existsSync(types)) {
      failed.push(`${where}: ${relative(ROOT, types)} is missing (run \`pnpm build\` first)`);
      continue;
    }
    if (!check) mkdirSync(join(dir, 'api'), { recursive: true });
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: dir,
        mainEntryPointFilePath: types,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              strict: true,
              module: 'nodenext',
              moduleResolution: 'nodenext',
              target: 'es2022',
              lib: ['es2023', 'dom'],
              types: [],
            },
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${name}.api.md`,
          reportFolder: join(dir, 'api'),
          reportTempFolder: scratch,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'error' } },
          // A type the main entry uses but does not export is an error (a
          // secondary entry may use the main entry's types); release tags
          // are not used (every exported name is public), and comments are
          // TypeDoc's concern (their positions in the bundled declarations
          // would make every report churn).
          extractorMessageReporting: {
            default: { logLevel: 'none', addToApiReportFile: false },
            'ae-forgotten-export': {
              logLevel: name === 'index' ? 'error' : 'none',
              addToApiReportFile: false,
            },
          },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: join(dir, 'package.json'),
    });
    const result = Extractor.invoke(config, { localBuild: !check, messageCallback: quiet });
    if (!result.succeeded || (check && result.apiReportChanged)) failed.push(where);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** Lets through only what says a report changed or the declarations are broken. */
function quiet(message) {
  if (message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
}

if (failed.length > 0) {
  console.error(
    check
      ? `The published API changed (or could not be read) in:\n  ${failed.join('\n  ')}\nReview the change, then run \`pnpm api:update\` and commit the reports.`
      : `Could not write:\n  ${failed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(check ? 'The published API matches the reports.' : 'API reports written.');
