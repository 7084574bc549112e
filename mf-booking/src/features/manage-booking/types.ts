import type {
  ManagedBooking as ManagedBookingView,
  StayBooking,
  TourBooking,
} from '@travel/shell/api-types';

/**
 * What the manage link shows: the booking, whether and until when it can be cancelled. The API types
 * `booking` as either kind; `kind` tells which, and this union lets TypeScript follow it.
 */
export type ManagedBooking = Omit<ManagedBookingView, 'kind' | 'booking'> &
  ({ kind: 'tour'; booking: TourBooking } | { kind: 'stay'; booking: StayBooking });
