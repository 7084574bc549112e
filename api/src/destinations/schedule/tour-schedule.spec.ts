import {
  bookingClosesAt,
  capacityOn,
  cutoffLabel,
  editEffects,
  readTourSchedule,
  scheduleOn,
  ScheduledTour,
  TourSchedule,
  WeekTimes,
} from './tour-schedule';

const week = (times: string[], weekend: string[] = times): WeekTimes => ({
  mon: times,
  tue: times,
  wed: times,
  thu: times,
  fri: times,
  sat: weekend,
  sun: weekend,
});

function read(value: unknown): TourSchedule {
  const reading = readTourSchedule(value);
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.schedule;
}

const plain: ScheduledTour = { tourTimes: ['09:00', '13:00'], capacityPerSlot: 12 };

const boats: ScheduledTour = {
  tourTimes: ['09:00', '13:00'],
  capacityPerSlot: 12,
  schedule: read({
    weekdays: week(['10:00', '14:00'], []),
    seasons: [
      {
        name: 'Summer',
        from: '06-01',
        to: '09-30',
        yearly: true,
        weekdays: week(['09:00', '11:00', '16:00']),
      },
      { name: 'Winter', from: '11-01', to: '02-28', yearly: true, weekdays: week(['10:00']) },
      { name: 'Festival', from: '2026-10-10', to: '2026-10-12', weekdays: week(['20:00']) },
    ],
    closed: [
      { from: '12-24', to: '12-26', yearly: true, note: 'Christmas' },
      { from: '2026-10-20', to: '2026-10-21' },
    ],
    capacities: [{ date: '2026-07-15', capacity: 6 }],
    cutoffMinutes: 120,
  }),
};

const timesOn = (tour: ScheduledTour, date: string) =>
  scheduleOn(tour, date).times.map((t) => t.time);

