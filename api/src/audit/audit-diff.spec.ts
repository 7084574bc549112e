import { Types } from 'mongoose';
import { changes, snapshot } from './audit-diff';

describe('audit snapshots', () => {
  it('keeps plain JSON and drops secrets at any depth', () => {
    const id = new Types.ObjectId();
    const shot = snapshot({
      _id: id,
      email: 'a@example.com',
      passwordHash: '$argon2id$x',
      manageTokenHash: 'abc',
      clientKey: 'k',
      tokenVersion: 3,
      payment: { status: 'pending', checkoutUrl: 'https://pay', clientSecret: 's', amount: 100 },
      at: new Date('2026-01-02T03:04:05.000Z'),
      __v: 0,
    });
    expect(shot).toEqual({
      _id: id.toHexString(),
      email: 'a@example.com',
      payment: { status: 'pending', amount: 100 },
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('is null for nothing', () => {
    expect(snapshot(null)).toBeNull();
    expect(snapshot(undefined)).toBeNull();
  });
});

describe('audit changes', () => {
  it('keeps only the fields that changed, nested ones field by field', () => {
    expect(
      changes(
        { title: 'A', price: 10, tags: ['x'], payment: { status: 'pending', amount: 5 } },
        { title: 'A', price: 12, tags: ['x', 'y'], payment: { status: 'paid', amount: 5 } },
      ),
    ).toEqual({
      before: { price: 10, tags: ['x'], payment: { status: 'pending' } },
      after: { price: 12, tags: ['x', 'y'], payment: { status: 'paid' } },
    });
  });

  it('shows a field that appears or goes as null on the other side', () => {
    expect(changes({ a: 1 }, { b: 2 })).toEqual({
      before: { a: 1, b: null },
      after: { a: null, b: 2 },
    });
  });

  it('keeps whole snapshots for a creation or a deletion', () => {
    expect(changes(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changes({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });
});
