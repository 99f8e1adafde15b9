import { run } from './program.js';

window.smokeResult = run();
