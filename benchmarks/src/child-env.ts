import { spawnSync } from 'node:child_process';
import { median } from './stats.js';

/**
 * Variables that change what every Node process costs before it runs a line
 * of its own. NODE_EXTRA_CA_CERTS makes Node read and parse a CA bundle as
 * it starts (this sandbox points it at the whole system bundle: about 0.12 s
 * of wall and CPU time per process), though no contender opens a
 * connection; NODE_OPTIONS could load anything into every child.
 */
const START_UP_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'] as const;

/**
 * The environment timed children run in: this one's without
 * START_UP_VARIABLES, so the figures are those of a plain `node` as a user
 * runs it, and the C reference and the Node programs start on equal terms.
 */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of START_UP_VARIABLES) delete env[name];
  return env;
}

/**
 * A note for the report when this environment sets any START_UP_VARIABLES:
 * which ones the children ran without, and what they cost a bare `node -e 0`
 * (median wall time of `rounds` starts each way, interleaved).
 */
export function childEnvNote(rounds = 5): string | undefined {
  const set = START_UP_VARIABLES.filter((name) => process.env[name] !== undefined);
  if (set.length === 0) return undefined;
  const start = (env: NodeJS.ProcessEnv): number => {
    const t = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { env });
    return (performance.now() - t) / 1000;
  };
  const withThem: number[] = [];
  const without: number[] = [];
  for (let r = 0; r < rounds; r++) {
    withThem.push(start(process.env));
    without.push(start(childEnv()));
  }
  const names = set.map((name) => `\`${name}\``).join(' and ');
  return (
    `Children ran without ${names}, which this environment sets: with ${set.length > 1 ? 'them' : 'it'} a bare ` +
    `\`node -e 0\` takes ${median(withThem).toFixed(3)} s instead of ${median(without).toFixed(3)} s ` +
    `(median of ${rounds} starts each), a cost every Node row would add.`
  );
}
