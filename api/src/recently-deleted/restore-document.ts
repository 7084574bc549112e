import { ConflictException } from '@nestjs/common';
import { mongo } from 'mongoose';
import { isDuplicateKey } from '../common/writes/duplicate-key';

/** A record's fields as stored; `_id` is its original id. */
export type StoredDocument = Record<string, unknown> & { _id: unknown };

/** A document's fields as stored, to keep in Recently deleted. */
export function storedForm(doc: { toObject(): object }): StoredDocument {
  return doc.toObject() as StoredDocument;
}

/** Why a restore stopped: a unique field (a name, a reference) is now another record's. */
export function takenMeanwhile(kindName: string): ConflictException {
  return new ConflictException(
    `This ${kindName} cannot be restored: another ${kindName} now uses its name or reference.`,
  );
}

/**
 * Puts a deleted document back into its collection under its own id, as it was stored (its dates and
 * fields untouched). Answers false when a record of that id is already there: restored by another request.
 * A clash on any other unique field is a 409 that names the kind; nothing is written then.
 */
export async function putBack(
  collection: mongo.Collection,
  document: StoredDocument,
  kindName: string,
): Promise<boolean> {
  try {
    await collection.insertOne(document as mongo.OptionalId<mongo.Document>);
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    if (
      await collection.findOne({ _id: document._id as mongo.ObjectId }, { projection: { _id: 1 } })
    )
      return false;
    throw takenMeanwhile(kindName);
  }
}
