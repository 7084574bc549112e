/** What a guide marks on the day: the guest came, or did not. */
export const CHECK_IN_MARKS = ['arrived', 'no-show'] as const;
export type CheckInMark = (typeof CHECK_IN_MARKS)[number];

/** A booking's check-in as the API shows and takes it: a mark, or `none` (not marked yet, or cleared). */
export const CHECK_IN_STATUSES = [...CHECK_IN_MARKS, 'none'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

export const CHECK_IN_PARAM = `status must be one of ${CHECK_IN_STATUSES.join(', ')}`;

export function isCheckInStatus(value: unknown): value is CheckInStatus {
  return (CHECK_IN_STATUSES as readonly unknown[]).includes(value);
}
