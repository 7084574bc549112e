import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { dayNumber, isoDate } from '../calendar';
import { isDuplicateKey } from '../writes/duplicate-key';
import { inRuns, inWaves } from '../writes/statements-per-write';

/** Marker documents of one-off partition builds (`_id`: the partitions' name), beside the partitions. */
export const PARTITION_MARKERS = 'partition_builds';

/**
 * The database the day partitions live in, beside the application's: `<its name>_days`. The embedded FerretDB
 * (SQLite) makes every command cost more with every collection its database holds, and the partitions are a
 * collection per day (hundreds in a season: measured, each command took about three times the CPU, and seven
 * times while new days were being added): apart, the application's own collections stay as cheap as on an
 * empty database. On MongoDB the API's user needs to read and write both.
 */
export function partitionsDatabase(db: mongo.Db): mongo.Db {
  return db.client.db(`${db.databaseName}_days`);
}

/**
 * The database of one month's day collections, beside the partitions' own (`<it>_YYYY-MM`): a database of a
 * season's days (hundreds of collections) made adding a day cost seconds of SQLite schema work on FerretDB,
 * during which its other commands waited; a month's holds tens.
 */
export function monthDatabase(partitions: mongo.Db, day: string): mongo.Db {
  return partitions.client.db(`${partitions.databaseName}_${monthOf(day)}`);
}

/** The databases the partitions of `db` live in (see partitionsDatabase and monthDatabase), for dropping. */
export async function partitionDatabaseNames(db: mongo.Db): Promise<string[]> {
  const prefix = partitionsDatabase(db).databaseName;
  const { databases } = await db.admin().listDatabases({ nameOnly: true });
  return (databases as { name: string }[])
    .map((database) => database.name)
    .filter((name) => name === prefix || name.startsWith(`${prefix}_`));
}

/** What a partition summary always holds: its day (the `_id`) and how many rows the partition has. */
export interface DaySummary {
  _id: string;
  rows: number;
}

/** The summaries of a month's days, in one document: a request reads a few of these, by exact `_id`. */
interface MonthSummaries<S> {
  _id: string;
  days: Record<string, S>;
}

const monthOf = (day: string) => day.slice(0, 7);

/** The months from `from`'s to `to`'s, both included ('YYYY-MM'). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = monthOf(to);
  while (months.length < MAX_MONTHS_READ) {
    const name = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (name > last) break;
    months.push(name);
    if (++month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** A row of a partition: any document with an `_id`. */
export type PartitionRow = mongo.Document & { _id: unknown };

type Write =
  | { day: string; op: 'insert'; row: PartitionRow }
  | { day: string; op: 'replace'; row: PartitionRow }
  | { day: string; op: 'delete'; id: unknown };

