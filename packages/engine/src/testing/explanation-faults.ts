import { BOX_OF, COL_OF, cellName, ROW_OF, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import type { Step } from '../step.js';

/**
 * Test helper: reads the cells, units, digits and candidates a step's
 * sentence names and lists every claim the board it was found on (or the
 * step's own data) contradicts, so explanations can be checked in bulk.
 */

const CELL = String.raw`r\d+c\d+`;
const CELLS = `${CELL}(?:(?:, | and | or )${CELL})*`;
const DIGITS = String.raw`\d(?:(?:, | and | or )\d)*`;
const UNIT = String.raw`(?:row|column|box) \d`;
const UNITS = String.raw`(?:rows|columns|boxes|row|column|box) \d(?:(?:, | and )(?:(?:row|column|box) )?\d)*`;
const GROUP = String.raw`(?:${CELL}|\(${CELLS}\))`;
/** Kinds whose chains read the board as it is, so every link can be checked on it. */
const STATIC_CHAINS = new Set([
  'x-chain',
  'xy-chain',
  'aic',
  'w-wing',
  'cell-forcing-chains',
  'unit-forcing-chains',
]);
const WINGS = new Set(['xy-wing', 'xyz-wing']);

/** Cells named in a text; "r45c3" (a grouped node) names r4c3 and r5c3. */
export function cellsIn(text: string): number[] {
  return [...text.matchAll(/r(\d+)c(\d+)/g)].flatMap(([, rows, cols]) =>
    [...rows].flatMap((r) => [...cols].map((c) => (+r - 1) * 9 + +c - 1)),
  );
}

const digitsIn = (text: string) => [...text.matchAll(/\d/g)].map(([d]) => +d);

/** "row 3" → 2; "columns 2 and 5" → [10, 13]; "row 2, row 5" → [1, 4]. */
export function unitsIn(text: string): number[] {
  const units: number[] = [];
  let base = 0;
  for (const [, kind, n] of text.matchAll(/(?:(row|column|box)e?s? )?(\d)/g)) {
    if (kind) base = kind === 'row' ? 0 : kind === 'column' ? 9 : 18;
    units.push(base + +n - 1);
  }
  return units;
}

const has = (state: CandidateState, cell: number, digit: number) =>
  (state.candidates[cell] & (1 << (digit - 1))) !== 0;
const maskOf = (digits: readonly number[]) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((x, i) => x === [...b].sort((p, q) => p - q)[i]);
const sorted = (cells: readonly number[]) => cells.every((c, i) => i === 0 || cells[i - 1] < c);
const places = (state: CandidateState, u: number, digit: number) =>
  Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9)).filter((c) => has(state, c, digit));
const inUnit = (u: number, cell: number) => UNIT_CELLS.subarray(u * 9, u * 9 + 9).includes(cell);

/** "5 from r1c2 and r3c4; 1 and 7 from r2c2" → its candidates, or undefined when it does not read so. */
export function candidatesIn(text: string): { cell: number; digit: number }[] | undefined {
  const groups = text.split('; ');
  const out: { cell: number; digit: number }[] = [];
  for (const group of groups) {
    const m = new RegExp(`^(${DIGITS}) from (${CELLS})$`).exec(group);
    if (!m) return undefined;
    for (const cell of cellsIn(m[2])) for (const digit of digitsIn(m[1])) out.push({ cell, digit });
  }
  return out;
}

const key = ({ cell, digit }: { cell: number; digit: number }) => `${cellName(cell)}#${digit}`;

