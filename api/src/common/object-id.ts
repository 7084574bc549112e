// Mongoose's isValidObjectId also accepts any 12-character string and numbers; ids in URLs, queries, bodies
// and tokens are the 24-hex-digit form only, so everything else is refused before it reaches a query.
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** True for an ObjectId written as 24 hexadecimal digits, the only form the API accepts from clients. */
export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
