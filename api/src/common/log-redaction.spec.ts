import { redactRequest, redactUrl } from './log-redaction';

describe('request log redaction', () => {
  it('keeps the tokens of manage, verify and reset links out of the log', () => {
    expect(redactUrl('/api/bookings/manage?ref=TB-7K3Q9X&token=abc_DEF-123')).toBe(
      '/api/bookings/manage?ref=TB-7K3Q9X&token=[Redacted]',
    );
    expect(redactUrl('/api/auth/verify-email?token=s3cret')).toBe(
      '/api/auth/verify-email?token=[Redacted]',
    );
    expect(redactUrl('/reset-password?TOKEN=s3cret#x')).toBe('/reset-password?TOKEN=[Redacted]#x');
  });

  it('keeps the tokens out of the parsed query too, without changing the request the route reads', () => {
    const query = { ref: 'TB-7K3Q9X', token: 'abc_DEF-123' };
    const logged = redactRequest({
      url: '/api/bookings/manage?ref=TB-7K3Q9X&token=abc_DEF-123',
      query,
    });
    expect(logged.query).toEqual({ ref: 'TB-7K3Q9X', token: '[Redacted]' });
    expect(query.token).toBe('abc_DEF-123');
    expect(redactRequest({ query: { Token: ['a', 'b'], page: '2' } }).query).toEqual({
      Token: '[Redacted]',
      page: '2',
    });
  });

  it('leaves other URLs alone', () => {
    expect(redactRequest({ url: '/api/destination?page=2', method: 'GET' })).toEqual({
      url: '/api/destination?page=2',
      method: 'GET',
    });
  });
});
