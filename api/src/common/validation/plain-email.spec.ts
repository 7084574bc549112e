import { isPlainEmail } from './plain-email';

describe('isPlainEmail', () => {
  it('takes the addresses people have', () => {
    expect(isPlainEmail('ann.lee+trips@example.co.uk')).toBe(true);
  });

  it('refuses what would add to a mailto: link', () => {
    expect(isPlainEmail('a?bcc=attacker@evil.example')).toBe(false);
    expect(isPlainEmail('a&cc=x@example.com')).toBe(false);
    expect(isPlainEmail('a%3Fbcc@example.com')).toBe(false);
  });
});
