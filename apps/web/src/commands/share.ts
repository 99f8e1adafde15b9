import { countGivens } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { shareUrl } from '../game/share-link.js';

/** Copies a link that opens this puzzle (or shows it, when the clipboard is refused). */
export async function share(ctx: Context): Promise<void> {
  const { givens } = ctx.state.session;
  if (countGivens(givens) === 0) {
    ctx.say('An empty board has nothing to share: type a puzzle and press Lock first.');
    return;
  }
  const url = shareUrl(ctx.address.href(), givens);
  try {
    await ctx.copy(url);
    ctx.say(`Link copied: ${url}`, 'success');
  } catch {
    ctx.say(`Copy this link to share the puzzle: ${url}`);
  }
}
