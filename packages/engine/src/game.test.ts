import { describe, expect, it } from 'vitest';
import * as game from './game.js';
import * as engine from './index.js';

describe('@sudoku/engine/game', () => {
  it("is the main entry's own game state, save file and difficulty words, nothing else at run time", () => {
    expect(Object.keys(game).sort()).toEqual([
      'DIFFICULTIES',
      'DIFFICULTY_RANGES',
      'GameState',
      'difficultyOf',
      'formatGameFile',
      'listWords',
      'parseGameFile',
    ]);
    expect([
      game.DIFFICULTIES,
      game.DIFFICULTY_RANGES,
      game.GameState,
      game.difficultyOf,
      game.formatGameFile,
      game.listWords,
      game.parseGameFile,
    ]).toEqual([
      engine.DIFFICULTIES,
      engine.DIFFICULTY_RANGES,
      engine.GameState,
      engine.difficultyOf,
      engine.formatGameFile,
      engine.listWords,
      engine.parseGameFile,
    ]);
  });
});
