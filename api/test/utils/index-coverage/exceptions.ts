/**
 * The queries allowed to read a whole collection on MongoDB, each with why: the one list of them. A shape
 * is written as the check prints it (`collection {fields} sort field:direction`); an entry that no query
 * sent any more is reported, so the list does not outlive its reasons.
 */
export interface ScanException {
  shape: string;
  reason: string;
}

export const SCAN_EXCEPTIONS: readonly ScanException[] = [];
