import { mongo } from 'mongoose';
import { MAX_STATEMENTS_PER_WRITE } from './statements-per-write';

interface Pending<D extends mongo.Document> {
  operation: mongo.AnyBulkWriteOperation<D>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for single-document updates (by exact `_id`, the one filter FerretDB does not answer by
 * reading the whole collection), as InsertBatcher does for inserts: while one unordered bulk write is on its
 * way, the updates asked for meanwhile wait and go together in the next one, a single `update` command.
 * Each statement is applied on its own, as if sent alone; a failed write fails all the callers in it.
 */
export class UpdateBatcher<D extends mongo.Document> {
  private queue: Pending<D>[] = [];
  private writing = false;

  constructor(
    private readonly collection: () => mongo.Collection<D>,
    /**
     * How long the first update of a batch waits for others before the batch is written (0: at once).
     * For updates nobody answers on (off the request path), a pause turns many writes into one.
     */
    private readonly gatherMs = 0,
  ) {}

  updateOne(filter: mongo.Filter<D>, update: mongo.UpdateFilter<D>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ operation: { updateOne: { filter, update } }, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      if (this.gatherMs > 0) await new Promise((resolve) => setTimeout(resolve, this.gatherMs));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_STATEMENTS_PER_WRITE);
        try {
          await this.collection().bulkWrite(
            batch.map((pending) => pending.operation),
            { ordered: false },
          );
          for (const pending of batch) pending.resolve();
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
