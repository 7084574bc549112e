import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { CommandStartedEvent, MongoClient } from 'mongodb';
import type { Connection } from 'mongoose';
import { SCAN_EXCEPTIONS } from './exceptions';
import { DeclaredIndex, judge } from './index-coverage';
import { describeShape, filterShape, QueryShape, shapesOfCommand } from './query-shape';

/**
 * Records the shape of every query an app of the tests sends and, when the app closes, judges each against
 * the indexes the code declares and writes the verdicts to the folder the coverage reporter reads
 * (INDEX_COVERAGE_DIR, set by it). See README.md beside this file.
 */

/** The env variable naming the folder; unset, nothing is recorded. */
export const COVERAGE_DIR_VARIABLE = 'INDEX_COVERAGE_DIR';

const API_ROOT = resolve(__dirname, '..', '..', '..');
const SOURCE = `${join(API_ROOT, 'src')}${sep}`;
const TESTS = `${join(API_ROOT, 'test')}${sep}`;
/** Deep enough to pass the driver's and mongoose's frames and reach the code that asked. */
const STACK_DEPTH = 60;

/** Who sent a query: the API's code (judged), or a test reading or arranging the database itself. */
type Origin = 'app' | 'test';

export interface RecordedShape {
  shape: string;
  collection: string;
  commands: string[];
  count: number;
  origin: Origin;
  /** The first test that sent it. */
  where: string;
  verdict: 'served' | 'in-memory sort' | 'exception' | 'unserved';
  /** The index that serves it, the exception's reason, or the index that would serve it. */
  detail: string;
}

export interface CoverageFile {
  shapes: RecordedShape[];
  exceptions: string[];
}

/**
 * The nearest caller outside the libraries: the API's code, or else a test. Async stack frames carry it
 * through the driver's awaits; a stack that reaches neither (a cursor's upkeep) counts as the API's.
 */
function originOfStack(): Origin {
  const depth = Error.stackTraceLimit;
  Error.stackTraceLimit = STACK_DEPTH;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = depth;
  for (const line of stack.split('\n')) {
    if (line.includes(`${sep}node_modules${sep}`) || line.includes(__filename)) continue;
    if (line.includes(SOURCE)) return 'app';
    if (line.includes(TESTS)) return 'test';
  }
  return 'app';
}

function currentTest(): string {
  const state = expect.getState();
  const file = state.testPath ? relative(API_ROOT, state.testPath) : 'outside a test file';
  return state.currentTestName ? `${file} › ${state.currentTestName}` : file;
}

/** Every schema's indexes (the `_id` index is implied), as mongoose would create them. */
function schemaIndexes(connection: Connection): DeclaredIndex[] {
  return Object.values(connection.models).flatMap((model) =>
    model.schema.indexes().map(([key, options]) => ({
      collection: model.collection.collectionName,
      name: String(options.name ?? Object.entries(key).flat().join('_')),
      key: Object.entries(key) as [string, number | string][],
      partialFields: Object.keys(filterShape(options.partialFilterExpression).fields),
    })),
  );
}

interface CreateIndexesCommand {
  createIndexes: string;
  indexes?: {
    /** The driver sends it as a Map, to keep the order of its fields. */
    key: Map<string, number | string> | Record<string, number | string>;
    name?: string;
    partialFilterExpression?: unknown;
  }[];
}

export class QueryRecorder {
  private readonly shapes = new Map<string, { shape: QueryShape; record: RecordedShape }>();
  /** Indexes the code creates itself (`createIndex` calls), beside the schemas'. */
  private readonly created: DeclaredIndex[] = [];

  private constructor(
    private readonly databaseName: string,
    private readonly folder: string,
  ) {}

  /**
   * The app's connection string, asking the driver to report its commands when the coverage reporter
   * runs (the driver reads the option when it connects).
   */
  static monitoredUri(uri: string): string {
    if (!process.env[COVERAGE_DIR_VARIABLE]) return uri;
    const url = new URL(uri);
    url.searchParams.set('monitorCommands', 'true');
    return url.toString();
  }

  /** Starts recording the client's commands to its database, when the coverage reporter runs. */
  static attach(client: MongoClient, databaseName: string): QueryRecorder | undefined {
    const folder = process.env[COVERAGE_DIR_VARIABLE];
    if (!folder) return undefined;
    const recorder = new QueryRecorder(databaseName, folder);
    client.on('commandStarted', (event) => recorder.onCommand(event));
    return recorder;
  }

  private onCommand(event: CommandStartedEvent): void {
    if (event.databaseName !== this.databaseName) return;
    if (event.commandName === 'createIndexes') {
      this.noteCreatedIndexes(event.command as unknown as CreateIndexesCommand);
      return;
    }
    const shapes = shapesOfCommand(event.command);
    if (!shapes.length) return;
    const origin = originOfStack();
    for (const shape of shapes) {
      const key = `${origin} ${describeShape(shape)}`;
      const known = this.shapes.get(key);
      if (known) {
        known.record.count++;
        if (!known.record.commands.includes(shape.command))
          known.record.commands.push(shape.command);
        continue;
      }
      this.shapes.set(key, {
        shape,
        record: {
          shape: describeShape(shape),
          collection: shape.collection,
          commands: [shape.command],
          count: 1,
          origin,
          where: currentTest(),
          verdict: 'unserved',
          detail: '',
        },
      });
    }
  }

  private noteCreatedIndexes(command: CreateIndexesCommand): void {
    for (const index of command.indexes ?? []) {
      const key = index.key instanceof Map ? [...index.key.entries()] : Object.entries(index.key);
      if (!key.length) continue;
      this.created.push({
        collection: command.createIndexes,
        name: index.name ?? key.flat().join('_'),
        key,
        partialFields: Object.keys(filterShape(index.partialFilterExpression).fields),
      });
    }
  }

  /** Judges what was recorded against the app's declared indexes and writes it for the reporter. */
  flush(connection: Connection): void {
    const declared = [...schemaIndexes(connection), ...this.created];
    const shapes = [...this.shapes.values()].map(({ shape, record }) => {
      if (record.origin === 'test') return record;
      const verdict = judge(shape, declared);
      if (verdict.served) {
        return {
          ...record,
          verdict: verdict.inMemorySort ? ('in-memory sort' as const) : ('served' as const),
          detail: verdict.index,
        };
      }
      const exception = SCAN_EXCEPTIONS.find((entry) => entry.shape === record.shape);
      return exception
        ? { ...record, verdict: 'exception' as const, detail: exception.reason }
        : { ...record, verdict: 'unserved' as const, detail: verdict.suggestion };
    });
    const file: CoverageFile = { shapes, exceptions: SCAN_EXCEPTIONS.map((entry) => entry.shape) };
    writeFileSync(
      join(this.folder, `${process.pid}-${randomBytes(6).toString('hex')}.json`),
      JSON.stringify(file),
    );
  }
}
