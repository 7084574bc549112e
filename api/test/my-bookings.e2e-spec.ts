import { inDays } from './utils/fixtures';
import { useTestApp } from './utils/test-app';

describe('my bookings', () => {
  const t = useTestApp();

  async function emailOf(token: string): Promise<string> {
    return (await t.http.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200)).body
      .email as string;
  }

  it("returns the caller's tour and stay bookings, matched by the account's email, and nobody else's", async () => {
    const { insertedId: destinationId } = await t.connection.collection('destinations').insertOne({
      title: 'Canal tour',
      CostPerPerson: 20,
      capacityPerSlot: 20,
    });
    const { insertedId: offerId } = await t.connection
      .collection('offers')
      .insertOne({ title: 'Canal flat', Price: 50 });
    const me = await t.signIn('user');
    const other = await t.signIn('user');
    const myEmail = await emailOf(me);
    const otherEmail = await emailOf(other);

    const bookTour = (email: string, time: string) =>
      t.http
        .post('/api/booking')
        .send({
          destinationId: destinationId.toString(),
          date: inDays(3),
          time,
          tickets: 1,
          cost: 20,
          name: 'Tour Booker',
          email,
        })
        .expect(201);
    const bookStay = (email: string, checkIn: number) =>
      t.http
        .post('/api/bookingapartment')
        .send({
          name: 'Stay Booker',
          email,
          checkIn: inDays(checkIn),
          checkOut: inDays(checkIn + 1),
          guests: 1,
          offerId: offerId.toString(),
          pricePerNight: 50,
          totalCost: 50,
          costPerPerson: 50,
        })
        .expect(201);

    const firstTour = await bookTour(myEmail.toUpperCase(), '09:00');
    const secondTour = await bookTour(myEmail, '13:00');
    const myStay = await bookStay(myEmail, 4);
    await bookTour(otherEmail, '09:00');
    await bookStay(otherEmail, 6);

    const res = await t.http
      .get('/api/bookings/mine')
      .set('Authorization', `Bearer ${me}`)
      .expect(200);
    expect(res.body.tours.map((b: { reference: string }) => b.reference)).toEqual([
      secondTour.body.data.reference,
      firstTour.body.data.reference,
    ]);
    expect(res.body.tours[0]).toMatchObject({
      destinationTitle: 'Canal tour',
      email: myEmail,
      time: '13:00',
    });
    expect(res.body.stays).toHaveLength(1);
    expect(res.body.stays[0]).toMatchObject({
      reference: myStay.body.data.reference,
      offerTitle: 'Canal flat',
    });

    const theirs = await t.http
      .get('/api/bookings/mine')
      .set('Authorization', `Bearer ${other}`)
      .expect(200);
    expect(theirs.body.tours).toHaveLength(1);
    expect(theirs.body.stays).toHaveLength(1);
    expect(theirs.body.tours[0].email).toBe(otherEmail);

    const none = await t.http
      .get('/api/bookings/mine')
      .set('Authorization', `Bearer ${await t.signIn('user')}`)
      .expect(200);
    expect(none.body).toEqual({ tours: [], stays: [] });
  });

  it('needs a signed-in caller', async () => {
    const res = await t.http.get('/api/bookings/mine').expect(401);
    expect(res.body.message).toBe('Please log in to continue.');
  });
});
