import { Model, mongo } from 'mongoose';

/**
 * The driver's own collection of a model's database (the model's, or `name`): the hot write paths skip
 * mongoose's collection wrapper, whose buffering and hooks cost more than the write's own work on the API's
 * side. Only once connected: callers ask for it when they write.
 */
export function driverCollection<D extends mongo.Document>(
  model: Pick<Model<never>, 'db' | 'collection'>,
  name = model.collection.collectionName,
): mongo.Collection<D> {
  const db = model.db.db;
  if (!db) throw new Error(`No database connection for ${name}`);
  return db.collection<D>(name);
}
