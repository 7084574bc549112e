/** What the OpenAPI document says of both reschedule routes (the manage link's and My bookings'). */
export const RESCHEDULE_DESCRIPTION =
  "Moves a held or confirmed tour booking to another date and time of the same tour with room for all its tickets, up to the cancellation deadline (CANCELLATION_CUTOFF_HOURS before the start, in the tour's time zone), at the same total. The seats at the new time are claimed before the booking moves and the old ones released after (offered to the old time's waitlist first); a confirmation is mailed and the move audited.";

export const RESCHEDULE_REFUSALS = {
  400: "'Please choose a new date and time', 'Please enter a valid date', 'Please choose today or a later date', the booking horizon's message, 'Please enter a valid time', 'Please choose one of the tour times', 'This tour time has already started', or 'Your booking is already on this date and time. Please choose another date or time.'",
  409: "'This booking was cancelled.', 'This hold has expired and its places were released. Please book again.', 'Bookings can no longer be moved within 24 hours of the start.' (the configured hours), 'This tour was withdrawn and is no longer offered, so this booking cannot be moved.', 'This tour time was cancelled. Please choose another time.' (the new time), 'This time is sold out' or 'Only N tickets left for this time' (no room), 'Only a tour booking can be moved to another date or time.' (a stay)",
} as const;
