import { sudokuVitestConfig } from '../../vitest.shared.js';

export default sudokuVitestConfig();
