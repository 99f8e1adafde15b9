#!/usr/bin/env node
// The `sudoku` command. Kept tiny: everything lives in dist/main.js.
import { main } from './dist/main.js';

process.exitCode = await main(process.argv.slice(2));
