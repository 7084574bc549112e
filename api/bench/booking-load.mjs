// What the booking benchmark posts: one-to-three-ticket bookings spread over the demo destinations, the
// next 30 days and each destination's tour times, with one request in five aimed at three "hot" slots
// (the first destination's first three times) so that concurrent claims on the same seats (and sold-out
// answers) are part of the load. Bookings are anonymous, so each is a hold: holds claim seats just as
// confirmed bookings do.
const DAYS = 30;
const HOT_SHARE = Number(process.env.BENCH_HOT_SHARE ?? 0.2);
const MS_PER_DAY = 86_400_000;

const day = (offset) => new Date(Date.now() + offset * MS_PER_DAY).toISOString().slice(0, 10);
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** autocannon request definitions; `destinations` are `{ _id, CostPerPerson, tourTimes }` of the demo content. */
export function tourBookingRequests({ destinations }) {
  let n = 0;
  return [
    {
      setupRequest(request) {
        const hot = Math.random() < HOT_SHARE;
        const destination = hot ? destinations[0] : pick(destinations);
        const tickets = 1 + Math.floor(Math.random() * 3);
        const body = {
          destinationId: destination._id,
          date: hot ? day(1) : day(1 + Math.floor(Math.random() * DAYS)),
          time: hot ? pick(destination.tourTimes.slice(0, 3)) : pick(destination.tourTimes),
          tickets,
          cost: Math.round(destination.CostPerPerson * tickets * 100) / 100,
          name: `Bench visitor ${++n}`,
          // One address per booking: mails are limited per recipient and hour.
          email: `bench${n}@example.com`,
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
  ];
}
