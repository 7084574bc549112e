import { Types } from 'mongoose';
import { inDays, insertDestination } from './utils/fixtures';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';

/**
 * The hold limits are quotas whose units a hold takes while it runs (quota_tokens, by `_id`): a confirmed hold
 * gives them back, and neither the bookings ledger nor the claims are read for them.
 */
describe('hold limits as quota units of running holds', () => {
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

  /** A hold of the 14:00 time in nine days, by `client`, of the suite's tour unless `at` says another. */
  const holdBy = (
    client: string,
    tickets: number,
    { at = destinationId, email = `claims${++n}@example.com` } = {},
  ) =>
    t.http
      .post('/api/booking')
      .set('X-Forwarded-For', client)
      .send({
        destinationId: at,
        date: inDays(9),
        time: '14:00',
        tickets,
        cost: 45.5 * tickets,
        name: 'Ana',
        email,
      });
  const hold = (tickets: number, email?: string) => holdBy(ip, tickets, { email });
  const tokens = () => t.connection.collection<{ _id: string; expiresAt?: Date }>('quota_tokens');

  beforeAll(async () => {
    destinationId = await insertDestination(t.connection);
  });

  it("takes a unit per seat of the client's and the address's quotas, and gives them back once confirmed", async () => {
    const email = 'owner-on-claims@example.com';
    const first = await hold(3, email).expect(201);
    const reference = (first.body as { data: { reference: string } }).data.reference;
    const booking = await t.connection.collection('tour_bookings').findOne({ reference });
    const held = booking!.holdTokens as string[];
    expect(held.filter((id) => id.startsWith('hold-seats|client|'))).toHaveLength(3);
    expect(held.filter((id) => id.startsWith(`hold-seats|address|${email}|`))).toHaveLength(3);
    expect(held).toHaveLength(6);
    for (const id of held) expect(await tokens().findOne({ _id: id })).not.toBeNull();
    // No owner on the claims: the limits never read them.
    const claims = await t.connection
      .collection('seat_claims')
      .find({ date: inDays(9) })
      .toArray();
    expect(claims).toHaveLength(3);
    for (const claim of claims) expect(claim).not.toHaveProperty('clientKey');
    await hold(2).expect(429);

    const token = await catcher.manageTokenFor(email, reference);
    await t.http.post('/api/bookings/manage/confirm').send({ ref: reference, token }).expect(200);
    // Confirmed: its units are back, its seats no longer count as held.
    for (const id of held) expect(await tokens().findOne({ _id: id })).toBeNull();
    await hold(4).expect(201);
    await hold(1).expect(429);
  });

  it('gives the units back when a hold is cancelled, and keeps none for a booking refused', async () => {
    // The client's 4 units are taken by the holds above; a time sold out refuses before any unit is kept.
    await tokens().deleteMany({ _id: { $regex: '^hold-seats\\|client\\|' } });
    const email = 'cancels@example.com';
    const held = await hold(2, email).expect(201);
    const reference = (held.body as { data: { reference: string } }).data.reference;
    const token = await catcher.manageTokenFor(email, reference);
    await t.http.post('/api/bookings/manage/cancel').send({ ref: reference, token }).expect(200);
    const booking = await t.connection.collection('tour_bookings').findOne({ reference });
    for (const id of booking!.holdTokens as string[]) {
      expect(await tokens().findOne({ _id: id })).toBeNull();
    }
    // A time sold out refuses a hold after its units were taken: they go back (its mail's unit is spent).
    const small = await insertDestination(t.connection, { capacityPerSlot: 3 });
    const book = (client: string, tickets: number, address: string) =>
      holdBy(client, tickets, { at: small, email: address });
    await book('198.51.100.80', 3, 'fills@example.com').expect(201);
    await book('198.51.100.81', 1, 'late@example.com').expect(409);
    const left = (prefix: string) => tokens().countDocuments({ _id: { $regex: `^${prefix}` } });
    expect(await left('hold-seats\\|address\\|late@example\\.com\\|')).toBe(0);
    expect(await left('mail\\|late@example\\.com\\|')).toBe(1);
    expect(await left('hold-seats\\|address\\|fills@example\\.com\\|')).toBe(3);
  });

  it("counts a lapsed hold's units as free, whether or not its sweep has run", async () => {
    await hold(4).expect(201);
    // The running holds' units lapse (as their holds would, minutes from now): they no longer count.
    await tokens().updateMany(
      { _id: { $regex: '^hold-seats\\|client\\|' } },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    await hold(4).expect(201);
    const seen = await hold(1).expect(429);
    expect(seen.body).toMatchObject({ message: expect.stringMatching(/too many unconfirmed/i) });
  });

  it('reads the units of a client at its cap back once a minute at most, however often it is refused', async () => {
    const client = '198.51.100.91';
    const book = (tickets: number) => holdBy(client, tickets);
    const first = await book(4).expect(201);
    const holder = new Types.ObjectId((first.body as { data: { _id: string } }).data._id);
    // Refused: its units read back, none lapsing within the minute.
    await book(1).expect(429);
    const held = await tokens()
      .find({ _id: { $regex: '^hold-seats\\|client\\|' }, holder } as never)
      .toArray();
    expect(held).toHaveLength(4);
    await tokens().updateMany(
      { _id: { $in: held.map((token) => token._id) } },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    // Lapsed behind its back: a refused request does not read them again (no read, so still refused) ...
    await book(1).expect(429);
    // ... and units given back (as the holds' sweep does each minute) are found by the insert itself.
    await tokens().deleteMany({ _id: { $in: held.map((token) => token._id) } });
    await book(1).expect(201);
  });

  it('leaves no seat claimed by a hold refused at its limit, when its seats were claimed beside its units', async () => {
    // This instance saw one of the client's units taken; another instance's holds took the other three.
    const client = '198.51.100.90';
    const small = await insertDestination(t.connection, { capacityPerSlot: 10 });
    const book = (tickets: number) => holdBy(client, tickets, { at: small });
    const first = await book(1).expect(201);
    const reference = (first.body as { data: { reference: string } }).data.reference;
    const booking = await t.connection.collection('tour_bookings').findOne({ reference });
    const mine = (booking!.holdTokens as string[]).find((id) =>
      id.startsWith('hold-seats|client|'),
    )!;
    const scope = mine.slice(0, mine.lastIndexOf('|'));
    const elsewhere = [0, 1, 2, 3]
      .map((unit) => `${scope}|${unit}`)
      .filter((id) => id !== mine)
      .map((_id) => ({
        _id,
        at: new Date(),
        holder: new Types.ObjectId(),
        expiresAt: new Date(Date.now() + 600_000),
      }));
    await tokens().insertMany(elsewhere as never[]);

    await book(2).expect(429);
    await book(1).expect(429);
    const claims = await t.connection
      .collection('seat_claims')
      .find({ slot: { $regex: `^${small}\\|` } })
      .toArray();
    expect(claims.map((claim) => String(claim.bookingId))).toEqual([String(booking!._id)]);
  });
});
