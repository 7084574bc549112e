import { Types } from 'mongoose';
import { useTestApp } from './utils/test-app';

describe('contact messages', () => {
  const t = useTestApp({ signIn: 'admin' });

  const message = (fields: Record<string, unknown> = {}) => ({
    name: 'Mia Stone',
    email: 'mia@example.com',
    phone: '+1 202 555 0143',
    message: 'Do you offer group discounts?',
    ...fields,
  });

  it('stores a message with a normalised phone number and answers 201', async () => {
    const res = await t.http
      .post('/api/contact')
      .send(
        message({
          name: '  Mia Stone ',
          email: ' MIA@example.com',
          location: { lat: 40.7128, lng: -74.006, extra: 1 },
        }),
      )
      .expect(201);
    expect(res.body).toEqual({ message: 'Message sent successfully!' });
    const stored = await t.connection
      .collection('contact_messages')
      .findOne({ email: 'mia@example.com' });
    expect(stored).toMatchObject({
      name: 'Mia Stone',
      phone: '+12025550143',
      message: 'Do you offer group discounts?',
      location: { lat: 40.7128, lng: -74.006 },
    });
    expect(stored?.location).not.toHaveProperty('extra');
  });

  it('accepts a place name as the location, or none', async () => {
    await t.http
      .post('/api/contact')
      .send(message({ location: ' Lisbon ', email: 'place@example.com' }))
      .expect(201);
    await t.http
      .post('/api/contact')
      .send(message({ email: 'none@example.com' }))
      .expect(201);
    expect(
      await t.connection.collection('contact_messages').findOne({ email: 'place@example.com' }),
    ).toMatchObject({ location: 'Lisbon' });
  });

  it.each([
    ['name missing', { name: '' }, 'Name is required'],
    ['email missing', { email: undefined }, 'Email is required'],
    ['bad email', { email: 'mia@@example' }, 'Please enter a valid email address'],
    ['phone missing', { phone: undefined }, 'Please enter a valid phone number'],
    ['phone without country code', { phone: '202 555 0143' }, 'Please enter a valid phone number'],
    ['impossible phone', { phone: '+1 123' }, 'Please enter a valid phone number'],
    ['phone as an object', { phone: { $ne: '' } }, 'Please enter a valid phone number'],
    ['message blank', { message: '   ' }, 'Message is required'],
    [
      'a location object with operators',
      { location: { $where: 'x' } },
      'Location must be a place name or a {lat, lng} position',
    ],
  ])('refuses %s with 400', async (_case, fields, text) => {
    const before = await t.connection.collection('contact_messages').countDocuments();
    const res = await t.http.post('/api/contact').send(message(fields)).expect(400);
    expect(res.body.message).toBe(text);
    expect(await t.connection.collection('contact_messages').countDocuments()).toBe(before);
  });

  it('lists messages for admins newest first, and deletes them', async () => {
    await t.http
      .post('/api/contact')
      .send(message({ email: 'older@example.com' }))
      .expect(201);
    await t.http
      .post('/api/contact')
      .send(message({ email: 'newer@example.com' }))
      .expect(201);
    const res = await t.http
      .get('/api/contact?page=1')
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200);
    const total = await t.connection.collection('contact_messages').countDocuments();
    expect(res.body).toMatchObject({ page: 1, total, totalPages: 1 });
    expect(res.body.data[0]).toMatchObject({ email: 'newer@example.com', phone: '+12025550143' });
    expect(res.body.data[1]).toMatchObject({ email: 'older@example.com' });

    const id = res.body.data[0]._id as string;
    await t.http.delete(`/api/contact/${id}`).set('Authorization', `Bearer ${t.token}`).expect(200);
    expect(
      await t.connection
        .collection('contact_messages')
        .countDocuments({ _id: new Types.ObjectId(id) }),
    ).toBe(0);
    const gone = await t.http
      .delete(`/api/contact/${id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(404);
    expect(gone.body.message).toBe('Message not found');
  });

  it('keeps messages away from anyone but admins', async () => {
    await t.http.get('/api/contact').expect(401);
    await t.http
      .get('/api/contact')
      .set('Authorization', `Bearer ${await t.signIn('user')}`)
      .expect(403);
  });
});
