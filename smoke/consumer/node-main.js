import { run } from './program.js';

process.stdout.write(`${JSON.stringify(run())}\n`);
