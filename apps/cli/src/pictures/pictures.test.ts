import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MULTI_SOLUTION } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir, startCli } from '../test-support/run-cli.js';

// top95 #20 (Sudoku Explainer 8.4): forcing chains among its steps.
const TOP95_20 =
  '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56';
const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** The steps `explain --json` takes on a puzzle: the pictures must match them one for one. */
function stepsOf(puzzle: string): { name: string }[] {
  const run = runCli(['explain', '--json', puzzle]);
  return (JSON.parse(run.stdout) as { steps: { name: string }[] }).steps;
}

describe('sudoku explain --html', () => {
  it('writes one self-contained page: the puzzle, then every step as a picture with its sentence', () => {
    const dir = scratchDir();
    const page = join(dir, 'page.html');
    const run = runCli(['explain', '--html', page, TOP95_20]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('');
    const steps = stepsOf(TOP95_20);
    const html = readFileSync(page, 'utf8');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // One block per step, in order, each with its picture and its name.
    const blocks = html.split('<section class="step"').slice(1);
    expect(blocks).toHaveLength(steps.length);
    blocks.forEach((block, i) => {
      expect(block).toContain(`>${i + 1}. ${steps[i].name.replace(/&/g, '&#38;')} <`);
      expect(block).toMatch(/<svg class="sp"[^>]* role="img"/);
    });
    // Forcing chains come branch by branch, folded under <details>.
    expect(html).toContain('Branch by branch');
    expect(count(html, '<details')).toBeGreaterThan(0);
    expect(html).not.toMatch(/https?:|src=|href=|@import|url\((?!#)/);
    // Every id is unique on the page (each picture's title, description and arrowhead).
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a puzzle it cannot explain on the page and on stderr (exit 1), and draws the others', () => {
    const dir = scratchDir();
    const page = join(dir, 'page.html');
    const run = runCli(['explain', '--html', page, '-'], {
      input: `${MULTI_SOLUTION[0].puzzle}\n${TOP95_1}\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^sudoku: puzzle 1 \(line 1\): several solutions/m);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('<h2 id="p1-h">Puzzle 1</h2>');
    expect(html).toContain('Not explained: several solutions');
    expect(html).toContain('<h2 id="p2-h">Puzzle 2</h2>');
    expect(html).toContain('Solved.');
  });

  it('keeps an old page when the run fails, and says what is wrong with a bad path in one line', () => {
    const dir = scratchDir();
    const page = join(dir, 'page.html');
    writeFileSync(page, 'old page');
    const bad = runCli(['explain', '--html', page, '-'], { input: `${TOP95_1}\n12x\n` });
    expect(bad.status).toBe(2);
    expect(readFileSync(page, 'utf8')).toBe('old page');
    expect(readdirSync(dir)).toEqual(['page.html']);

    const missing = runCli(['explain', '--html', join(dir, 'no', 'page.html'), TOP95_1]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^sudoku: cannot write .*page\.html: no such directory .*\n$/);
    const folder = runCli(['explain', '--html', dir, TOP95_1]);
    expect(folder.stderr).toBe(`sudoku: cannot write ${dir}: it is a directory\n`);
  });

  it('refuses --json and -o, which would have nothing to write, and an empty name', () => {
    const json = runCli(['explain', '--html', 'x.html', '--json', TOP95_1]);
    expect(json.status).toBe(2);
    expect(json.stderr).toMatch(/^sudoku: --html draws pictures, not JSON: leave out --json/);
    const output = runCli(['explain', '--html', 'x.html', '-o', 'x.txt', TOP95_1]);
    expect(output.stderr).toMatch(/^sudoku: --html names the file to write: leave out -o/);
    expect(runCli(['explain', '--html', '', TOP95_1]).stderr).toMatch(
      /--html needs a file name, got ""/,
    );
  });

  it('stops on SIGINT, keeping the puzzles it finished', async () => {
    const dir = scratchDir();
    const puzzles = join(dir, 'many.txt');
    writeFileSync(puzzles, `${Array.from({ length: 400 }, () => TOP95_20).join('\n')}\n`);
    const page = join(dir, 'page.html');
    const cli = startCli(['explain', '--html', page, puzzles]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    cli.child.kill('SIGINT');
    const { status } = await cli.exited;
    expect(status).toBe(130);
    expect(cli.stderr()).toMatch(/^sudoku: stopped by SIGINT; /m);
    if (existsSync(page)) {
      const html = readFileSync(page, 'utf8');
      expect(html.startsWith('<!doctype html>')).toBe(true);
      // Whole puzzles only: every one that started has its last paragraph.
      expect(count(html, '<h2 ')).toBe(count(html, '<p>Solved.</p>'));
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('sudoku explain --svg', () => {
  it('writes one picture per step, named so they sort, the puzzle first, and a line naming them', () => {
    const dir = join(scratchDir(), 'new', 'pictures');
    const run = runCli(['explain', '--svg', dir, TOP95_1]);
    expect(run.status).toBe(0);
    const steps = stepsOf(TOP95_1);
    const last = `puzzle-0001-step-${String(steps.length).padStart(3, '0')}.svg`;
    expect(run.stdout).toBe(
      `puzzle-0001-step-000.svg … ${last}: Rated 2.6 (medium), ${steps.length} steps\n`,
    );
    const files = readdirSync(dir);
    expect(files).toHaveLength(steps.length + 1);
    expect(files[0]).toBe('puzzle-0001-step-000.svg');
    expect(files[steps.length]).toBe(last);
    expect([...files].sort()).toEqual(files);
    files.slice(1).forEach((name, i) => {
      const svg = readFileSync(join(dir, name), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="sp"/);
      expect(svg).toContain(`<title id="sudoku-picture-t">Step ${i + 1}: ${steps[i].name}</title>`);
      expect(svg).toContain('<style>');
    });
  });

  it('draws the page and the pictures in one run, on every thread, each puzzle numbered', () => {
    const dir = scratchDir();
    const page = join(dir, 'page.html');
    const run = runCli(['explain', '--html', page, '--svg', dir, '-t', '2', '-'], {
      input: `${TOP95_1}\n${TOP95_20}\n`,
    });
    expect(run.status).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html.indexOf('<h2 id="p1-h">')).toBeLessThan(html.indexOf('<h2 id="p2-h">'));
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(count(html, '<section class="step"') + 2).toBe(files.length);
    expect(files.filter((f) => f.startsWith('puzzle-0002-'))).not.toHaveLength(0);
  });

  it('says in one line when the folder is a file', () => {
    const dir = scratchDir();
    const file = join(dir, 'taken');
    writeFileSync(file, '');
    const run = runCli(['explain', '--svg', file, TOP95_1]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`sudoku: cannot write pictures into ${file}: it is not a directory\n`);
  });
});

describe('sudoku hint --svg', () => {
  it('draws the hint: its digit placed and its pattern marked', () => {
    const dir = scratchDir();
    const file = join(dir, 'hint.svg');
    const run = runCli(['hint', '--svg', file, TOP95_1]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    const text = runCli(['hint', TOP95_1]).stdout;
    const head = /^(r\dc\d) = (\d)/.exec(text)!;
    expect(run.stderr).toMatch(
      new RegExp(`^sudoku: drew the hint \\(${head[1]} = ${head[2]}, .+\\) into ${file}\n$`),
    );
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns=/);
    expect(svg).toContain(`<title id="sudoku-picture-t">Hint: ${head[1]} = ${head[2]}`);
    expect(svg).toMatch(new RegExp(`<text class="p" [^>]*>${head[2]}</text>`));
    expect(svg).toMatch(/<rect class="c-/);
  });

  it('draws a hint that removes candidates: struck out, the pattern marked, named as the text names it', () => {
    const file = join(scratchDir(), 'hint.svg');
    const run = runCli(['hint', '--svg', file, TOP95_20]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^sudoku: drew the hint \(r2c3 ≠ 5, Pointing\) into /);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('<title id="sudoku-picture-t">Hint: r2c3 ≠ 5, Pointing</title>');
    expect(svg).toMatch(/<g class="x"><text [^>]*>5<\/text>/);
    expect(svg).not.toMatch(/<text class="p" /);
    expect(svg).toMatch(/<rect class="c-pattern"/);
  });

  it('reads its input as a stream: a second position ends the run while the input is still open', async () => {
    const dir = scratchDir();
    const file = join(dir, 'hint.svg');
    // Standard input stays open after two puzzles: only a reader that stops at the second can end.
    const run = startCli(['hint', '--svg', file, '-'], { stdin: 'pipe' });
    run.child.stdin!.write(`${TOP95_1}\n${TOP95_20}\n`);
    const end = await run.exited;
    run.child.stdin!.destroy();
    expect(end.status).toBe(2);
    expect(run.stderr()).toMatch(
      /^sudoku: --svg draws the hint of one position; standard input holds more than one/,
    );
    expect(existsSync(file)).toBe(false);
  });

  it('takes the position after --skip N, named by its number and line in the input', () => {
    const dir = scratchDir();
    const file = join(dir, 'hint.svg');
    const clash = `55${'.'.repeat(79)}`;
    const input = `# three\n${TOP95_1}\n${clash}\n${TOP95_20}\n`;
    const second = runCli(['hint', '--svg', file, '--skip', '1', '-'], { input });
    expect(second.status).toBe(2);
    expect(second.stderr).toMatch(/holds more than one after --skip 1/);
    const clashing = runCli(['hint', '--svg', file, '--skip', '1', '-'], {
      input: `${TOP95_1}\n${clash}\n`,
    });
    expect(clashing.status).toBe(1);
    expect(clashing.stderr).toMatch(/^sudoku: puzzle 2 \(line 2\): invalid: /);
    const last = runCli(['hint', '--svg', file, '--skip', '2', '-'], { input });
    expect(last.status).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns=/);
    expect(runCli(['hint', '--svg', file, '--skip', '3', '-'], { input }).stderr).toMatch(
      /^sudoku: --skip 3 skips every puzzle: standard input holds 3 puzzles/,
    );
  });

  it('takes one position, and writes nothing for a board with a clash', () => {
    const dir = scratchDir();
    const file = join(dir, 'hint.svg');
    const two = runCli(['hint', '--svg', file, '-'], { input: `${TOP95_1}\n${TOP95_20}\n` });
    expect(two.status).toBe(2);
    expect(two.stderr).toBe(
      'sudoku: --svg draws the hint of one position; standard input holds more than one (see sudoku hint --help)\n',
    );
    const clash = runCli(['hint', '--svg', file, `55${'.'.repeat(79)}`]);
    expect(clash.status).toBe(1);
    expect(clash.stderr).toMatch(/^sudoku: puzzle 1 \(line 1\): invalid: /);
    expect(existsSync(file)).toBe(false);
    expect(runCli(['hint', '--svg', file, '--json', TOP95_1]).stderr).toMatch(
      /^sudoku: --svg draws pictures, not JSON: leave out --json/,
    );
    mkdirSync(join(dir, 'sub'));
    expect(runCli(['hint', '--svg', join(dir, 'sub'), TOP95_1]).stderr).toMatch(
      /it is a directory/,
    );
  });
});