interface Pending {
  writes: Write[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Summaries are recomputed this long after a change, so a rush of changes to one day costs one recompute (a
 * reader here cuts the wait short: see settled). A recompute reads its days whole, today's growing all day:
 * under a steady rush of bookings, every 5 s was a tenth of the embedded database's time.
 */
const SUMMARY_DELAY_MS = 30_000;
/** The most months one read spans; a longer range is an arithmetic slip, not a request. */
const MAX_MONTHS_READ = 120;

/**
 * Rows kept in one small collection per UTC day (`<name>.<YYYY-MM-DD>`), with one summary per day (in
 * `<name>`, one document per month, `_id` 'YYYY-MM', its days under `days`) recomputed from that day's rows
 * whenever they change. A request reads the
 * summaries (one per day, however many rows the days hold) and then only the days it needs, each whole:
 * on the embedded FerretDB every query but an exact `_id` reads its whole collection, so a read costs what
 * its days hold, not what the history holds. On MongoDB each read is a `find({})` in `_id` order (the
 * `_id` index) or an exact `_id`.
 *
 * Writes are replace-by-`_id` (or insert, or delete): two writes of different rows never touch the same
 * document, so nothing relies on a conditional update (read-then-write on FerretDB). Writes asked for while
 * one is on its way go together in the next bulk write, one per day. A day's summary is recomputed from
 * the day's rows by one recompute at a time in this process (later changes queue another), never by
 * `$inc`: whatever interleaves, the last recompute reads every row written before it. Reads here wait for
 * this process's pending writes and recomputes first (`settled`), so an answer includes every change this
 * process has acknowledged; another instance's rows show at once in a day read whole, its summaries (the
 * counts, and which days a page reads) once its recompute has run, within SUMMARY_DELAY_MS.
 */
export class DayPartitions<Row extends PartitionRow, S extends DaySummary = DaySummary> {
  private readonly logger: Logger;
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  private readonly dirty = new Set<string>();
  private recomputing: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Cuts short the pause in which a drain gathers writes (see gatherMs). */
  private gathered: (() => void) | null = null;
  /** A write asked to go at once (flush) is queued: the next drain does not gather. */
  private urgent = false;

  constructor(
    private readonly db: () => mongo.Db,
    /** The summaries' collection; each day's rows live in `<name>.<day>`. */
    readonly name: string,
    /** A day's summary from all its rows (the `_id` and `rows` are added here). */
    private readonly summarize: (rows: Row[]) => Omit<S, '_id' | 'rows'>,
    /**
     * Figures of a whole month from its days' summaries, kept flat in `<name>_months` (`_id` 'YYYY-MM'): a
     * read of every month of history stays cheap there (FerretDB's cost grows with the fields it reads).
     */
    private readonly rollUp?: (days: S[]) => Record<string, number>,
    /**
     * How long a write waits for others before they go together (0: at once, the next ones while it is on
     * its way). For writes nobody waits on (copies of what another collection already holds), a pause
     * gathers a rush of them into one bulk write per day.
     */
    private readonly gatherMs = 0,
  ) {
    this.logger = new Logger(`DayPartitions(${name})`);
  }

  /** A day's rows: in the database of its month (see monthDatabase). */
  partition(day: string): mongo.Collection<Row> {
    return monthDatabase(this.db(), day).collection<Row>(`${this.name}.${day}`);
  }

  private summaries(): mongo.Collection<MonthSummaries<S>> {
    return this.db().collection<MonthSummaries<S>>(this.name);
  }

  /** Writes (replaces) rows under their `_id` in their days' partitions. */
  put(day: string, ...rows: Row[]): Promise<void> {
    return this.enqueue(rows.map((row) => ({ day, op: 'replace', row })));
  }

  /** Inserts rows; a row whose `_id` is already there is left as it is (a recording run twice). */
  insert(day: string, ...rows: Row[]): Promise<void> {
    return this.enqueue(rows.map((row) => ({ day, op: 'insert', row })));
  }

  remove(day: string, id: unknown): Promise<void> {
    return this.enqueue([{ day, op: 'delete', id }]);
  }

  /** Writes the rows gathering now at once (see gatherMs), and resolves when they are written. */
  async flush(): Promise<void> {
    this.urgent = true;
    this.gathered?.();
    await this.writing;
  }

  /** Every pending write and summary of this process done. */
  async settled(): Promise<void> {
    while (this.writing || this.recomputing) {
      if (this.writing) {
        this.gathered?.();
        await this.writing;
      }
      if (this.recomputing) {
        this.wake?.();
        await this.recomputing;
      }
    }
  }

  /**
   * The summaries of the days from `from` to `to` (both included), oldest first: the months of a range are
   * read by exact `_id` (the only query the embedded FerretDB does not answer by reading everything), or
   * only `onlyMonths` of them (those known to exist); with either end open, every month.
   */
  async summariesBetween(from?: string, to?: string, onlyMonths?: string[]): Promise<S[]> {
    await this.settled();
    const months =
      from && to
        ? (
            await Promise.all(
              (onlyMonths ?? monthsBetween(from, to)).map((month) =>
                this.summaries().findOne({ _id: month } as mongo.Filter<MonthSummaries<S>>),
              ),
            )
          ).filter((month) => month !== null)
        : await this.summaries().find({}).sort({ _id: 1 }).toArray();
    return months
      .flatMap((month) => Object.values(month.days ?? {}))
      .filter((day) => (!from || day._id >= from) && (!to || day._id <= to))
      .sort((a, b) => a._id.localeCompare(b._id));
  }

  /** The flat figures of every month (see rollUp), oldest first. */
  async months(): Promise<(Record<string, number> & { _id: string })[]> {
    await this.settled();
    return (await this.db()
      .collection(`${this.name}_months`)
      .find({})
      .sort({ _id: 1 })
      .toArray()) as unknown as (Record<string, number> & { _id: string })[];
  }

  /**
   * Part of a day's rows, newest `_id` first: the `_id` index serves it on MongoDB, and on FerretDB only the
   * rows asked for are decoded and sent (measured: half the time of a day of 300 bookings read whole).
   */
  async readNewest(day: string, skip: number, limit: number): Promise<Row[]> {
    await this.settled();
    return (await this.partition(day)
      .find({})
      .sort({ _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray()) as Row[];
  }

  /** A day's rows, whole, in `_id` order. */
  async read(day: string): Promise<Row[]> {
    await this.settled();
    return (await this.partition(day).find({}).sort({ _id: 1 }).toArray()) as Row[];
  }

  /** Drops the partitions and summaries of days before `day` (retention). Answers how many days went. */
  async dropBefore(day: string): Promise<number> {
    const old = await this.summariesBetween(undefined, isoDate((dayNumber(day) ?? 0) - 1));
    for (const summary of old) {
      await this.partition(summary._id)
        .drop()
        .catch(() => undefined);
      await this.setSummaries(monthOf(summary._id), [[summary._id, undefined]]);
    }
    return old.length;
  }

  /** Whether the one-off build of these partitions from what they copy was done (see markBuilt). */
  async built(): Promise<boolean> {
    const markers = this.db().collection<{ _id: string }>(PARTITION_MARKERS);
    return (await markers.findOne({ _id: this.name })) !== null;
  }

  async markBuilt(): Promise<void> {
    const markers = this.db().collection<{ _id: string; at: Date }>(PARTITION_MARKERS);
    await markers.insertOne({ _id: this.name, at: new Date() }).catch((error) => {
      if (!isDuplicateKey(error)) throw error;
    });
  }

  /**
   * Drops the partitions of this name that earlier versions kept in `db` (the application's database): the
   * build that follows writes them where they now live (see partitionsDatabase).
   */
  async dropLeftIn(db: mongo.Db): Promise<void> {
    if (db.databaseName === this.db().databaseName) return;
    const collections = await db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of collections) {
      if (
        name === this.name ||
        name === `${this.name}_months` ||
        name.startsWith(`${this.name}.`)
      ) {
        await db
          .collection(name)
          .drop()
          .catch(() => undefined);
      }
    }
  }

  /** Recomputes the summaries of these days now (a migration, a bench); normally they follow the writes. */
  async recompute(days: Iterable<string>): Promise<void> {
    for (const [month, ofMonth] of byMonth([...days])) await this.recomputeMonth(month, ofMonth);
  }

  private enqueue(writes: Write[]): Promise<void> {
    if (!writes.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ writes, resolve, reject });
      this.startDrain();
    });
  }

