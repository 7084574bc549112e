import { isTimeZone, offsetAt, wallClock, zonedInstant, zoneLabel } from './zoned-time';

const at = (date: string, time: string, zone: string) =>
  zonedInstant(date, time, zone)?.toISOString();

describe('zoned time', () => {
  it('reads a wall-clock time in its zone', () => {
    expect(at('2026-12-09', '09:00', 'UTC')).toBe('2026-12-09T09:00:00.000Z');
    expect(at('2026-12-09', '09:00', 'Pacific/Auckland')).toBe('2026-12-08T20:00:00.000Z'); // NZDT +13
    expect(at('2026-07-09', '09:00', 'Pacific/Auckland')).toBe('2026-07-08T21:00:00.000Z'); // NZST +12
    expect(at('2026-12-09', '09:00', 'America/Los_Angeles')).toBe('2026-12-09T17:00:00.000Z');
    expect(at('2026-07-09', '09:00', 'Asia/Kolkata')).toBe('2026-07-09T03:30:00.000Z');
  });

  it('keeps 09:00 at 09:00 local on both sides of a daylight-saving change', () => {
    // Lisbon springs forward on 2027-03-28 (WET +0 -> WEST +1) and falls back on 2027-10-31.
    expect(at('2027-03-27', '09:00', 'Europe/Lisbon')).toBe('2027-03-27T09:00:00.000Z');
    expect(at('2027-03-28', '09:00', 'Europe/Lisbon')).toBe('2027-03-28T08:00:00.000Z');
    expect(at('2027-10-30', '09:00', 'Europe/Lisbon')).toBe('2027-10-30T08:00:00.000Z');
    expect(at('2027-10-31', '09:00', 'Europe/Lisbon')).toBe('2027-10-31T09:00:00.000Z');
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    // 01:00 -> 02:00 in Lisbon; 02:00 -> 03:00 in Los Angeles (2027-03-14); 02:00 -> 03:00 in Auckland (2026-09-27).
    expect(at('2027-03-28', '01:30', 'Europe/Lisbon')).toBe('2027-03-28T01:30:00.000Z'); // 02:30 WEST
    expect(
      wallClock(zonedInstant('2027-03-28', '01:30', 'Europe/Lisbon')!, 'Europe/Lisbon'),
    ).toEqual({
      date: '2027-03-28',
      time: '02:30',
    });
    expect(at('2027-03-14', '02:15', 'America/Los_Angeles')).toBe('2027-03-14T10:15:00.000Z'); // 03:15 PDT
    expect(at('2026-09-27', '02:00', 'Pacific/Auckland')).toBe('2026-09-26T14:00:00.000Z'); // 03:00 NZDT
  });

  it('takes the earlier of the two instants of a time in the fall-back overlap', () => {
    // Lisbon 02:00 -> 01:00 on 2027-10-31: 01:30 is first WEST (00:30Z), then WET (01:30Z).
    expect(at('2027-10-31', '01:30', 'Europe/Lisbon')).toBe('2027-10-31T00:30:00.000Z');
    // Los Angeles 2027-11-07: 01:30 PDT (08:30Z) before 01:30 PST (09:30Z).
    expect(at('2027-11-07', '01:30', 'America/Los_Angeles')).toBe('2027-11-07T08:30:00.000Z');
    // Auckland 2027-04-04, 03:00 -> 02:00: 02:30 NZDT (2027-04-03T13:30Z) first.
    expect(at('2027-04-04', '02:30', 'Pacific/Auckland')).toBe('2027-04-03T13:30:00.000Z');
  });

  it('gives the wall clock of an instant and the offset', () => {
    expect(wallClock(new Date('2026-12-08T20:00:00Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-12-09',
      time: '09:00',
    });
    expect(offsetAt(Date.parse('2026-12-08T20:00:00Z'), 'Pacific/Auckland')).toBe(13 * 3_600_000);
  });

  it('refuses what is not a date and time', () => {
    expect(zonedInstant('2026-12-9', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-09', '24:00', 'UTC')).toBeNull();
  });

  it('knows IANA names in their exact spelling', () => {
    for (const name of [
      'UTC',
      'Europe/Lisbon',
      'Pacific/Auckland',
      'America/Argentina/Salta',
      'Europe/Kyiv',
    ])
      expect(isTimeZone(name)).toBe(true);
    for (const name of [
      '',
      'europe/lisbon',
      'Europe/LISBON',
      'Mars/Olympus',
      'CET',
      '+01:00',
      'utc',
      42,
    ])
      expect(isTimeZone(name)).toBe(false);
  });

  it('names a zone for people', () => {
    expect(zoneLabel('Europe/Lisbon')).toBe('Lisbon time');
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles time');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
