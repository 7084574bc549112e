import { Types } from 'mongoose';
import { HeldSeat, judgeSeats } from './seat-verdict';

const older = new Types.ObjectId('600000000000000000000001');
const me = new Types.ObjectId('600000000000000000000002');
const younger = new Types.ObjectId('600000000000000000000003');

function held(
  bookingId: Types.ObjectId,
  tickets: number | undefined,
  ...seats: number[]
): HeldSeat[] {
  return seats.map((seat) => ({
    _id: `s|${seat}`,
    seat,
    bookingId,
    tickets,
    claimedAt: new Date(),
  }));
}

const ask = (count: number, seen: number[], mine: number[] = []) => ({
  capacity: 4,
  count,
  bookingId: me,
  mine: new Set(mine),
  seen: new Set(seen),
});

describe('judgeSeats', () => {
  it('is full only by the seats of settled bookings, naming what is left', () => {
    const claims = [...held(older, 2, 0, 1), ...held(younger, 1, 2)];
    expect(judgeSeats(claims, ask(2, [0, 1, 2]))).toEqual({ kind: 'full', left: 1 });
    expect(
      judgeSeats([...claims, ...held(new Types.ObjectId(), 1, 3)], ask(1, [0, 1, 2, 3])),
    ).toEqual({
      kind: 'full',
      left: 0,
    });
  });

  it('counts claims written before ticket counts existed as settled', () => {
    expect(judgeSeats(held(older, undefined, 0, 1, 2, 3), ask(1, [0, 1, 2, 3]))).toEqual({
      kind: 'full',
      left: 0,
    });
  });

  it('counts seats numbered beyond a lowered capacity against it', () => {
    const claims = held(older, 3, 2, 3, 7);
    expect(judgeSeats(claims, ask(2, [2, 3]))).toEqual({ kind: 'full', left: 1 });
  });

  it('does not call a slot sold out while a group still in flight holds part of it', () => {
    // The older group holds one of the two seats it wants: it may let go, so this is no refusal.
    const claims = [...held(younger, 2, 0, 1), ...held(older, 2, 2)];
    expect(judgeSeats(claims, ask(2, [0, 1, 2], [3]))).toEqual({ kind: 'yield' });
  });

  it('lets the oldest contender keep its seats and wait for younger ones to let go', () => {
    const claims = [...held(younger, 2, 0, 1), ...held(younger, 3, 2)];
    expect(judgeSeats(claims, ask(2, [0, 1, 2], [3]))).toEqual({ kind: 'wait' });
  });

  it('probes again when a seat seen taken has been freed meanwhile', () => {
    expect(judgeSeats(held(older, 1, 0), ask(2, [0, 1], [3]))).toEqual({ kind: 'retry' });
  });
});
