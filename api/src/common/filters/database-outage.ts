import { ServiceUnavailableException } from '@nestjs/common';

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

/** Driver errors that mean "the database cannot be reached", as opposed to a bad query or a bad input. */
const OUTAGE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoPoolClosedError',
]);

export function isDatabaseOutage(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (OUTAGE_ERRORS.has(e.name)) return true;
    // With bufferCommands off, mongoose refuses at once while disconnected instead of queueing.
    if (
      e.name === 'MongooseError' &&
      /before initial connection|not connected|buffering/i.test(e.message)
    ) {
      return true;
    }
  }
  return false;
}

export function databaseUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(DATABASE_UNAVAILABLE);
}
