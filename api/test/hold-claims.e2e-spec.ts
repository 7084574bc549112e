import { inDays, insertDestination } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';

/**
 * The hold limits count the live claims of running holds, which carry whose hold they are: a confirmed hold
 * stops counting, and the bookings ledger is never read for it.
 */
describe('hold limits over the claims of running holds', () => {
  const catcher = new MailCatcher();
  const t = useTestApp({
    mail: catcher,
    env: {
      HOLD_SEATS_PER_CLIENT: '4',
      HOLD_SEATS_PER_ADDRESS: '100',
      HOLD_SLOT_SHARE_PERCENT: '100',
    },
  });
  const ip = '198.51.100.77';
  let destinationId: string;
  let n = 0;

  const hold = (tickets: number, email = `claims${++n}@example.com`) =>
    t.http
      .post('/api/booking')
      .set('X-Forwarded-For', ip)
      .send({
        destinationId,
        date: inDays(9),
        time: '14:00',
        tickets,
        cost: 45.5 * tickets,
        name: 'Ana',
        email,
      });

  beforeAll(async () => {
    destinationId = await insertDestination(t.connection);
  });

  it("writes the hold's owner on its claims, and frees the client's count once it is confirmed", async () => {
    const email = 'owner-on-claims@example.com';
    const first = await hold(3, email).expect(201);
    const reference = (first.body as { data: { reference: string } }).data.reference;
    const claims = await t.connection
      .collection('seat_claims')
      .find({ date: inDays(9) })
      .toArray();
    expect(claims).toHaveLength(3);
    for (const claim of claims) {
      expect(claim).toMatchObject({
        email,
        clientKey: expect.any(String),
        expiresAt: expect.any(Date),
      });
    }
    await hold(2).expect(429);

    const token = await catcher.manageTokenFor(email, reference);
    await t.http.post('/api/bookings/manage/confirm').send({ ref: reference, token }).expect(200);
    // Confirmed: its seats no longer lapse, nor count as held.
    await hold(4).expect(201);
    await hold(1).expect(429);
  });
});
