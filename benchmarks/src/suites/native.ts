import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvNote } from '../child-env.js';
import { buildNativePeers } from '../native-peers.js';
import type { Suite } from '../suite.js';
import { rateComparisons } from './native-rate.js';
import { solveComparisons } from './native-solve.js';

const CLI_MAIN = fileURLToPath(new URL('../../../apps/cli/dist/main.js', import.meta.url));

export const nativeSuite: Suite = {
  name: 'native',
  title: 'Native peers: `sudoku rate` vs skfr, the strategies vs tdoku',
  about:
    'The speed anchors in C++ (../shared/peers, built once with ../shared/tools/build-peers.sh and g++ ' +
    'into a cache folder keyed by their sources). `sudoku rate` against skfr, the fast rater on Sudoku ' +
    "Explainer's scale, as whole processes: one thread each (`-t 1`, `OMP_NUM_THREADS=1`) and all cores, " +
    "on top95 and forum-hardest-20, and skfr's own gain from a second thread on 8 hard puzzles (ours is " +
    'in the dealing suite). Every puzzle must be rated by both (the ratings may differ: skfr agrees with ' +
    'Sudoku Explainer less often). Then every strategy against tdoku: in process, a pass over the set ' +
    "timed with one clock as tdoku's driver times itself (and the per-puzzle medians the strategies suite " +
    'reports), and as whole processes, `sudoku solve -t 1 -q -f line` ' +
    "against the driver; tdoku's solutions must equal ours. Contenders alternate in every round; wall " +
    'times, medians of rounds. Skipped with a note where g++ is missing or the build fails.',
  async run(context, report) {
    if (!existsSync(CLI_MAIN)) throw new Error(`the CLI is not built: ${CLI_MAIN} is missing`);
    context.progress.start('native: building skfr and tdoku', 1);
    const peers = buildNativePeers();
    context.progress.stop();
    if ('unavailable' in peers) {
      report.skip(peers.unavailable);
      return;
    }
    report.notes.push(
      `skfr and tdoku ${peers.built ? 'built' : 'reused'} in ${join(peers.dir)} (g++ -O3 -march=native).`,
    );
    const envNote = childEnvNote();
    if (envNote) report.notes.push(envNote);
    await rateComparisons(context, report, peers);
    await solveComparisons(context, report, peers.tdoku);
  },
};
