import { describe, expect, it } from 'vitest';
import * as game from './game.js';
import * as engine from './index.js';

describe('@sudoku/engine/game', () => {
  it("is the main entry's own game state, move rule, save file, daily puzzle, difficulty words, kinds of step and default attempts, nothing else at run time", () => {
    expect(Object.keys(game).sort()).toEqual([
      'DEFAULT_ATTEMPTS',
      'DIFFICULTIES',
      'DIFFICULTY_RANGES',
      'GameState',
      'TECHNIQUE_IDS',
      'checkMove',
      'dailySeed',
      'dayOf',
      'difficultyOf',
      'formatGameFile',
      'isDay',
      'listWords',
      'parseGameFile',
    ]);
    expect([
      game.DEFAULT_ATTEMPTS,
      game.DIFFICULTIES,
      game.DIFFICULTY_RANGES,
      game.GameState,
      game.TECHNIQUE_IDS,
      game.checkMove,
      game.dailySeed,
      game.dayOf,
      game.isDay,
      game.difficultyOf,
      game.formatGameFile,
      game.listWords,
      game.parseGameFile,
    ]).toEqual([
      engine.DEFAULT_ATTEMPTS,
      engine.DIFFICULTIES,
      engine.DIFFICULTY_RANGES,
      engine.GameState,
      engine.TECHNIQUE_IDS,
      engine.checkMove,
      engine.dailySeed,
      engine.dayOf,
      engine.isDay,
      engine.difficultyOf,
      engine.formatGameFile,
      engine.listWords,
      engine.parseGameFile,
    ]);
  });
});
