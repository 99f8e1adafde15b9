/**
 * A small fixture set that ships with the repository, taken from the data in
 * ../shared/data so `pnpm test` needs nothing beside the clone. Puzzles are
 * 81-character strings, `.` or `0` for empty cells.
 */

export interface PuzzleFixture {
  /** Where it comes from: file and 1-based position. */
  source: string;
  puzzle: string;
}

/** Puzzles with a solution, from every data set: 17-clue, top95, magictour, the classic interface's set. */
export const SOLVABLE: readonly PuzzleFixture[] = [
  {
    source: '17-clue.txt#1',
    puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
  },
  {
    source: '17-clue.txt#2',
    puzzle: '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
  },
  {
    source: '17-clue.txt#3',
    puzzle: '.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.',
  },
  {
    source: '17-clue.txt#5001',
    puzzle: '................12..3..4........3....5..1....62......7...6..83...9...4...1.2.....',
  },
  {
    source: '17-clue.txt#10001',
    puzzle: '................12..3.45...........4.1.6......2.7.1.......3...7...2......85...4..',
  },
  {
    source: '17-clue.txt#15001',
    puzzle: '................12..3.45........64...17......82.........9...5...7.2...8.6........',
  },
  {
    source: '17-clue.txt#20001',
    puzzle: '..............1..2..3....4.....3......564.....7....1.8...45....18.....9.2........',
  },
  {
    source: '17-clue.txt#25001',
    puzzle: '..............1..2.34....5............536....7....8..1...9..43.1.7......2........',
  },
  {
    source: '17-clue.txt#30001',
    puzzle: '..............1.23..4.56......2.......1...4...3..........7....14.....6..85.3.....',
  },
  {
    source: '17-clue.txt#35001',
    puzzle: '........1.......2...3..4........5..3.2.....6.75...........7......426......8...1.4',
  },
  {
    source: '17-clue.txt#40001',
    puzzle: '........1.......23..4..5.........6...1.78.....3..2.........45.......6...32......8',
  },
  {
    source: '17-clue.txt#45001',
    puzzle: '........1.....2.....1....34......5.....14.....6...72.....3....82........5....96..',
  },
  {
    source: '17-clue.txt#49158',
    puzzle: '........1.....2.34.56..........4.5....4.1.....7....8.....6....2...8..9..4........',
  },
  {
    source: 'top95.txt#1',
    puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  },
  {
    source: 'top95.txt#2',
    puzzle: '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
  },
  {
    source: 'top95.txt#3',
    puzzle: '6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....',
  },
  {
    source: 'top95.txt#6',
    puzzle: '......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.',
  },
  {
    source: 'top95.txt#11',
    puzzle: '6..3.2....5.....1..........7.26............543.........8.15........4.2........7..',
  },
  {
    source: 'top95.txt#21',
    puzzle: '.98.1....2......6.............3.2.5..84.........6.........4.8.93..5...........1..',
  },
  {
    source: 'top95.txt#41',
    puzzle: '...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36....',
  },
  {
    source: 'top95.txt#61',
    puzzle: '.2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..',
  },
  {
    source: 'top95.txt#81',
    puzzle: '15.3......7..4.2....4.72.....8.........9..1.8.1..8.79......38...........6....7423',
  },
  {
    source: 'top95.txt#95',
    puzzle: '3...8.......7....51..............36...2..4....7...........6.13..452...........8..',
  },
  {
    source: 'magictour-top1465.txt#1',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  },
  {
    source: 'magictour-top1465.txt#2',
    puzzle: '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
  },
  {
    source: 'magictour-top1465.txt#3',
    puzzle: '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
  },
  {
    source: 'magictour-top1465.txt#101',
    puzzle: '.2.....8.....4.6......1.....3.2.74..1.....5.....8.....2..3...7.4.5......6........',
  },
  {
    source: 'magictour-top1465.txt#301',
    puzzle: '....2.7.84.1............9..3..4.1.5..7....2.....6.....6..5......8..9...........3.',
  },
  {
    source: 'magictour-top1465.txt#601',
    puzzle: '..5.32.....9..1..34........6.....2..2....5.84..7...1..8...6...7.1...85.2.......4.',
  },
  {
    source: 'magictour-top1465.txt#901',
    puzzle: '.......42581.........86.......4..9.5.....3....68..7....53.2..84........72.....1..',
  },
  {
    source: 'magictour-top1465.txt#1201',
    puzzle: '....4...6.325..7..........56.7.3.5...........9...7.8.....8.2..9.5....1.34....1...',
  },
  {
    source: 'magictour-top1465.txt#1465',
    puzzle: '....7...1..6.....5......4...9....5..6.81.5..........8731..9....76..2....2..31...9',
  },
  {
    source: 'assignment/example-puzzle.txt',
    puzzle: '908060124237451968146020357012070593073010482480005601704590816890746200305080709',
  },
  {
    source: 'assignment/unit-test-puzzle.txt',
    puzzle: '841570030502609041000040502308010006005026090720098415060004057080057200157063904',
  },
];

