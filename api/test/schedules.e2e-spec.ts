import { Types } from 'mongoose';
import { wallClock, zonedInstant } from '../src/common/time-zones/zoned-time';
import { WEEKDAYS, WeekTimes } from '../src/destinations/schedule/tour-schedule';
import { MailCatcher } from './utils/mail-catcher';
import { inDays, insertDestination } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOT_A_TOUR_TIME = 'Please choose one of the tour times';
const NO_TOUR = 'This tour does not run on this date. Please choose another date.';

/** The weekday key of a calendar date. */
const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';

/** The same times every weekday, or only on `only`'s weekday. */
function week(times: string[], only?: string): WeekTimes {
  const onDay = only ? weekdayOf(only) : null;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, onDay === null || day === onDay ? times : []]),
  ) as WeekTimes;
}

/** The next change of Lisbon's clocks (the last Sunday of March or October) at least two days ahead. */
function nextLisbonChange(): string {
  const soonest = Date.now() + 2 * DAY;
  const year = new Date().getUTCFullYear();
  const lastSundays = [year, year + 1].flatMap((y) =>
    [2, 9].map((month) => {
      const last = new Date(Date.UTC(y, month + 1, 0));
      return new Date(last.getTime() - last.getUTCDay() * DAY);
    }),
  );
  return lastSundays
    .find((day) => day.getTime() > soonest)!
    .toISOString()
    .slice(0, 10);
}