  private startDrain(): void {
    if (this.writing) return;
    this.writing = this.drain().finally(() => {
      this.writing = null;
      // Asked for between the drain's last look at the queue and now.
      if (this.queue.length) this.startDrain();
    });
  }

  private async drain(): Promise<void> {
    if (this.gatherMs > 0 && !this.urgent) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.gatherMs);
        this.gathered = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.gathered = null;
    }
    while (this.queue.length) {
      this.urgent = false;
      const batch = this.queue;
      this.queue = [];
      const byDay = new Map<string, Write[]>();
      for (const write of batch.flatMap((pending) => pending.writes)) {
        byDay.set(write.day, [...(byDay.get(write.day) ?? []), write]);
      }
      for (const [day, writes] of byDay) byDay.set(day, lastOfEachRow(writes));
      try {
        // Days side by side, as many as one command's statements: a month's days share a database, whose
        // connections the statements of days written side by side share too (statements-per-write.ts).
        for (const wave of inWaves([...byDay], ([, writes]) => writes.length)) {
          await Promise.all(wave.map(([day, writes]) => this.write(day, writes)));
        }
        batch.forEach((pending) => pending.resolve());
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
      for (const day of byDay.keys()) this.dirty.add(day);
      this.scheduleRecompute();
    }
  }

  private async write(day: string, writes: Write[]): Promise<void> {
    const operations = writes.map((write): mongo.AnyBulkWriteOperation<Row> => {
      switch (write.op) {
        case 'insert':
          return { insertOne: { document: write.row as mongo.OptionalId<Row> } };
        case 'replace':
          return {
            replaceOne: {
              filter: { _id: write.row._id } as mongo.Filter<Row>,
              replacement: write.row as unknown as mongo.WithoutId<Row>,
              upsert: true,
            },
          };
        case 'delete':
          return { deleteOne: { filter: { _id: write.id } as mongo.Filter<Row> } };
      }
    });
    for (const run of inRuns(operations)) {
      try {
        await this.partition(day).bulkWrite(run, { ordered: false });
      } catch (error) {
        const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
        // An insert of a row already there (its recording run twice) is no failure.
        if (!writeErrors?.length || writeErrors.some((e) => !isDuplicateKey(e))) throw error;
      }
    }
  }

  private scheduleRecompute(): void {
    if (this.recomputing || !this.dirty.size) return;
    this.recomputing = (async () => {
      // A short pause gathers a rush of changes; a reader waiting for it (settled) cuts it short.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SUMMARY_DELAY_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      while (this.dirty.size) {
        const days = [...this.dirty];
        this.dirty.clear();
        for (const [month, ofMonth] of byMonth(days)) {
          try {
            await this.recomputeMonth(month, ofMonth);
          } catch (error) {
            this.logger.warn(
              `Summaries of ${ofMonth.join(', ')} not recomputed: ${(error as Error).message}`,
            );
          }
        }
      }
    })().finally(() => {
      this.recomputing = null;
      this.scheduleRecompute();
    });
  }

  /**
   * Recomputes the summaries of some days of one month from their rows: a read of each day, then one write
   * of the month's summaries (and one of its flat figures), however many of its days changed.
   */
  private async recomputeMonth(month: string, days: string[]): Promise<void> {
    const summaries = await Promise.all(
      days.map(async (day) => {
        const rows = (await this.partition(day).find({}).sort({ _id: 1 }).toArray()) as Row[];
        return [
          day,
          rows.length ? ({ ...this.summarize(rows), _id: day, rows: rows.length } as S) : undefined,
        ] as const;
      }),
    );
    const updated = await this.setSummaries(month, summaries);
    if (this.rollUp) {
      // Recomputed from the month's summaries as just written, never incremented.
      const figures = this.rollUp(Object.values(updated?.days ?? {}));
      await this.db()
        .collection(`${this.name}_months`)
        .replaceOne({ _id: month as never }, figures, { upsert: true });
    }
  }

  /**
   * Writes (or, undefined, removes) days' summaries in their month's document, answering the document as
   * written. Fields of one document: atomic on MongoDB; on FerretDB a read and a write, so two instances
   * recomputing days of one month at the same instant may lose one of them until that day changes again
   * (one recompute at a time here).
   */
  private async setSummaries(
    month: string,
    summaries: (readonly [string, S | undefined])[],
  ): Promise<MonthSummaries<S> | null> {
    const set = Object.fromEntries(
      summaries.flatMap(([day, summary]) => (summary ? [[`days.${day}`, summary]] : [])),
    );
    const unset = Object.fromEntries(
      summaries.flatMap(([day, summary]) => (summary ? [] : [[`days.${day}`, 1]])),
    );
    const update = {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
    } as mongo.UpdateFilter<MonthSummaries<S>>;
    return this.summaries().findOneAndUpdate(
      { _id: month } as mongo.Filter<MonthSummaries<S>>,
      update,
      { upsert: Object.keys(set).length > 0, returnDocument: 'after' },
    );
  }
}

