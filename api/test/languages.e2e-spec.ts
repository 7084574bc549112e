import { Types } from 'mongoose';
import { inDays, insertDestination, insertOffer, stayBody, tourBody } from './utils/fixtures';
import { eventually } from './utils/eventually';
import { MailCatcher } from './utils/mail-catcher';
import { useTestApp } from './utils/test-app';

interface Outboxed {
  key: string;
  subject: string;
  lang?: string;
}

interface ErrorAnswer {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
  code?: string;
}

/**
 * Languages: what a visitor creates remembers the request's language (query `lang`, else Accept-Language),
 * every mail to it is written in it, and error sentences answer in the request's language.
 */
describe('languages', () => {
  const mail = new MailCatcher();
  const t = useTestApp({ mail, env: { MAX_TICKETS_PER_BOOKING: '10' } });

  const outboxed = (filter: Partial<Outboxed> & { kind?: string; to?: string }) =>
    eventually(
      () => t.connection.collection<Outboxed>('outbox').findOne(filter),
      `the outbox mail ${JSON.stringify(filter)}`,
    );

  describe('mails in the remembered language', () => {
    it('mails a tour booking made in Spanish in Spanish, its links to the Spanish pages', async () => {
      const destinationId = await insertDestination(t.connection);
      const email = 'sol@example.com';
      const booked = await t.http
        .post('/api/booking')
        .set('Accept-Language', 'es-ES,es;q=0.9,en;q=0.8')
        .send(tourBody(destinationId, { email }))
        .expect(201);
      const { reference, lang } = (booked.body as { data: { reference: string; lang: string } })
        .data;
      expect(lang).toBe('es');
      expect(booked.body).toMatchObject({ message: '¡Reserva enviada correctamente!' });
      const stored = await t.connection.collection('tour_bookings').findOne({ reference });
      expect(stored?.lang).toBe('es');

      const queued = await outboxed({ key: `booking-held:${reference}` });
      expect(queued).toMatchObject({
        lang: 'es',
        subject: `Confirme su reserva de tour ${reference}`,
      });
      const body = await mail.mailWith(email, reference);
      expect(body).toContain(`Gracias por su reserva. Su referencia es ${reference}.`);
      expect(body).toContain('Confírmela en un plazo de 30 minutos');
      expect(body).toContain('Entradas: 2');
      expect(body).toMatch(/Total: 91,00\sUS\$/);
      expect(body).toContain(`/es/booking/manage?ref=${reference}&token=`);
    });

    it('mails a stay booking made with ?lang=de in German, the query winning over the header', async () => {
      const offerId = await insertOffer(t.connection);
      const email = 'jonas@example.com';
      const booked = await t.http
        .post('/api/bookingapartment?lang=de')
        .set('Accept-Language', 'es')
        .send(stayBody(offerId, { email }))
        .expect(201);
      const { reference } = (booked.body as { data: { reference: string } }).data;
      const queued = await outboxed({ key: `booking-held:${reference}` });
      expect(queued).toMatchObject({
        lang: 'de',
        subject: `Bitte bestätigen Sie Ihre Aufenthaltsbuchung ${reference}`,
      });
      const body = await mail.mailWith(email, reference);
      expect(body).toContain('Gäste: 1');
      expect(body).toContain('2 Nächte');
    });

    it('keeps English mails exactly as they were, and reads a booking without lang as English', async () => {
      const destinationId = await insertDestination(t.connection);
      const booked = await t.http
        .post('/api/booking')
        .send(tourBody(destinationId, { email: 'en@example.com' }))
        .expect(201);
      const { reference } = (booked.body as { data: { reference: string } }).data;
      const queued = await outboxed({ key: `booking-held:${reference}` });
      expect(queued.subject).toBe(`Please confirm your tour booking ${reference}`);
      expect(queued.lang).toBeUndefined();
      const body = await mail.mailWith('en@example.com', reference);
      expect(body).toContain(`Thank you for your booking. Your reference is ${reference}.`);
      expect(body).toContain(`/booking/manage?ref=${reference}&token=`);
      expect(body).not.toContain('/en/booking');

      // A booking stored before languages has no lang: its views say English.
      const token = await mail.manageTokenFor('en@example.com', reference);
      await t.connection
        .collection('tour_bookings')
        .updateOne({ reference }, { $unset: { lang: '' } });
      const shown = await t.http
        .get('/api/bookings/manage')
        .query({ ref: reference, token })
        .expect(200);
      expect((shown.body as { booking: { lang: string } }).booking.lang).toBe('en');
    });

    it("writes a German account's verification mail in German, and /auth/me names its language", async () => {
      const email = 'greta@example.com';
      const registered = await t.http
        .post('/auth/register')
        .set('Accept-Language', 'de-AT, de;q=0.9, en;q=0.5')
        .send({ username: 'Greta', email, password: 'secret123' })
        .expect(201);
      expect(registered.body).toEqual({
        message:
          'Registrierung erfolgreich! Bitte prüfen Sie Ihre E-Mails, um Ihre Adresse zu bestätigen.',
      });
      const account = await t.connection.collection('users').findOne({ email });
      expect(account?.lang).toBe('de');
      const queued = await outboxed({ kind: 'verify-email', to: email });
      expect(queued).toMatchObject({ lang: 'de', subject: 'Bestätigen Sie Ihre E-Mail-Adresse' });
      const body = await mail.mailWith(email, '/de/verify-email?token=');
      expect(body).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');

      // Verified in English, the account keeps its language: the request that created it decided.
      const token = await mail.tokenFor(email, '/verify-email');
      await t.http.get('/api/auth/verify-email').query({ token }).expect(200);
      const login = await t.http
        .post('/auth/login')
        .send({ email, password: 'secret123' })
        .expect(200);
      const me = await t.http
        .get('/auth/me')
        .set('Authorization', `Bearer ${(login.body as { token: string }).token}`)
        .expect(200);
      expect((me.body as { lang: string }).lang).toBe('de');
    });

    it("offers a waitlist entry's seats in the entry's language", async () => {
      const admin = await t.signIn('admin');
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 2 });
      const date = inDays(5);
      const sold = await t.http
        .post('/api/booking')
        .send(
          tourBody(destinationId, { date, time: '10:00', tickets: 2, email: 'full@example.com' }),
        )
        .expect(201);
      const email = 'lucia@example.com';
      await t.http
        .post(`/api/destination/${destinationId}/waitlist`)
        .set('Accept-Language', 'es')
        .send({ date, time: '10:00', tickets: 1, email, name: 'Lucía' })
        .expect(201);
      const entry = await t.connection.collection('tour_waitlist').findOne({ email });
      expect(entry?.lang).toBe('es');
      const joined = await mail.mailWith(email, 'Para confirmarlo, abra:');
      expect(joined).toContain('Es el número 1 de la lista de espera de este horario agotado.');
      const confirm = /\/es\/waitlist\/confirm\?destination=[a-f0-9]+&token=([A-Za-z0-9_-]+)/.exec(
        joined,
      );
      expect(confirm).not.toBeNull();
      await t.http
        .post(`/api/destination/${destinationId}/waitlist/confirm`)
        .send({ token: confirm?.[1] })
        .expect(200);

      // An admin (in English) frees the seats: the offer still speaks Spanish.
      await t.http
        .delete(`/api/deleteBooking/${(sold.body as { data: { _id: string } }).data._id}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      const offer = await mail.mailWith(email, 'Para reservarlas, abra:');
      expect(offer).toContain('Han quedado plazas libres y se las reservamos durante');
      expect(offer).toContain('/es/waitlist/claim?destination=');
      const queued = await outboxed({ kind: 'waitlist-offer', to: email });
      expect(queued).toMatchObject({
        lang: 'es',
        subject: expect.stringMatching(/^Hay plazas libres para /),
      });
    });
  });

  describe('error messages in the request language', () => {
    it('answers a refused form in German and in Spanish, fields included, English unchanged', async () => {
      const body = { username: 'Someone', email: 'not-an-email', password: 'secret123' };
      const answers = {} as Record<'en' | 'de' | 'es', ErrorAnswer>;
      for (const lang of ['en', 'de', 'es'] as const) {
        const response = await t.http
          .post('/auth/register')
          .set('Accept-Language', lang)
          .send(body)
          .expect(400);
        answers[lang] = response.body as ErrorAnswer;
      }
      expect(answers.en.message).toBe('Please enter a valid email address');
      expect(answers.de.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
      expect(answers.es.message).toBe('Introduzca una dirección de correo electrónico válida');
      expect(answers.de.errors?.[0]).toEqual({
        field: 'email',
        message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      });
      expect(answers.es.errors?.[0]?.message).toBe(
        'Introduzca una dirección de correo electrónico válida',
      );
      const tour = await t.http
        .post('/api/booking')
        .set('Accept-Language', 'es')
        .send(tourBody(await insertDestination(t.connection), { email: 'nope' }))
        .expect(400);
      expect((tour.body as ErrorAnswer).message).toBe(
        'Introduzca una dirección de correo electrónico válida',
      );
    });

    it('answers the refusals of the booking rules, their varying parts kept', async () => {
      const destinationId = await insertDestination(t.connection, { capacityPerSlot: 3 });
      await t.http
        .post('/api/booking')
        .send(tourBody(destinationId, { tickets: 2, email: 'first@example.com' }))
        .expect(201);
      const tooMany = await t.http
        .post('/api/booking')
        .set('Accept-Language', 'de')
        .send(tourBody(destinationId, { tickets: 2, email: 'second@example.com' }))
        .expect(409);
      expect((tooMany.body as ErrorAnswer).message).toBe(
        'Für diesen Termin ist nur noch 1 Ticket frei',
      );
      const past = await t.http
        .post('/api/booking')
        .set('Accept-Language', 'es')
        .send(tourBody(destinationId, { date: inDays(-3) }))
        .expect(400);
      expect((past.body as ErrorAnswer).message).toBe('Elija hoy o una fecha posterior');
      const login = await t.http
        .post('/auth/login')
        .set('Accept-Language', 'es')
        .send({ email: 'nobody@example.com', password: 'whatever1' })
        .expect(401);
      expect((login.body as ErrorAnswer).message).toBe(
        'Correo electrónico o contraseña incorrectos',
      );
      const missing = await t.http
        .get(`/api/destination/${new Types.ObjectId().toString()}/availability`)
        .query({ date: inDays(3) })
        .set('Accept-Language', 'de');
      if (missing.status === 404)
        expect((missing.body as ErrorAnswer).message).toBe('Reiseziel nicht gefunden');
    });

    it('keeps the code of a coded refusal and translates the body-parser errors', async () => {
      const admin = await t.signIn('admin');
      const destinationId = await insertDestination(t.connection);
      await t.http
        .post('/api/booking')
        .send(tourBody(destinationId, { email: 'booked@example.com' }))
        .expect(201);
      const refused = await t.http
        .delete(`/api/deleteDestination/${destinationId}`)
        .set('Authorization', `Bearer ${admin}`)
        .set('Accept-Language', 'de')
        .expect(409);
      expect((refused.body as ErrorAnswer).code).toBe('HAS_LIVE_BOOKINGS');

      const bad = await t.http
        .post('/api/booking')
        .set('Accept-Language', 'de')
        .set('Content-Type', 'application/json')
        .send('{"destinationId": ')
        .expect(400);
      expect((bad.body as ErrorAnswer).message).toBe(
        'Der Inhalt der Anfrage ist kein gültiges JSON.',
      );
    });
  });
});
