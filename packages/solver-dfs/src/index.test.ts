import { describeSolverConformance } from '@sudoku/core/testing';
import dfs from './index.js';

describeSolverConformance(dfs);
