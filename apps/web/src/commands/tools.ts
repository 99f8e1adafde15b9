/**
 * The solver tools, Lock and the game file: loaded the first time one is
 * pressed (a dynamic import in bindings/clicks.ts), since most games never use them.
 */
export { allSolutions } from './all-solutions.js';
export { countSolutions } from './count.js';
export { lock } from './lock.js';
export { load, save } from './save-load.js';
export { share } from './share.js';
export { solvable, solve } from './solve.js';