/**
 * One write per row, in order: gathered writes may change one row twice, and an unordered bulk write does not
 * say which of two statements on one document lands last. The last wins; an insert (which leaves a row that
 * is there as it is) never wins over an earlier write of its row.
 */
function lastOfEachRow(writes: Write[]): Write[] {
  const byRow = new Map<string, Write>();
  for (const write of writes) {
    const id = String(write.op === 'delete' ? write.id : write.row._id);
    if (write.op === 'insert' && byRow.has(id)) continue;
    byRow.delete(id);
    byRow.set(id, write);
  }
  return [...byRow.values()];
}

/** Days grouped by their month ('YYYY-MM'). */
function byMonth(days: string[]): Map<string, string[]> {
  const months = new Map<string, string[]>();
  for (const day of days) months.set(monthOf(day), [...(months.get(monthOf(day)) ?? []), day]);
  return months;
}

/**
 * One page of rows spread over days, read day by day: from the summaries, only the days holding the rows
 * of the page are read. `order` is the days' order (oldest or newest first) and `sortDay` sorts one day's
 * rows, so the page is the same as sorting the whole range would give.
 */
export async function pageOfDays<Row extends PartitionRow, S extends DaySummary = DaySummary>(
  summaries: S[],
  read: (day: string) => Promise<Row[]>,
  options: {
    skip: number;
    limit: number;
    newestFirst: boolean;
    /** Sorts one day's rows (and leaves out those a filter does not want). */
    sortDay: (rows: Row[]) => Row[];
    /** How many of a day's rows the page counts (by default all: its summary's `rows`). */
    count?: (summary: S) => number;
    /**
     * Reads only the part of a day the page shows, in sortDay's order (`skip` rows in, at most `limit`):
     * for a page that filters nothing, instead of reading the day whole.
     */
    readPart?: (day: string, skip: number, limit: number) => Promise<Row[]>;
  },
): Promise<{ rows: Row[]; total: number }> {
  const days = options.newestFirst ? [...summaries].reverse() : summaries;
  const count = options.count ?? ((summary: S) => summary.rows);
  const total = days.reduce((sum, day) => sum + count(day), 0);
  const rows: Row[] = [];
  let before = 0;
  for (const day of days) {
    if (rows.length >= options.limit) break;
    const counted = count(day);
    if (before + counted <= options.skip) {
      before += counted;
      continue;
    }
    const start = Math.max(0, options.skip - before);
    const wanted = options.limit - rows.length;
    rows.push(
      ...(options.readPart
        ? await options.readPart(day._id, start, wanted)
        : options.sortDay(await read(day._id)).slice(start, start + wanted)),
    );
    before += counted;
  }
  return { rows, total };
}
