import { formatLocalDay, formatNearDateTime, mailtoHref } from './format';

describe('formatNearDateTime', () => {
  const now = new Date(2026, 10, 24, 9, 0);

  it('shows only the time for an instant later today', () => {
    expect(formatNearDateTime(new Date(2026, 10, 24, 9, 30), now)).toBe('09:30');
  });

  it('adds the day for another day, and is empty for nothing or garbage', () => {
    expect(formatNearDateTime(new Date(2026, 10, 25, 0, 15), now)).toBe('25 Nov, 00:15');
    expect(formatNearDateTime(undefined, now)).toBe('');
    expect(formatNearDateTime('not a date', now)).toBe('');
  });
});

describe('formatLocalDay', () => {
  it('shows the day of an instant in the local zone', () => {
    expect(formatLocalDay(new Date(2026, 10, 21, 8, 15))).toBe('21 Nov 2026');
    expect(formatLocalDay(null)).toBe('');
  });
});

describe('mailtoHref', () => {
  it('encodes the address so that a stored ?bcc= adds no recipient', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(mailtoHref('a?bcc=attacker@evil.example')).toBe(
      'mailto:a%3Fbcc%3Dattacker@evil.example',
    );
  });
});
