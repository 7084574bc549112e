import { Types } from 'mongoose';
import { HoldAsk, holdAsks, holdRefusal, holdShareTaken, TOO_MANY_HOLDS } from './hold-limits';

const limits = { seatsPerClient: 20, seatsPerAddress: 10, slotSharePercent: 50, staysPerClient: 2 };
const holder = new Types.ObjectId();
const tour = {
  kind: 'seats' as const,
  count: 3,
  clientKey: 'k1',
  email: ' Ana@Example.com',
  slot: { key: 'd|2026-12-01|10:00', capacity: 21 },
  holder,
};

describe('holdAsks', () => {
  it("takes a tour's seats of its client's, its address's and its time's share", () => {
    expect(holdAsks(limits, tour)).toEqual([
      expect.objectContaining({
        bound: 'client',
        scope: 'hold-seats|client|k1',
        cap: 20,
        count: 3,
      }),
      expect.objectContaining({
        bound: 'address',
        scope: 'hold-seats|address|ana@example.com',
        cap: 10,
        count: 3,
      }),
      // Half of 21 seats, rounded down.
      expect.objectContaining({ bound: 'share', scope: 'hold-share|d|2026-12-01|10:00', cap: 10 }),
    ]);
  });

  it('leaves the share out at 100 % and while a verified owner pays', () => {
    const bounds = (asks: { bound: string }[]) => asks.map((ask) => ask.bound);
    expect(bounds(holdAsks({ ...limits, slotSharePercent: 100 }, tour))).toEqual([
      'client',
      'address',
    ]);
    expect(bounds(holdAsks(limits, { ...tour, ownerPaying: true }))).toEqual(['client', 'address']);
  });

  it('counts a stay once, against the stays per client', () => {
    const asks = holdAsks(limits, { ...tour, kind: 'stays', count: 1, slot: undefined });
    expect(asks.map(({ scope, cap, count }) => ({ scope, cap, count }))).toEqual([
      { scope: 'hold-stays|client|k1', cap: 2, count: 1 },
      { scope: 'hold-stays|address|ana@example.com', cap: 2, count: 1 },
    ]);
  });
});

describe('holdRefusal', () => {
  it("refuses a party past its places with 429, a time's share with 409 and what is left", () => {
    const [client, , share] = holdAsks(limits, tour) as [HoldAsk, HoldAsk, HoldAsk];
    expect(holdRefusal(client, 0).getStatus()).toBe(429);
    expect(holdRefusal(client, 0).message).toBe(TOO_MANY_HOLDS);
    expect(holdRefusal(share, 2).getStatus()).toBe(409);
    expect(holdRefusal(share, 2).message).toBe(holdShareTaken(2));
  });
});
