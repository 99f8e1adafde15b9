import { cellName, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type Chain, makeStep, type Step, type TechniqueId } from '../step.js';
import { describeCandidates, listWords } from '../words.js';
import type { Link, Node } from './strong-link-graph.js';

/**
 * The step a chain of strong links makes (strong-links.ts finds it): its
 * name, the chain link by link, and the sentence a player checks.
 */

/** A chain found: its links in order, which end of each it enters by, and what it removes. */
export interface Found {
  digit: number;
  links: Link[];
  entries: number[];
  shares: number[];
  loop: number;
  eliminations: number[];
  count: number;
  suffix: string;
  difficulty: number;
  key: number[];
}

export function toStep(state: CandidateState, f: Found, n: number): Step {
  const { digit, links, entries, shares, loop } = f;
  const bit = 1 << (digit - 1);
  const shown = (x: Node) => x.cells.filter((c) => state.candidates[c] & bit);
  const say = (x: Node) => {
    const cells = shown(x).sort((a, b) => a - b);
    return cells.length === 1
      ? cellName(cells[0])
      : `(${listWords(cells.map(cellName)).replace(' and ', ' or ')})`;
  };
  const enter = (i: number) => links[i].nodes[entries[i]];
  const leave = (i: number) => links[i].nodes[1 - entries[i]];
  const [technique, name] = nameOf(n, f.suffix, links, loop >= 0);
  const strong = links.map(
    (l, i) => `in ${unitName(l.unit)}, ${digit} is in ${say(enter(i))} or ${say(leave(i))}`,
  );
  const weak = shares.map(
    (u, w) => `${say(leave(w))} and ${say(enter(w + 1))} share ${unitName(u)}`,
  );
  const [first, last] = [say(enter(0)), say(leave(n - 1))];
  const eliminations = f.eliminations.sort((a, b) => a - b).map((cell) => ({ cell, digit }));
  const closing =
    loop >= 0
      ? `; ${first} and ${last} share ${unitName(loop)} too, so the chain is a loop and each weak link holds ${digit} exactly once`
      : `, so ${n === 2 ? 'they are not' : n === 3 ? 'neither pair is' : 'no pair is'} both ${digit}, and one of ${first} or ${last} is ${digit}`;
  const chain: Chain = [{ cells: shown(enter(0)), digit, on: false }];
  for (let i = 0; i < n; i++) {
    chain.push({ cells: shown(leave(i)), digit, on: true });
    if (i + 1 < n) chain.push({ cells: shown(enter(i + 1)), digit, on: false });
  }
  const cells = [...new Set(links.flatMap((l) => l.nodes.flatMap(shown)))].sort((a, b) => a - b);
  return makeStep({
    technique,
    name,
    difficulty: f.difficulty,
    eliminations,
    cells,
    candidates: cells.map((cell) => ({ cell, digit })),
    units: [...links.map((l) => l.unit), ...shares, ...(loop >= 0 ? [loop] : [])],
    chains: [chain],
    explanation: `${name} on ${digit}: ${strong.join('; ')}; ${weak.join('; ')}${closing}: remove ${describeCandidates(eliminations)}.`,
  });
}

const COUNT_WORD = ['', '', 'two', 'three', 'four'];

/** A name a player knows for the chain's shape. */
function nameOf(n: number, suffix: string, links: Link[], loop: boolean): [TechniqueId, string] {
  const shape = suffix.slice(1);
  const grouped = suffix[0] !== '0';
  const parallel = !shape.includes('0') && !shape.includes('2');
  const emptyRectangle = links.some((l) => l.kind === 0 && l.grouped);
  if (n === 2 && !loop) {
    if (emptyRectangle) return ['empty-rectangle', 'Empty rectangle'];
    if (parallel)
      return grouped
        ? ['finned-x-wing', 'Grouped skyscraper (finned X-Wing)']
        : ['skyscraper', 'Skyscraper'];
    if (!shape.includes('0'))
      return ['two-string-kite', grouped ? 'Grouped two-string kite' : 'Two-string kite'];
    return ['turbot-fish', grouped ? 'Grouped turbot fish' : 'Turbot fish'];
  }
  const id: TechniqueId =
    n === 2
      ? 'finned-x-wing'
      : grouped && parallel
        ? n === 3
          ? 'finned-swordfish'
          : 'finned-jellyfish'
        : n === 3
          ? 'three-strong-links'
          : 'four-strong-links';
  const words = loop ? `${COUNT_WORD[n]}-link X-loop` : `${COUNT_WORD[n]} strong links`;
  // Capitalised only where the name starts: "Three strong links", "Grouped three strong links".
  return [id, grouped ? `Grouped ${words}` : words[0].toUpperCase() + words.slice(1)];
}