describe('schedules: which times a tour runs on a date, with what seats, until when', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({ signIn: 'admin', mail: catcher });
  let visitors = 0;

  const edit = (id: string, fields: Record<string, string>) => {
    const req = t.http
      .patch(`/api/updateDestination/${id}`)
      .set('Authorization', `Bearer ${t.token}`);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req;
  };
  const setSchedule = (id: string, schedule: unknown, extra: Record<string, string> = {}) =>
    edit(id, { schedule: JSON.stringify(schedule), ...extra });
  const book = (destinationId: string, date: string, time: string, tickets = 1) =>
    t.http.post('/api/booking').send({
      destinationId,
      date,
      time,
      tickets,
      cost: 45.5 * tickets,
      name: 'Ana Lima',
      email: `schedule${++visitors}@example.com`,
    });
  const availability = async (id: string, date: string) =>
    (await t.http.get(`/api/destination/${id}/availability`).query({ date }).expect(200)).body as {
      slots: { time: string; capacity: number; left: number; bookingClosesAt?: string }[];
      closedDate?: boolean;
    };
  const timesOn = async (id: string, date: string) =>
    (await availability(id, date)).slots.map((s) => s.time);

  it('without a schedule a tour runs its times every day, as before', async () => {
    const id = await insertDestination(t.connection, { tourTimes: ['09:30', '14:00'] });
    for (const days of [8, 9, 10, 11, 12, 13, 14]) {
      expect(await timesOn(id, inDays(days))).toEqual(['09:30', '14:00']);
    }
    const day = await availability(id, inDays(8));
    expect(day.closedDate).toBeUndefined();
    expect(day.slots[0]).toMatchObject({ capacity: 20, left: 20 });
    // Without a cutoff the answer is as before schedules: bookings close at the start.
    expect(day.slots[0]).toEqual({ time: '09:30', capacity: 20, left: 20 });
  });

  it('runs the weekday times: another weekday has none, and a booking there is refused', async () => {
    const id = await insertDestination(t.connection);
    const day = inDays(10);
    const other = inDays(11);
    await setSchedule(id, { weekdays: week(['10:00', '15:00'], day) }).expect(200);
    expect(await timesOn(id, day)).toEqual(['10:00', '15:00']);
    expect(await timesOn(id, other)).toEqual([]);
    await book(id, day, '10:00').expect(201);
    expect((await book(id, day, '09:30').expect(400)).body.message).toBe(NOT_A_TOUR_TIME);
    expect((await book(id, other, '10:00').expect(400)).body.message).toBe(NO_TOUR);
    // Stored normalised, shown on the destination, and the edit audited like any catalog edit.
    const shown = (await t.http.get(`/api/destination/${id}`).expect(200)).body;
    expect(shown.schedule.weekdays[weekdayOf(day)]).toEqual(['10:00', '15:00']);
    expect(shown.schedule).toMatchObject({
      seasons: [],
      closed: [],
      capacities: [],
      cutoffMinutes: 0,
    });
    const audit = await t.connection
      .collection('audit_entries')
      .find({ kind: 'destination', record: id, action: 'updated' })
      .toArray();
    expect(audit.length).toBeGreaterThan(0);
    // The sitemap's lastmod of the tour page moves with the schedule.
    const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(new Date(shown.updatedAt as string).toISOString());
  });

  it('runs a season’s own times on its dates, the weekday times around it', async () => {
    const id = await insertDestination(t.connection);
    await setSchedule(id, {
      weekdays: week(['10:00']),
      seasons: [
        {
          name: 'Summer',
          from: inDays(20),
          to: inDays(25),
          weekdays: week(['09:00', '11:00', '16:00']),
        },
      ],
    }).expect(200);
    expect(await timesOn(id, inDays(19))).toEqual(['10:00']);
    expect(await timesOn(id, inDays(20))).toEqual(['09:00', '11:00', '16:00']);
    expect(await timesOn(id, inDays(25))).toEqual(['09:00', '11:00', '16:00']);
    expect(await timesOn(id, inDays(26))).toEqual(['10:00']);
    await book(id, inDays(22), '16:00').expect(201);
    expect((await book(id, inDays(22), '10:00').expect(400)).body.message).toBe(NOT_A_TOUR_TIME);
    // Dropping the season would strand that booking: refused.
    const md = inDays(30).slice(5);
    const yearly = {
      seasons: [{ name: 'Winter', from: md, to: md, yearly: true, weekdays: week(['12:00']) }],
    };
    const refused = await setSchedule(id, yearly).expect(409);
    expect(refused.body.message).toContain(`${inDays(22)} at 16:00 (1 booking, 1 ticket)`);
    // A yearly season's month-days hold every year.
    const other = await insertDestination(t.connection);
    await setSchedule(other, yearly).expect(200);
    expect(await timesOn(other, inDays(30))).toEqual(['12:00']);
    expect(await timesOn(other, inDays(31))).toEqual(['09:30', '10:00', '14:00', '15:00']);
  });

  it('has no time on a closed date or range; the waitlist refuses it too', async () => {
    const id = await insertDestination(t.connection);
    await setSchedule(id, {
      closed: [{ from: inDays(12), to: inDays(13), note: 'Harbour closed' }],
    }).expect(200);
    const closed = await availability(id, inDays(12));
    expect(closed).toMatchObject({ closedDate: true, slots: [] });
    expect(await timesOn(id, inDays(13))).toEqual([]);
    expect(await timesOn(id, inDays(14))).toEqual(['09:30', '10:00', '14:00', '15:00']);
    expect((await book(id, inDays(12), '09:30').expect(400)).body.message).toBe(NO_TOUR);
    const joined = await t.http
      .post(`/api/destination/${id}/waitlist`)
      .send({ date: inDays(13), time: '09:30', tickets: 1, name: 'Ana', email: 'w@example.com' });
    expect(joined.status).toBe(400);
    expect(joined.body.message).toBe(NO_TOUR);
  });

  it('takes a date’s own seats: fewer on that date only', async () => {
    const id = await insertDestination(t.connection, { capacityPerSlot: 10 });
    await setSchedule(id, { capacities: [{ date: inDays(9), capacity: 3 }] }).expect(200);
    const small = await availability(id, inDays(9));
    expect(small.slots.map((s) => [s.capacity, s.left])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
      [3, 3],
    ]);
    expect((await availability(id, inDays(10))).slots[0]).toMatchObject({ capacity: 10, left: 10 });
    await book(id, inDays(9), '09:30', 2).expect(201);
    await book(id, inDays(9), '09:30', 2).expect(409);
    await book(id, inDays(9), '09:30', 1).expect(201);
    expect((await availability(id, inDays(9))).slots[0]).toMatchObject({ left: 0 });
    await book(id, inDays(10), '09:30', 5).expect(201);
  });

  it('closes bookings the cutoff before the start, on the tour’s clock', async () => {
    const zone = 'America/Los_Angeles';
    // Round to a minute in the tour's zone, 90 minutes and 4 hours away.
    const soon = wallClock(new Date(Date.now() + 90 * 60_000), zone);
    const later = wallClock(new Date(Date.now() + 4 * HOUR), zone);
    const id = await insertDestination(t.connection, {
      timeZone: zone,
      tourTimes: [...new Set([soon.time, later.time])].sort(),
    });
    await setSchedule(id, { cutoffMinutes: 120 }).expect(200);
    const refused = await book(id, soon.date, soon.time).expect(400);
    expect(refused.body.message).toBe(
      'Bookings for this tour close 2 hours before the start. Please choose a later time or date.',
    );
    await book(id, later.date, later.time).expect(201);
    const slot = (await availability(id, soon.date)).slots.find((s) => s.time === soon.time)!;
    expect(Date.parse(slot.bookingClosesAt ?? '')).toBe(
      zonedInstant(soon.date, soon.time, zone)!.getTime() - 2 * HOUR,
    );
  });

  it('keeps a 09:00 Lisbon time at 09:00 local on a daylight-saving day, its cutoff in elapsed hours', async () => {
    const change = nextLisbonChange();
    const dayBefore = new Date(Date.parse(change) - DAY).toISOString().slice(0, 10);
    const id = await insertDestination(t.connection, { timeZone: 'Europe/Lisbon' });
    await setSchedule(id, { weekdays: week(['09:00']), cutoffMinutes: 60 }).expect(200);
    const closes: number[] = [];
    for (const date of [dayBefore, change]) {
      const slot = (await availability(id, date)).slots[0]!;
      expect(slot.time).toBe('09:00');
      const start = zonedInstant(date, '09:00', 'Europe/Lisbon')!.getTime();
      expect(wallClock(new Date(start), 'Europe/Lisbon').time).toBe('09:00');
      expect(Date.parse(slot.bookingClosesAt ?? '')).toBe(start - HOUR);
      closes.push(Date.parse(slot.bookingClosesAt ?? ''));
    }
    // The clocks moved overnight: the two closings are 23 or 25 hours apart, not 24.
    expect(Math.abs(closes[1]! - closes[0]! - DAY)).toBe(HOUR);
    await book(id, change, '09:00').expect(201);
    expect((await book(id, change, '09:30').expect(400)).body.message).toBe(NOT_A_TOUR_TIME);
  });

  it('refuses edits that strand bookings, naming dates and counts, until the Tour times operations resolve them', async () => {
    const id = await insertDestination(t.connection, { capacityPerSlot: 10 });
    const date = inDays(15);
    await book(id, date, '10:00', 2).expect(201);
    await book(id, date, '10:00', 3).expect(201);
    // A closed date over the booked one.
    const closing = { closed: [{ from: date, to: date }] };
    const res = await setSchedule(id, closing, { confirmOversell: 'true' }).expect(409);
    expect(res.body.message).toBe(
      `These tour times hold bookings: ${date} at 10:00 (2 bookings, 5 tickets). Nothing was saved. ` +
        'Move or cancel them first on the Tour times screen, then remove the time.',
    );
    expect(res.body.code).toBe('TIMES_HOLD_BOOKINGS');
    // Weekday times without the booked time.
    await setSchedule(id, { weekdays: week(['09:30']) }).expect(409);
    // The date's seats below what is sold: refused unless confirmed.
    const cut = { capacities: [{ date, capacity: 4 }] };
    const oversold = await setSchedule(id, cut).expect(409);
    expect(oversold.body.code).toBe('WOULD_OVERSELL');
    expect(oversold.body.message).toBe(
      `These tour times would be oversold with 4 seats per time: ${date} at 10:00 (5 seats sold). ` +
        'Nothing was saved. Confirm to save anyway: nothing is cancelled, and those times show sold out.',
    );
    const stored = await t.connection
      .collection('destinations')
      .findOne({ _id: new Types.ObjectId(id) });
    expect(stored?.schedule).toBeUndefined();
    await setSchedule(id, cut, { confirmOversell: 'true' }).expect(200);
    expect((await availability(id, date)).slots[1]).toMatchObject({ time: '10:00', left: 0 });
    const listed = await t.http
      .get('/api/admin/tour-times/oversold')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date, time: '10:00', capacity: 4, sold: 5 }),
      ]),
    );
    // Resolved on the Tour times screen: the bookings moved to another day, then the date closes.
    await t.http
      .post('/api/admin/tour-times/move')
      .set('Authorization', `Bearer ${t.token}`)
      .send({ destinationId: id, date, time: '10:00', toDate: inDays(16), toTime: '10:00' })
      .expect(200);
    await setSchedule(id, { ...cut, ...closing }).expect(200);
    expect((await availability(id, date)).closedDate).toBe(true);
    // A move to a date the schedule closes is refused.
    const back = await t.http
      .post('/api/admin/tour-times/move')
      .set('Authorization', `Bearer ${t.token}`)
      .send({ destinationId: id, date: inDays(16), time: '10:00', toDate: date, toTime: '10:00' })
      .expect(400);
    expect(back.body.message).toBe('Please choose one of the tour times to move the bookings to');
  });

  it('refuses a malformed schedule with what is wrong, and a blank one removes it', async () => {
    const id = await insertDestination(t.connection);
    const bad = await edit(id, { schedule: '{nope' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Schedule must be a JSON object');
    const unnamed = await setSchedule(id, {
      seasons: [{ name: ' ', from: inDays(3), to: inDays(4), weekdays: week(['09:00']) }],
    }).expect(400);
    expect(JSON.stringify(unnamed.body)).toContain('Season 1: a name is required');
    const cutoff = await setSchedule(id, { cutoffMinutes: -5 }).expect(400);
    expect(JSON.stringify(cutoff.body)).toContain('booking cutoff');
    await setSchedule(id, { weekdays: week([]) }).expect(200);
    expect(await timesOn(id, inDays(9))).toEqual([]);
    await edit(id, { schedule: '' }).expect(200);
    expect(await timesOn(id, inDays(9))).toEqual(['09:30', '10:00', '14:00', '15:00']);
    const shown = (await t.http.get(`/api/destination/${id}`).expect(200)).body;
    expect(shown.schedule ?? null).toBeNull();
  });
});
