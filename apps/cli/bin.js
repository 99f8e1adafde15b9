#!/usr/bin/env node
// The `sudoku` command. Kept tiny: everything lives in dist/. A run that will
// take a worker (rate, explain) starts it first, to load beside the command.
import { startEarlyWorker } from './dist/early-worker.js';

const argv = process.argv.slice(2);
startEarlyWorker(argv);
const { main } = await import('./dist/main.js');
process.exitCode = await main(argv);
