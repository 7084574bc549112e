/**
 * The public read cache's tags, one place for all of them: the routes that cache under a tag and the writes
 * that drop it live in different domains, and neither should import the other for a string.
 */

/** Every catalog read (lists, details, search) is cached under this tag and dropped on any catalog write. */
export const CATALOG_CACHE_TAG = 'catalog';
/** Availability reads, dropped by every booking, cancellation, expiry and catalog edit. */
export const AVAILABILITY_CACHE_TAG = 'availability';
/** Stored images and their renditions, dropped when an image is replaced or removed. */
export const IMAGES_CACHE_TAG = 'images';
/** The public guest limit, dropped when an admin changes it. */
export const GUEST_LIMIT_CACHE_TAG = 'guest-limit';
/** The display currencies, dropped when an admin saves or imports them. */
export const CURRENCIES_CACHE_TAG = 'currencies';
