// The tour form's fixed bounds, apart from its rules so the form's DTO can state them in the OpenAPI
// document without importing the rules that check it.

export const MIN_TICKETS = 1;
/** The ceiling of MAX_TICKETS_PER_BOOKING: no configuration books more at once. */
export const MAX_TICKETS = 50;
export const EXTRAS_PRICE = 50;
