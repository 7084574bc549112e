// The stay form's fixed bounds, apart from its rules so the form's DTO can state them in the OpenAPI
// document without importing the rules that check it.

export const MIN_GUESTS = 1;
/** The ceiling of MAX_NIGHTS_PER_STAY: no configuration books a longer stay. */
export const MAX_NIGHTS = 90;