/** Every fault found in `step.explanation` read against `state`, the board the step was found on. */
export function explanationFaults(step: Step, state: CandidateState): string[] {
  const text = step.explanation;
  const faults: string[] = [];
  const fail = (what: string) => faults.push(what);
  for (const cell of cellsIn(text)) if (state.digits[cell]) fail(`${cellName(cell)} is not empty`);
  for (const [node, cells, , d] of text.matchAll(/(r\d+c\d+) (=|≠) (\d)/g))
    for (const cell of cellsIn(cells))
      if (!has(state, cell, +d)) fail(`${node}: no such candidate`);
  // The removals the sentence ends with are exactly the step's, each group's cells in order.
  const removal = /remove (.*?)(?:\.$|: | \(they)/.exec(text.slice(text.lastIndexOf('remove ')));
  if (step.eliminations.length > 0) {
    const named = removal ? candidatesIn(removal[1]) : undefined;
    if (!named) fail('no "remove …" clause that names the removals');
    else if (named.map(key).sort().join() !== step.eliminations.map(key).sort().join())
      fail(`removals named ${removal?.[1]} are not the step's`);
    for (const group of removal?.[1].split('; ') ?? [])
      if (!sorted(cellsIn(group))) fail(`cells out of order: ${group}`);
  }
  for (const { cell, digit } of step.placements) {
    const c = cellName(cell);
    const forms = [
      `${c} = ${digit}`,
      `${c} holds ${digit}`,
      `${c} as the only place for ${digit}`,
      `${digit} can only go in ${c}.`,
      `${c} has one candidate left, ${digit}`,
      `so it holds ${digit}`,
    ];
    if (!forms.some((f) => text.includes(f))) fail(`placement ${c} = ${digit} not stated`);
  }
  if (step.technique === 'nested-forcing-chains') return faults.concat(wordingFaults(text));
  for (const m of text.matchAll(
    new RegExp(`in (${UNIT}), (?:digits? )?(${DIGITS}) can only go in (${CELLS})`, 'g'),
  )) {
    const [u] = unitsIn(m[1]);
    const at = [...new Set(digitsIn(m[2]).flatMap((d) => places(state, u, d)))];
    if (!same(at, cellsIn(m[3]))) fail(`${m[0]}: the places are ${at.map(cellName).join(' ')}`);
    if (!sorted(cellsIn(m[3]))) fail(`cells out of order: ${m[3]}`);
  }
  for (const m of text.matchAll(
    new RegExp(`in (${UNITS}), (?:digit )?(\\d) can only go in (${UNITS})`, 'g'),
  )) {
    const covers = unitsIn(m[3]);
    for (const u of unitsIn(m[1]))
      for (const c of places(state, u, +m[2]))
        if (!covers.some((v) => inUnit(v, c))) fail(`${m[0]}: ${cellName(c)} is outside`);
  }
  for (const m of text.matchAll(
    new RegExp(`in (${UNIT}), (\\d) is in (${GROUP}) or (${GROUP})`, 'g'),
  )) {
    const [u] = unitsIn(m[1]);
    // An empty rectangle's two groups may share the cell where they cross.
    const named = [...new Set(cellsIn(`${m[3]} ${m[4]}`))];
    if (!same(places(state, u, +m[2]), named)) fail(`${m[0]}: not the places of ${m[2]}`);
  }
  for (const m of text.matchAll(new RegExp(`(${GROUP}) and (${GROUP}) share (${UNIT})`, 'g'))) {
    const [u] = unitsIn(m[3]);
    if (!cellsIn(`${m[1]} ${m[2]}`).every((c) => inUnit(u, c))) fail(`${m[0]}: not so`);
  }
  for (const m of text.matchAll(new RegExp(`(${CELLS}) hold only (${DIGITS})`, 'g'))) {
    const union = cellsIn(m[1]).reduce((a, c) => a | state.candidates[c], 0);
    if (union !== maskOf(digitsIn(m[2]))) fail(`${m[0]}: not so`);
    if (!sorted(cellsIn(m[1]))) fail(`cells out of order: ${m[1]}`);
  }
  for (const m of text.matchAll(
    new RegExp(`(${CELLS}) hold (\\d) digits \\((${DIGITS})\\) in (\\d) cells`, 'g'),
  )) {
    const cells = cellsIn(m[1]);
    const union = cells.reduce((a, c) => a | state.candidates[c], 0);
    if (
      union !== maskOf(digitsIn(m[3])) ||
      cells.length !== +m[4] ||
      digitsIn(m[3]).length !== +m[2]
    )
      fail(`${m[0]}: not so`);
  }
  for (const m of text.matchAll(new RegExp(`(${CELLS}) all hold (\\d) and (\\d)`, 'g')))
    for (const c of cellsIn(m[1]))
      if (!has(state, c, +m[2]) || !has(state, c, +m[3])) fail(`${m[0]}: ${cellName(c)} does not`);
  for (const m of text.matchAll(/(r\dc\d) has one candidate left, (\d)/g))
    if (state.candidates[cellsIn(m[1])[0]] !== maskOf([+m[2]])) fail(`${m[0]}: not so`);
  for (const m of text.matchAll(new RegExp(`(${CELL}) is the last empty cell of (${UNIT})`, 'g'))) {
    const [u] = unitsIn(m[2]);
    const empty = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9)).filter((c) => !state.digits[c]);
    if (!same(empty, cellsIn(m[1]))) fail(`${m[0]}: not so`);
  }
  if (WINGS.has(step.technique))
    for (const m of text.matchAll(new RegExp(`(${CELL}) (?:holds |\\()(${DIGITS})[;)]`, 'g')))
      if (state.candidates[cellsIn(m[1])[0]] !== maskOf(digitsIn(m[2])))
        fail(`${m[0]}: not its candidates`);
  faults.push(...linkFaults(text, state, STATIC_CHAINS.has(step.technique)));
  return faults.concat(wordingFaults(text));
}

