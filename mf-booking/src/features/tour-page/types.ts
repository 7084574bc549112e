import type { Destination } from '@travel/shell/api-types';

export type {
  TourAvailability,
  TourBooking,
  TourBookingRequest,
  TourSlot,
} from '@travel/shell/api-types';

/** What the tour page reads of a destination; the list and detail calls both return it. */
export type TourDestination = Pick<Destination, '_id' | 'CostPerPerson'> &
  Partial<
    Pick<
      Destination,
      'title' | 'destination' | 'location' | 'description' | 'gallary' | 'untranslated'
    >
  > & {
    // Older records hold a list of images where the contract now has one URL.
    image?: string | string[];
    // Absent on answers cached from before destinations had their own times.
    tourTimes?: string[];
    // The IANA zone its dates and times are in; absent on answers cached from before zones (UTC then).
    timeZone?: string;
    // Absent on answers cached from before categories and extras (one price; the spec's extra offers).
    priceCategories?: Destination['priceCategories'];
    extras?: Destination['extras'];
  } & TourContent;

/**
 * What the operator published about the tour (all optional: absent on records stored before it, null or
 * empty when not filled in); the tour page shows what there is.
 */
export type TourContent = Partial<
  Pick<
    Destination,
    | 'meetingPoint'
    | 'durationMinutes'
    | 'included'
    | 'notIncluded'
    | 'whatToBring'
    | 'accessibilityNotes'
    | 'languages'
    | 'cancellationPolicy'
  >
>;
