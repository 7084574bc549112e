import { hasStarted } from './tour-start';

describe('hasStarted', () => {
  const now = Date.parse('2026-11-24T17:08:00Z');

  it('reads the date and time as UTC for a tour without a zone', () => {
    expect(hasStarted('2026-11-24', '09:00', undefined, now)).toBe(true);
    expect(hasStarted('2026-11-24', '17:08', 'UTC', now)).toBe(true);
    expect(hasStarted('2026-11-24', '17:09', 'UTC', now)).toBe(false);
    expect(hasStarted('2026-11-25', '00:00', 'UTC', now)).toBe(false);
  });

  it('reads them on the tour’s own clock', () => {
    // 17:08 UTC is 06:08 the next morning in Auckland and 09:08 in Los Angeles.
    expect(hasStarted('2026-11-25', '06:00', 'Pacific/Auckland', now)).toBe(true);
    expect(hasStarted('2026-11-25', '09:00', 'Pacific/Auckland', now)).toBe(false);
    expect(hasStarted('2026-11-24', '09:00', 'America/Los_Angeles', now)).toBe(true);
    expect(hasStarted('2026-11-24', '10:00', 'America/Los_Angeles', now)).toBe(false);
  });

  it('says nothing of a date not chosen yet', () => {
    expect(hasStarted('', '09:00', 'UTC', now)).toBe(false);
  });
});