/** The classic interface's example puzzle and its unique solution. */
export const EXAMPLE = {
  puzzle: '908060124237451968146020357012070593073010482480005601704590816890746200305080709',
  solution: '958367124237451968146928357612874593573619482489235671724593816891746235365182749',
};

/** The classic interface's 36-hole unit-test puzzle and its unique solution. */
export const UNIT_TEST = {
  puzzle: '841570030502609041000040502308010006005026090720098415060004057080057200157063904',
  solution: '841572639572639841639841572398415726415726398726398415263984157984157263157263984',
};

/** Consistent givens with no solution: one has a cell with no candidate, one fails only after search. */
export const UNSOLVABLE: readonly PuzzleFixture[] = [
  {
    source: 'assignment/unsolvable-dead-cell.txt',
    puzzle: '123456780000000009000000000000000000000000000000000000000000000000000000000000000',
  },
  {
    source: 'assignment/unsolvable-backtrack.txt',
    puzzle: '000456789000000000000000000001000000002000000003000000000000000000000000000000000',
  },
  // Built from the example solution: 25 givens, one changed; every empty cell keeps two or
  // more candidates, so only propagation and search find that nothing fits.
  {
    source: 'built from example solution, one given changed',
    puzzle: '050000104000051960100000350600000590000605000409000670000000800090000005000082700',
  },
  {
    source: 'built from example solution, one given changed',
    puzzle: '900060020200000000106000057002800093000609482000205001000000500000000000000182009',
  },
];

/** Givens that repeat a digit; the sparse one sends a naive search into minutes of work. */
export const CONFLICTING: readonly PuzzleFixture[] = [
  {
    source: 'assignment/conflicting-givens-nearly-full.txt',
    puzzle: '998367124237451968146928357612874593573619482489235671724593816891746230365182700',
  },
  {
    source: 'assignment/conflicting-givens-sparse.txt',
    puzzle: '550000000000000000000000000000000000000000000000000000000000000000000000000000000',
  },
];

/**
 * Puzzles with several solutions, made by blanking whole bands of the two
 * classic-interface solutions. Expected counts are not written here: the suite
 * computes them with an independent reference counter.
 */
export const MULTI_SOLUTION: readonly PuzzleFixture[] = [
  {
    source: 'example solution, rows 1-2 blank',
    puzzle: '000000000000000000146928357612874593573619482489235671724593816891746235365182749',
  },
  {
    source: 'example solution, rows 1-3 blank',
    puzzle: '000000000000000000000000000612874593573619482489235671724593816891746235365182749',
  },
  {
    source: 'example solution, box columns 1-3 of bands 1-2 blank',
    puzzle: '000367124000451968000928357000874593000619482000235671724593816891746235365182749',
  },
  {
    source: 'unit-test solution, rows 1-2 blank',
    puzzle: '000000000000000000639841572398415726415726398726398415263984157984157263157263984',
  },
  {
    source: 'unit-test solution, rows 1-3 blank',
    puzzle: '000000000000000000000000000398415726415726398726398415263984157984157263157263984',
  },
  {
    // Naked singles stall on it with two ways on: a fast path that guesses
    // there may find another solution first than its strategy's solve().
    source: 'a `sudoku -c` grid, 4 random cells per box blank',
    puzzle: '812364509009800304300500002000901206206050001981230450098103040040090023023045098',
  },
];

/** The empty grid: 6,670,903,752,021,072,936,960 solutions, the stress case for caps and aborts. */
export const EMPTY = '0'.repeat(81);

/**
 * Easter Monster, among the hardest puzzles known (Sudoku Explainer rates it
 * 11.9): no technique below nested forcing chains can start it.
 */
export const EASTER_MONSTER: PuzzleFixture = {
  source: 'Easter Monster',
  puzzle: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
};

/**
 * Easter Monster with r1c4 = 3 given: after two steps it too needs forcing
 * chains nested in forcing chains, and it is finished in a few seconds.
 */
export const NESTED_CHAINS: PuzzleFixture = {
  source: 'Easter Monster with r1c4 = 3 given',
  puzzle: '1..3....2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
};
