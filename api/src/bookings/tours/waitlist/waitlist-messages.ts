/** The waitlist's answers that its links, its line and its admin screen give. */
export const WAITLIST_LINK_NOT_VALID = 'This waitlist link is not valid.';
export const SEATS_AVAILABLE = 'Seats are available: book now.';
export const LEFT = 'You have left the waitlist.';
export const ENTRY_CLAIMED =
  'You booked these seats from the waitlist: cancel the booking from its mail instead.';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found';
export const OFFER_LAPSED =
  'This offer has lapsed and its seats went to the next person on the waitlist.';
export const ENTRY_LEFT = 'You left this waitlist, so its offer no longer stands.';
