import { keysLabel, validateReseller } from './reseller-values';

describe('reseller values', () => {
  it('needs a name and an email address', () => {
    expect(validateReseller({ name: ' ', email: 'x' }).errors).toEqual({
      name: 'Reseller name must be 1 to 100 characters',
      email: 'Please enter a valid email',
    });
    expect(validateReseller({ name: 'Lisbon Tours', email: 'a@b.example' }).errors).toEqual({});
  });

  it('counts only the keys not revoked', () => {
    expect(keysLabel({ keys: [{}, { revokedAt: '2030-01-01T00:00:00Z' }] })).toBe('1 key');
    expect(keysLabel({ keys: [] })).toBe('0 keys');
  });
});
