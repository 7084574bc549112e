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

  it('leaves other URLs alone', () => {
    expect(redactRequest({ url: '/api/destination?page=2', method: 'GET' })).toEqual({
      url: '/api/destination?page=2',
      method: 'GET',
    });
  });
});
