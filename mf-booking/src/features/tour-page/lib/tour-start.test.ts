import { hasStarted } from './tour-start';

describe('hasStarted', () => {
  const now = Date.parse('2026-11-24T17:08:00Z');

  it('reads the date and time as UTC', () => {
    expect(hasStarted('2026-11-24', '09:00', now)).toBe(true);
    expect(hasStarted('2026-11-24', '17:08', now)).toBe(true);
    expect(hasStarted('2026-11-24', '17:09', now)).toBe(false);
    expect(hasStarted('2026-11-25', '00:00', now)).toBe(false);
  });

  it('says nothing of a date not chosen yet', () => {
    expect(hasStarted('', '09:00', now)).toBe(false);
  });
});
