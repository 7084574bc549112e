/**
 * The queries allowed to read a whole collection (or a whole index) on MongoDB, each with why: the one list
 * of them. A shape is written as the check prints it (`collection {fields} sort field:direction`); an entry
 * no query of a run needed is printed, so the list does not outlive its reasons.
 */
export interface ScanException {
  shape: string;
  reason: string;
}

const CATALOG_SEARCH =
  'Search by words: a pattern inside titles and places (translated titles in every language), which no ' +
  'index seeks. The catalog is tens to hundreds of records, read in the order of its ' +
  '{ createdAt: -1, _id: -1 } index.';
const ZONE_MIGRATION =
  'The start-up migration giving catalog records stored before time zones the UTC zone ' +
  '(common/time-zones): once per start, over tens to hundreds of records, never on a request.';

export const SCAN_EXCEPTIONS: readonly ScanException[] = [
  {
    shape: 'images.files {}',
    reason:
      "The driver's GridFS upload asks for one document to learn whether the bucket is new (and needs its " +
      'indexes): once per bucket and process, never with a filter of ours.',
  },
  {
    shape:
      'destinations {$or[{title:regex} | {destination:regex} | {location:regex} | {translations.de.title:regex} | {translations.es.title:regex}]} sort createdAt:-1, _id:-1',
    reason: CATALOG_SEARCH,
  },
  {
    shape: 'hotels {$or[{hotelName:regex} | {location:regex}]} sort createdAt:-1, _id:-1',
    reason: CATALOG_SEARCH,
  },
  {
    shape:
      'offers {$or[{title:regex} | {Location:regex} | {Hotel:regex} | {translations.de.title:regex} | {translations.es.title:regex}]} sort createdAt:-1, _id:-1',
    reason: CATALOG_SEARCH,
  },
  { shape: 'destinations {timeZone:exists}', reason: ZONE_MIGRATION },
  { shape: 'offers {timeZone:exists}', reason: ZONE_MIGRATION },
  {
    shape: 'destinations {extras:exists}',
    reason:
      'The start-up migration giving tours stored before extras the default extra (pricing/): once per ' +
      'start, over tens to hundreds of records, never on a request.',
  },
];
