/** A booking as the catalog's guards count it: where it is, and how many places (tickets, nights) it holds. */
export interface Held {
  /** A tour's date, a stay's check-in. */
  date: string;
  /** A tour's time; a stay's check-out. */
  until: string;
  places: number;
}

/** The bookings of one date and time (of a stay: one stay's dates), summed. */
export interface HeldAt {
  date: string;
  until: string;
  bookings: number;
  places: number;
}

/** Bookings grouped by their date and time, in date and time order. */
export function heldAt(bookings: Held[]): HeldAt[] {
  const groups = new Map<string, HeldAt>();
  for (const b of bookings) {
    const key = `${b.date} ${b.until}`;
    const group = groups.get(key) ?? { date: b.date, until: b.until, bookings: 0, places: 0 };
    group.bookings++;
    group.places += b.places;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    `${a.date} ${a.until}`.localeCompare(`${b.date} ${b.until}`),
  );
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How a kind of booking is named in the messages. */
export interface PlaceWords {
  record: string;
  place: string;
  /** '2026-12-01 at 09:00' or '2026-12-01 to 2026-12-04'. */
  when(group: Pick<HeldAt, 'date' | 'until'>): string;
  /** What the admin can do besides cancelling them all. */
  otherwise: string;
}

export const TOUR_WORDS: PlaceWords = {
  record: 'This tour',
  place: 'ticket',
  when: (g) => `${g.date} at ${g.until}`,
  otherwise:
    'Cancel them all and delete (each visitor is mailed and refunded), or first move or cancel them on the Tour times screen.',
};

export const STAY_WORDS: PlaceWords = {
  record: 'This stay offer',
  place: 'night',
  when: (g) => `${g.date} to ${g.until}`,
  otherwise: 'Cancel them all and delete (each visitor is mailed and refunded).',
};

function groupLine(group: HeldAt, words: PlaceWords): string {
  return `${words.when(group)} (${count(group.bookings, 'booking')}, ${count(group.places, words.place)})`;
}

/** The refusal of a delete: how many bookings, places and dates, each date named. */
export function deleteRefusal(bookings: Held[], words: PlaceWords): string {
  const groups = heldAt(bookings);
  const places = bookings.reduce((sum, b) => sum + b.places, 0);
  const dates = new Set(groups.map((g) => g.date)).size;
  return (
    `${words.record} has ${count(bookings.length, 'live booking')} (${count(places, words.place)}) ` +
    `on ${count(dates, 'date')}: ${groups.map((g) => groupLine(g, words)).join(', ')}. ` +
    `Nothing was deleted. ${words.otherwise}`
  );
}

/** The refusal of an edit removing tour times that hold bookings. */
export function removedTimesRefusal(groups: HeldAt[]): string {
  return (
    `These tour times hold bookings: ${groups.map((g) => groupLine(g, TOUR_WORDS)).join(', ')}. ` +
    'Nothing was saved. Move or cancel them first on the Tour times screen, then remove the time.'
  );
}

/** The refusal of a cut of seats below what future times hold. */
export function oversoldRefusal(groups: HeldAt[], capacity: number): string {
  const times = groups.map((g) => `${TOUR_WORDS.when(g)} (${count(g.places, 'seat')} sold)`);
  return (
    `These tour times would be oversold with ${count(capacity, 'seat')} per time: ${times.join(', ')}. ` +
    'Nothing was saved. Confirm to save anyway: nothing is cancelled, and those times show sold out.'
  );
}

/**
 * The refusal of a time-zone change while live bookings hold future dates: each keeps the wall-clock time
 * it was sold at in the old zone, so new bookings at the same times would be other instants in one slot.
 */
export function zoneChangeRefusal(bookings: Held[], words: PlaceWords, zone: string): string {
  const groups = heldAt(bookings);
  return (
    `${words.record} has ${count(bookings.length, 'live booking')} on ${zone} time: ` +
    `${groups.map((g) => groupLine(g, words)).join(', ')}. Nothing was saved. ` +
    'Its time zone can change once no live booking holds a future date (cancel or let them pass first).'
  );
}

/** The refusal of a schedule's seats cut below what some dates' times hold, each with its new seats. */
export function datesOversoldRefusal(
  oversold: { date: string; time: string; places: number; capacity: number }[],
): string {
  const times = oversold.map(
    (o) =>
      `${o.date} at ${o.time} (${count(o.places, 'seat')} sold, ${count(o.capacity, 'seat')} left per time)`,
  );
  return (
    `These tour times would be oversold: ${times.join(', ')}. ` +
    'Nothing was saved. Confirm to save anyway: nothing is cancelled, and those times show sold out.'
  );
}
