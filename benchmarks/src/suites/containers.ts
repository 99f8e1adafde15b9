import { assignmentPuzzles, type Dataset, scatteredGrids } from '../datasets.js';
import { times } from '../format.js';
import { punchHolesAll } from '../holed-puzzles.js';
import { pick, type Suite } from '../suite.js';
import { compareVariants } from '../variant-compare.js';

export const containersSuite: Suite = {
  name: 'containers',
  title: 'Candidate containers: JS arrays vs bit masks',
  about:
    'The C++ solver kept each cell’s candidates in a `std::vector` and saw the STL take ~25% of CPU until ' +
    'it turned the optimiser on. JavaScript has no "optimiser off" switch in production: the question ' +
    'becomes whether plain arrays (`number[]`, allocated per cell) cost more than a 9-bit mask in a ' +
    'typed array inside the same plain row-major backtracking (the `backtrack` strategy, `candidates: array | mask`).',
  async run(context, report) {
    const rounds = pick(context, { smoke: 1, quick: 5, full: 15 });
    const count = pick(context, { smoke: 50, quick: 500, full: 5_000 });
    const sets: Dataset[] = [
      assignmentPuzzles(pick(context, { smoke: 200, quick: 3_000, full: 30_000 })),
      {
        id: 'holes54',
        label: `6 holes per box, 54 holes (${count})`,
        puzzles: punchHolesAll(scatteredGrids(count, 77), 77, 6),
        total: count,
      },
    ];
    context.progress.start('containers', sets.length * (2 + 2 * rounds));
    const outcomes = await compareVariants(
      context,
      report,
      'backtrack',
      [
        { key: 'array', label: 'candidates: JS array', options: { candidates: 'array' } },
        { key: 'mask', label: 'candidates: bit mask', options: { candidates: 'mask' } },
      ],
      sets,
      rounds,
    );
    outcomes.forEach((o, k) => {
      if ('ratio' in o) {
        report.headline.push(
          `on ${sets[k].label}, array candidates take ${times(o.ratio)} the time of masks.`,
        );
      }
    });
    report.charts.push({
      title: 'Candidates: time with JS arrays over bit masks (1 = no difference)',
      unit: '× mask time',
      reference: 1,
      bars: outcomes.map((o, k) => ({
        label: `backtrack · ${sets[k].id}`,
        value: 'ratio' in o ? o.ratio : Number.NaN,
      })),
    });
    report.notes.push(
      'The JIT is always on in Node, so the C++ report’s "-O2 fixes it" has no analogue; what remains of the ' +
        'container cost is allocation (arrays created while searching feed the garbage collector) and ' +
        'bounds-checked, possibly polymorphic element access, against one AND/popcount on a mask.',
    );
  },
};
