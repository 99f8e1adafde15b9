// CommonJS: Node 20.19+ loads the ESM packages with require(), as core's README says.
const { gridToString, parseGrid } = require('@sudoku/core');
const { countSolutions } = require('@sudoku/engine');
const { generateGrid } = require('@sudoku/generator');
const solved = ['dfs', 'dlx', 'astar', 'iddfs', 'backtrack'].map((name) => {
  const plugin = require(`@sudoku/solver-${name}`).default;
  const result = plugin.create().solve(parseGrid(`${'.'.repeat(80)}1`));
  return result.status;
});
console.log(
  solved.join(' '),
  countSolutions(generateGrid(0), 2).count,
  gridToString(generateGrid(0)).length,
);