/** Checks each "A ⇒ B (reason)" link; `still` when the chain reads the board as it is (no earlier removals). */
function linkFaults(text: string, state: CandidateState, still: boolean): string[] {
  const faults: string[] = [];
  const node = /(r\d+c\d+) (=|≠) (\d)(?: \(([^)]*)\))?/;
  for (const sentence of text.split(/\. |: /)) {
    const pieces = sentence.split(' ⇒ ');
    for (let i = 1; i < pieces.length; i++) {
      const a = node.exec(pieces[i - 1].slice(pieces[i - 1].search(/r\d+c\d+ [=≠] \d(?![^(]*\))/)));
      const b = node.exec(pieces[i]);
      if (!a || !b?.[4]) continue;
      const [ca, cb] = [cellsIn(a[1]), cellsIn(b[1])];
      if (ca.length > 1 || cb.length > 1) continue;
      const [x, y, dx, dy, why] = [ca[0], cb[0], +a[3], +b[3], b[4]];
      const kind = /^same (row|column|box|cell)$/.exec(why)?.[1];
      const shared = { row: ROW_OF, column: COL_OF, box: BOX_OF } as const;
      if (
        kind === 'cell'
          ? x !== y || dx === dy
          : kind && (x === y || dx !== dy || shared[kind as 'row'][x] !== shared[kind as 'row'][y])
      )
        faults.push(`${pieces[i - 1]} ⇒ ${pieces[i]}: not so`);
      if (!still) continue;
      const lastCandidate = /^last candidate of (r\dc\d)$/.exec(why);
      if (lastCandidate && (x !== y || state.candidates[x] !== maskOf([dx, dy])))
        faults.push(`${pieces[i]}: ${cellName(y)} is not bivalue ${dx}/${dy}`);
      const lastPlace = new RegExp(`^last place for (\\d) in (${UNIT})$`).exec(why);
      if (lastPlace && !same(places(state, unitsIn(lastPlace[2])[0], dy), [x, y]))
        faults.push(`${pieces[i]}: ${unitName(unitsIn(lastPlace[2])[0])} has other places`);
    }
  }
  return faults;
}

/** Grammar a reader trips on. */
export function wordingFaults(text: string): string[] {
  const checks: [RegExp, string][] = [
    [/\b1 (?:candidates|cells|digits|places|solutions)\b/, 'a plural after 1'],
    [/\b[Aa] (?:[aeioAEIO]|X-|XY|AIC|ALS)/, '"a" before a vowel sound'],
    [/\b([a-z]+) \1\b/i, 'a repeated word'],
    [/\b(?:Dynamic|Grouped|Nested) (?!AIC)[A-Z]/, 'a capital inside a name'],
    [/\(\d(?:, \d)+\)/, 'a list without "and" or "or"'],
    [new RegExp(`${GROUP} or ${GROUP} share`), '"or" where both share a unit'],
    [/ {2}| [,.;:]/, 'stray spaces'],
    [/share (?:row|column|box) \d and /, 'links run together'],
    // "columns 2 and 5" reads as one list; "column 2 and column 5" makes the reader parse two.
    [/\b(row|column|box) \d(?:, \1 \d)*,? (?:and|or) \1 \d/, 'a unit kind said twice in a list'],
    // "in row 1, 1, 2 and 7 can only go": the unit's number runs into the digits.
    [/\b(?:row|column|box) \d, \d(?:(?:, | and )\d)+ can only go/, 'digits run into unit numbers'],
    [
      /\b(?:rows|columns|boxes) \d(?:(?:, | and )\d)+, \d can only go/,
      'digits run into unit numbers',
    ],
  ];
  return checks.filter(([re]) => re.test(text)).map(([, what]) => `${what}: ${text}`);
}
