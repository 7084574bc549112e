import { entryLabel, statusLabel, validateIssue } from './gift-card-values';

describe('issuing a gift card by hand', () => {
  it('takes 10 to 1000 with cents and an address', () => {
    expect(
      validateIssue({ amount: '25,50', recipientEmail: 'a@example.com', message: '' }).errors,
    ).toEqual({});
  });

  it('says what the API would refuse', () => {
    expect(validateIssue({ amount: '5', recipientEmail: 'nope', message: '' }).errors).toEqual({
      amount: 'The amount must be from 10 to 1000',
      recipientEmail: 'Please enter a valid email address',
    });
    expect(
      validateIssue({ amount: '12.345', recipientEmail: 'a@example.com', message: '' }).errors,
    ).toEqual({ amount: 'The amount must have at most 2 decimals' });
  });

  it('names statuses and ledger entries for people', () => {
    expect(statusLabel({ status: 'voided' })).toBe('Void');
    expect(entryLabel({ kind: 'refund' })).toBe('Refunded (booking cancelled)');
  });
});
