import { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface Pending<D> {
  docs: mongo.OptionalUnlessRequiredId<D>[];
  resolve: (refused: Set<number>) => void;
  reject: (error: unknown) => void;
}

/** Large enough to carry a rush in one write, small enough to keep one write short. */
const MAX_DOCS = 200;

/**
 * Group commit for inserts: while one unordered insertMany is on its way, the inserts asked for meanwhile
 * wait and go together in the next one. FerretDB writes a batch of 20 documents about as fast as one,
 * so under load this multiplies what it can take; with nothing in flight an insert leaves at once.
 * Each caller learns which of its own documents were refused as duplicates, exactly as if it had
 * written alone (unordered: one refused document does not stop the others).
 */
export class InsertBatcher<D extends mongo.Document> {
  private queue: Pending<D>[] = [];
  private writing = false;

  constructor(private readonly collection: () => mongo.Collection<D>) {}

  /** Resolves with the indexes of `docs` refused by a unique index; rejects on any other failure. */
  insert(docs: mongo.OptionalUnlessRequiredId<D>[]): Promise<Set<number>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ docs, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch: Pending<D>[] = [];
        let size = 0;
        for (let next = this.queue[0]; next; next = this.queue[0]) {
          if (batch.length > 0 && size + next.docs.length > MAX_DOCS) break;
          this.queue.shift();
          batch.push(next);
          size += next.docs.length;
        }
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Pending<D>[]): Promise<void> {
    const docs = batch.flatMap((pending) => pending.docs);
    const failed = new Map<number, unknown>();
    try {
      await this.collection().insertMany(docs, { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (!writeErrors) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      for (const writeError of [writeErrors].flat() as { index: number }[]) {
        failed.set(writeError.index, isDuplicateKey(writeError) ? undefined : error);
      }
    }
    let offset = 0;
    for (const pending of batch) {
      const refused = new Set<number>();
      let failure: unknown;
      pending.docs.forEach((_, index) => {
        if (!failed.has(offset + index)) return;
        const error = failed.get(offset + index);
        if (error === undefined) refused.add(index);
        else failure = error;
      });
      offset += pending.docs.length;
      if (failure !== undefined) pending.reject(failure);
      else pending.resolve(refused);
    }
  }
}
