/** A write refused by a unique index (MongoDB's and FerretDB's code alike). */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
