import { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

const BATCH = 1000;

/**
 * Moves documents out of a live collection into its archive (same shape, same `_id`): copied first, then
 * removed, so a move cut off in between leaves a document in both places and the next move of it finds the
 * copy there already (refused by the archive's `_id`, ignored) and removes the live one. Two movers at once
 * copy each document once. Answers how many it moved.
 */
export async function copyThenRemove(
  live: mongo.Collection,
  archive: mongo.Collection,
  documents: mongo.Document[],
): Promise<number> {
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = documents.slice(i, i + BATCH);
    try {
      await archive.insertMany(batch, { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
      if (!(isDuplicateKey(error) || (writeErrors && [writeErrors].flat().every(isDuplicateKey)))) {
        throw error;
      }
    }
    await live.deleteMany({ _id: { $in: batch.map((document) => document._id) } });
  }
  return documents.length;
}

/**
 * Moves every document the filter finds, a batch at a time. The filter alone must decide what moves: a
 * batch it finds is moved whole, and the sweep ends at the first batch short of full.
 */
export async function moveAll(
  live: mongo.Collection,
  archive: mongo.Collection,
  filter: mongo.Filter<mongo.Document>,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const found = await live.find(filter).limit(BATCH).toArray();
    if (found.length === 0) return moved;
    moved += await copyThenRemove(live, archive, found);
    if (found.length < BATCH) return moved;
  }
}
