import { Types } from 'mongoose';
import { CLAIM_GRACE_MS, Claim, partitionClaims } from './claims';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const booked = new Types.ObjectId();
const gone = new Types.ObjectId();

function claim(bookingId: Types.ObjectId, ageMs: number, expiresInMs?: number): Claim {
  return {
    _id: new Types.ObjectId(),
    bookingId,
    claimedAt: new Date(NOW - ageMs),
    ...(expiresInMs === undefined ? {} : { expiresAt: new Date(NOW + expiresInMs) }),
  };
}

describe('partitionClaims', () => {
  const holding = jest.fn(async (ids: Types.ObjectId[]) => {
    return new Set(ids.filter((id) => id.equals(booked)).map(String));
  });
  beforeEach(() => holding.mockClear());

  it('leaves young claims alone without asking: their booking may be in flight', async () => {
    const claims = [claim(gone, 1000), claim(gone, 1000, 60_000)];
    const { live, abandoned } = await partitionClaims(claims, holding, NOW);
    expect(live).toHaveLength(2);
    expect(abandoned).toHaveLength(0);
    expect(holding).not.toHaveBeenCalled();
  });

  it('abandons old claims whose booking no longer holds them', async () => {
    const claims = [claim(booked, CLAIM_GRACE_MS + 1), claim(gone, CLAIM_GRACE_MS + 1)];
    const { live, abandoned } = await partitionClaims(claims, holding, NOW);
    expect(live.map((c) => c.bookingId)).toEqual([booked]);
    expect(abandoned.map((c) => c.bookingId)).toEqual([gone]);
  });

  it('checks a lapsed hold at once, however young the claim, and keeps it once confirmed', async () => {
    const claims = [claim(gone, 1000, -1), claim(booked, 1000, -1)];
    const { live, abandoned } = await partitionClaims(claims, holding, NOW);
    expect(holding).toHaveBeenCalledTimes(1);
    expect(live.map((c) => c.bookingId)).toEqual([booked]);
    expect(abandoned.map((c) => c.bookingId)).toEqual([gone]);
  });
});
