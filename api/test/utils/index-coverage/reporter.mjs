// The index-coverage check's last step, a jest reporter so that it runs once after every suite and in every
// way jest is started (`npm test`, one file): it reads the verdicts the test apps wrote (query-recorder.ts),
// prints a summary, and fails the run when a query no declared index serves was sent. Plain JavaScript:
// jest loads reporters untransformed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VARIABLE = 'INDEX_COVERAGE_DIR';
const LISTED = 30;

/** One line per shape, with how many times and where it was first sent. */
function line(shape, detail) {
  return `  ${shape.shape}  (${shape.commands.join(', ')}; ${shape.count}x; first in ${shape.where})\n      ${detail}`;
}

export default class IndexCoverageReporter {
  constructor() {
    // Set before the workers start, so they inherit it.
    this.folder = mkdtempSync(join(tmpdir(), 'index-coverage-'));
    process.env[VARIABLE] = this.folder;
    process.once('exit', () => rmSync(this.folder, { recursive: true, force: true }));
    this.error = undefined;
  }

  onRunStart() {
    this.clear();
    this.error = undefined;
  }

  clear() {
    for (const name of readdirSync(this.folder)) rmSync(join(this.folder, name), { force: true });
  }

  onRunComplete() {
    const files = readdirSync(this.folder).map((name) =>
      JSON.parse(readFileSync(join(this.folder, name), 'utf8')),
    );
    this.clear();
    if (!files.length) return;
    const shapes = new Map();
    const testShapes = new Set();
    const listedExceptions = new Set(files.flatMap((file) => file.exceptions));
    for (const shape of files.flatMap((file) => file.shapes)) {
      if (shape.origin === 'test') {
        testShapes.add(shape.shape);
        continue;
      }
      const known = shapes.get(shape.shape);
      if (!known) {
        shapes.set(shape.shape, { ...shape, commands: [...shape.commands] });
        continue;
      }
      known.count += shape.count;
      for (const command of shape.commands) {
        if (!known.commands.includes(command)) known.commands.push(command);
      }
    }
    const all = [...shapes.values()].sort((a, b) => a.shape.localeCompare(b.shape));
    const by = (verdict) => all.filter((shape) => shape.verdict === verdict);
    const unserved = by('unserved');
    const sorts = by('in-memory sort');
    const exceptions = by('exception');
    const sent = all.reduce((sum, shape) => sum + shape.count, 0);
    const out = [];
    if (sorts.length) {
      out.push(
        `Index coverage: ${sorts.length} served queries sort in memory (their index gives the matches, not the order):`,
        ...sorts.slice(0, LISTED).map((shape) => line(shape, `index ${shape.detail}`)),
      );
    }
    const unused = [...listedExceptions].filter(
      (shape) => !exceptions.some((e) => e.shape === shape),
    );
    if (unused.length) {
      out.push(
        'Index coverage: exceptions no query of this run needed (remove them if no suite sends them):',
        ...unused.map((shape) => `  ${shape}`),
      );
    }
    if (unserved.length) {
      out.push(
        `Index coverage: ${unserved.length} queries no declared index serves (MongoDB with notablescan refuses them).`,
        'Declare an index in the schema, change the query, or list it with its reason in test/utils/index-coverage/exceptions.ts:',
        ...unserved.map((shape) => line(shape, `would be served by ${shape.detail}`)),
      );
    }
    out.push(
      `Index coverage: ${all.length} query shapes checked (${sent} queries), ` +
        `${all.length - unserved.length - exceptions.length} served (${sorts.length} sorting in memory), ` +
        `${exceptions.length} exceptions, ${unserved.length} not served; ` +
        `${testShapes.size} shapes of the tests' own reads not judged`,
    );
    process.stderr.write(`\n${out.join('\n')}\n`);
    if (unserved.length) {
      this.error = new Error(`Index coverage: ${unserved.length} queries no declared index serves`);
    }
  }

  getLastError() {
    return this.error;
  }
}
