// A page that only keeps a game's state, through the entry without the technique ladder.
import { parseGrid } from '@sudoku/core';
import { DIFFICULTIES, GameState } from '@sudoku/engine/game';

const game = new GameState(
  parseGrid('908060124237451968146020357012070593073010482480005601704590816890746200305080709'),
);
const placed = game.place(1, 5);
const refused = game.place(0, 1);
document.body.textContent = `${placed.ok} ${refused.ok ? '' : refused.reason} ${game.status()} ${DIFFICULTIES.length}`;