describe('tour schedule', () => {
  it('without a schedule: the tour times every day with capacityPerSlot seats (as before schedules)', () => {
    expect(scheduleOn(plain, '2026-12-25')).toEqual({
      date: '2026-12-25',
      closed: false,
      times: [
        { time: '09:00', capacity: 12 },
        { time: '13:00', capacity: 12 },
      ],
    });
    expect(scheduleOn({ tourTimes: ['10:00'] }, '2026-01-01').times).toEqual([
      { time: '10:00', capacity: 20 },
    ]);
  });

  it('by weekday outside the seasons (2026-10-05 is a Monday, 2026-10-03 a Saturday)', () => {
    expect(timesOn(boats, '2026-10-05')).toEqual(['10:00', '14:00']);
    expect(timesOn(boats, '2026-10-03')).toEqual([]);
    expect(scheduleOn(boats, '2026-10-03').closed).toBe(false);
  });

  it('a season has its own times, every year, over the new year too', () => {
    expect(scheduleOn(boats, '2026-07-04')).toMatchObject({ season: 'Summer' });
    expect(timesOn(boats, '2026-07-04')).toEqual(['09:00', '11:00', '16:00']);
    expect(timesOn(boats, '2031-06-01')).toEqual(['09:00', '11:00', '16:00']);
    expect(timesOn(boats, '2027-01-15')).toEqual(['10:00']);
    expect(timesOn(boats, '2026-11-01')).toEqual(['10:00']);
    expect(timesOn(boats, '2026-10-11')).toEqual(['20:00']);
    expect(timesOn(boats, '2027-10-11')).toEqual(['10:00', '14:00']);
  });

  it('closed dates and ranges have no times, a yearly one every year', () => {
    expect(scheduleOn(boats, '2026-12-25')).toEqual({
      date: '2026-12-25',
      closed: true,
      times: [],
    });
    expect(scheduleOn(boats, '2030-12-24').closed).toBe(true);
    expect(scheduleOn(boats, '2026-10-21').closed).toBe(true);
    expect(scheduleOn(boats, '2026-10-22').closed).toBe(false);
  });

  it('a date capacity changes the seats of that date only', () => {
    expect(scheduleOn(boats, '2026-07-15').times.map((t) => t.capacity)).toEqual([6, 6, 6]);
    expect(capacityOn(boats, '2026-07-15')).toBe(6);
    expect(capacityOn(boats, '2026-07-16')).toBe(12);
  });

  it('the cutoff counts back from the start on the tour clock, across daylight saving (Lisbon)', () => {
    // 2026-03-29: Lisbon springs forward 01:00 -> 02:00 (WET to WEST).
    expect(bookingClosesAt(boats, '2026-03-28', '09:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    expect(bookingClosesAt(boats, '2026-03-29', '09:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    // A time in the gap is moved on by the gap (01:30 -> 02:30 WEST), then two hours back.
    expect(bookingClosesAt(boats, '2026-03-29', '01:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-28T23:30:00.000Z',
    );
  });

  it('the cutoff across daylight saving (Los Angeles), and no cutoff without a schedule', () => {
    // 2026-03-08: spring forward (PST to PDT); 2026-11-01: fall back, 01:30 is the first (PDT) one.
    expect(bookingClosesAt(boats, '2026-03-07', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    expect(bookingClosesAt(boats, '2026-03-08', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(bookingClosesAt(boats, '2026-11-01', '01:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
    expect(bookingClosesAt(plain, '2026-03-08', '09:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });

  it('the weekday of a daylight-saving day is its calendar weekday, times unchanged', () => {
    // 2026-03-29 is a Sunday (no weekend tours outside seasons); 2026-03-30 a Monday.
    expect(timesOn(boats, '2026-03-29')).toEqual([]);
    expect(timesOn(boats, '2026-03-30')).toEqual(['10:00', '14:00']);
  });

  it('names cutoffs in words', () => {
    expect(cutoffLabel(120)).toBe('2 hours');
    expect(cutoffLabel(90)).toBe('1 hour 30 minutes');
    expect(cutoffLabel(45)).toBe('45 minutes');
    expect(cutoffLabel(60)).toBe('1 hour');
  });

  it('reads what an admin sends, normalised, and names what is wrong', () => {
    const schedule = read({
      weekdays: { mon: ['9:30', '08:00'] },
      capacities: [
        { date: '2026-05-02', capacity: 4 },
        { date: '2026-05-01', capacity: 0 },
      ],
    });
    expect(schedule.weekdays?.mon).toEqual(['08:00', '09:30']);
    expect(schedule.weekdays?.sun).toEqual([]);
    expect(schedule.capacities.map((c) => c.date)).toEqual(['2026-05-01', '2026-05-02']);
    expect(schedule.cutoffMinutes).toBe(0);
    const problem = (value: unknown) => {
      const reading = readTourSchedule(value);
      return 'problem' in reading ? reading.problem : null;
    };
    expect(problem('x')).toBe('Schedule must be an object');
    expect(problem({ weekdays: { monday: ['09:00'] } })).toMatch(/unknown weekday 'monday'/);
    expect(problem({ weekdays: { mon: ['25:00'] } })).toMatch(/mon must be up to 12 times/);
    expect(
      problem({ seasons: [{ name: '', from: '06-01', to: '09-30', yearly: true, weekdays: {} }] }),
    ).toBe('Season 1: a name is required');
    expect(problem({ closed: [{ from: '2026-12-26', to: '2026-12-24' }] })).toBe(
      'Closed dates 1: to must not be before from',
    );
    expect(problem({ closed: [{ from: '13-01', to: '13-02', yearly: true }] })).toMatch(
      /month-day/,
    );
    expect(problem({ capacities: [{ date: '2026-02-30', capacity: 3 }] })).toMatch(/date must be/);
    expect(problem({ capacities: [{ date: '2026-02-03', capacity: -1 }] })).toMatch(/at least 0/);
    expect(problem({ cutoffMinutes: 99999 })).toMatch(/cutoff/);
  });

  it('an edit strands booked times it stops running and oversells dates it cuts below what is sold', () => {
    const sold = [
      { date: '2026-10-05', time: '14:00', places: 3 },
      { date: '2026-10-06', time: '10:00', places: 8 },
      { date: '2026-10-07', time: '10:00', places: 2 },
    ];
    const after: ScheduledTour = {
      ...boats,
      schedule: {
        ...boats.schedule!,
        closed: [{ from: '2026-10-07', to: '2026-10-07' }],
        weekdays: week(['10:00'], []),
        capacities: [{ date: '2026-10-06', capacity: 5 }],
      },
    };
    expect(editEffects(boats, after, sold)).toEqual({
      stranded: [sold[0], sold[2]],
      oversold: [{ ...sold[1], capacity: 5 }],
    });
    expect(editEffects(boats, boats, sold)).toEqual({ stranded: [], oversold: [] });
  });
});
