import type { Chain } from '@sudoku/engine/game';
import { FOLD_KEEP, FOLD_LINKS, type PictureChain, type PictureLink } from './picture.js';

/** A chain link by link: node i to node i + 1, strong from off to on, weak otherwise. */
export function pictureChain(chain: Chain): PictureChain {
  const links: PictureLink[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    const from = chain[i];
    const to = chain[i + 1];
    links.push({ from, to, kind: !from.on && to.on ? 'strong' : 'weak' });
  }
  return { nodes: chain, links, folded: links.length > FOLD_LINKS };
}

/**
 * The links a board shows of a chain: all of them, or for a folded chain
 * the {@link FOLD_KEEP} at each end (the middle ones are in its own picture).
 */
export function shownLinks(chain: PictureChain, unfold = false): PictureLink[] {
  if (!chain.folded || unfold) return chain.links;
  return [...chain.links.slice(0, FOLD_KEEP), ...chain.links.slice(-FOLD_KEEP)];
}
