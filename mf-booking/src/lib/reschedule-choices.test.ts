import { timeChoices } from './reschedule-choices';

const booking = { date: '2036-12-24', time: '09:30', tickets: 3, timeZone: 'Europe/Lisbon' };
const slot = (time: string, left: number, closed?: boolean) => ({
  time,
  capacity: 20,
  left,
  ...(closed ? { closed } : {}),
});

describe('timeChoices', () => {
  it('offers the times with room for all the tickets, each saying why or why not', () => {
    const slots = [
      slot('09:30', 10),
      slot('11:00', 3),
      slot('13:00', 2),
      slot('15:00', 0),
      slot('17:00', 8, true),
    ];
    expect(timeChoices(slots, '2036-12-24', booking)).toEqual([
      { time: '09:30', open: false, note: 'Your current time' },
      { time: '11:00', open: true, note: '3 seats left' },
      { time: '13:00', open: false, note: '2 seats left: too few for 3' },
      { time: '15:00', open: false, note: 'Sold out' },
      { time: '17:00', open: false, note: 'Cancelled' },
    ]);
  });

  it('offers the booking’s own time on another date, and no time already started by the tour’s clock', () => {
    const now = Date.parse('2036-12-25T10:00:00Z'); // 10:00 in Lisbon (winter, UTC+0)
    expect(timeChoices([slot('09:30', 5), slot('11:00', 5)], '2036-12-25', booking, now)).toEqual([
      { time: '09:30', open: false, note: 'Already started' },
      { time: '11:00', open: true, note: '5 seats left' },
    ]);
  });
});
