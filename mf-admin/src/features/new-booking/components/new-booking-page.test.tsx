import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Destination, Offer, PricePreview, TourAvailability } from '@travel/shell/api-types';
import { mockApi, renderAt, type MockApi, type RecordedRequest } from '@travel/shell/testing';
import NewBookingPage from '../index';

const LISBON = 'a'.repeat(24);
const PORTO = 'b'.repeat(24);
const OFFER = 'c'.repeat(24);

function destination(fields: Partial<Destination>): Destination {
  return {
    _id: LISBON,
    title: 'Lisbon old town walk',
    destination: 'Lisbon',
    location: 'Lisbon',
    description: '',
    price: 45,
    CostPerPerson: 45,
    image: '',
    gallary: [],
    capacityPerSlot: 20,
    tourTimes: ['09:30', '14:00'],
    timeZone: 'Europe/Lisbon',
    priceCategories: [],
    extras: [
      { key: 'lunch', name: 'Lunch', description: 'At the harbour', price: 12.5, per: 'person' },
    ],
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...fields,
  };
}

const availability: TourAvailability = {
  date: '2030-06-01',
  maxTicketsPerBooking: 10,
  slots: [
    { time: '09:30', capacity: 20, left: 12 },
    { time: '14:00', capacity: 20, left: 0 },
  ],
};

const offer = {
  _id: OFFER,
  title: 'Harbour view room',
  Hotel: 'Hotel Mar',
  Location: 'Porto',
  RoomType: 'Double',
  Discount: 0,
  Price: 60,
  TrendingOffers: '',
  description: '',
  features: [],
  Image: '',
  gallary: [],
  timeZone: 'Europe/Lisbon',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
} satisfies Offer;

function preview(total: number, fields: Partial<PricePreview> = {}): PricePreview {
  return {
    price: { subtotal: total, discount: 0, giftCard: 0, total, currency: 'usd' },
    lines: [],
    ...fields,
  };
}

/** The answer of a booking made: the detail the booking's page shows. */
function booked(reference: string, kind: 'tour' | 'stay') {
  return {
    status: 201,
    data: {
      data: { kind, booking: { reference }, cancelBefore: '2030-05-31T08:30:00.000Z', mails: [] },
    },
  };
}

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/destination': {
      status: 200,
      data: [
        destination({}),
        destination({
          _id: PORTO,
          title: 'Porto river cruise',
          extras: [],
          priceCategories: [
            { key: 'adult', name: 'Adult', price: 30, takesSeat: true },
            { key: 'child', name: 'Child (4-11)', price: 15, takesSeat: true, ageNote: '4 to 11' },
          ],
        }),
      ],
    },
    [`GET /api/destination/${LISBON}/availability`]: { status: 200, data: availability },
    [`GET /api/destination/${PORTO}/availability`]: { status: 200, data: availability },
    'POST /api/booking/price': (request) => {
      const body = request.body as { tickets?: number; extraKeys?: string[] };
      const tickets = body.tickets ?? 0;
      const lunch = body.extraKeys?.includes('lunch') ? 12.5 * tickets : 0;
      return {
        status: 200,
        data: preview(45 * tickets + lunch, {
          lines: [
            {
              kind: 'ticket',
              key: 'ticket',
              name: 'Tickets',
              unitPrice: 45,
              count: tickets,
              amount: 45 * tickets,
            },
            ...(lunch
              ? [
                  {
                    kind: 'extra' as const,
                    key: 'lunch',
                    name: 'Lunch',
                    unitPrice: 12.5,
                    count: tickets,
                    amount: lunch,
                  },
                ]
              : []),
          ],
        }),
      };
    },
    'GET /api/offer': { status: 200, data: { data: [offer] } },
    'GET /api/limit': { status: 200, data: { maxGuestLimit: 4, isDefault: false } },
    'POST /api/bookingapartment/price': { status: 200, data: preview(360) },
  });
});

const sent = (url: string): RecordedRequest[] =>
  server.requests.filter((r) => r.method === 'POST' && r.url === url);

const BOOKING_PAGE = { '/admin/bookings/:reference': <p>The booking page</p> };

async function chooseTour(user: ReturnType<typeof userEvent.setup>, id = LISBON) {
  renderAt(<NewBookingPage />, { path: '/admin/new-booking', elsewhere: BOOKING_PAGE });
  const form = screen.getByRole('form', { name: 'New tour booking' });
  // Queries stay inside one control: the phone field's country list makes the whole form slow to search.
  const tour = within(form).getByLabelText('Destination');
  await within(tour).findByRole('option', { name: 'Lisbon old town walk' });
  await user.selectOptions(tour, id);
  await user.type(within(form).getByLabelText('Tour date'), '2030-06-01');
  const time = within(form).getByLabelText('Time');
  await within(time).findByRole('option', { name: /09:30/ });
  await user.selectOptions(time, '09:30');
  return form;
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), 'Ana Silva');
  await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
}

// Each test picks a tour or stay and types a customer first: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

// The price is asked once typing pauses, then answered: longer than findBy's 1 s default on a busy machine.
const PRICED = { timeout: 5_000 };

describe('the new booking screen', () => {
  it("books a tour at the time chosen, for the server's price, and opens the booking", async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/bookings/tours', booked('TB-7K3Q9X', 'tour'));
    const form = await chooseTour(user);

    // Each time says its seats left; a sold-out one cannot be chosen.
    const times = within(within(form).getByLabelText('Time'));
    expect(times.getByRole('option', { name: '09:30 (12 of 20 seats left)' })).toBeEnabled();
    expect(times.getByRole('option', { name: '14:00 (sold out)' })).toBeDisabled();

    const tickets = within(form).getByLabelText(/^Tickets/);
    await user.clear(tickets);
    await user.type(tickets, '2');
    await user.click(within(form).getByLabelText(/^Lunch/));
    await fillCustomer(user, form);
    await user.click(within(form).getByLabelText('Send the confirmation mail'));

    // The server's price for what is chosen, line by line, before booking.
    const total = await within(form).findByText('$115.00', {}, PRICED);
    expect(total).toHaveAttribute('data-testid', 'new-booking-total');
    const breakdown = within(total.closest('dl') as HTMLElement);
    expect(breakdown.getByText('Tickets × 2')).toBeInTheDocument();
    expect(breakdown.getByText('Lunch × 2')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('The booking page', {}, PRICED)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/bookings/TB-7K3Q9X');
    expect(screen.getByText(/Booking TB-7K3Q9X confirmed; no mail was sent/)).toBeInTheDocument();
    const [booking] = sent('/api/admin/bookings/tours');
    expect(booking?.body).toEqual({
      destinationId: LISBON,
      date: '2030-06-01',
      time: '09:30',
      tickets: 2,
      extraKeys: ['lunch'],
      cost: 115,
      name: 'Ana Silva',
      email: 'ana@example.com',
      sendMail: false,
    });
  });

  it('asks a count per price category when the tour has them, and sends them', async () => {
    const user = userEvent.setup();
    const form = await chooseTour(user, PORTO);
    expect(within(form).queryByLabelText(/^Tickets/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Adult ($30.00)'), '2');
    await user.type(within(form).getByLabelText('Child (4-11) ($15.00)'), '1');
    await within(form).findByTestId('new-booking-total', {}, PRICED);
    expect(sent('/api/booking/price').at(-1)?.body).toEqual({
      destinationId: PORTO,
      tickets: 3,
      units: [
        { category: 'adult', count: 2 },
        { category: 'child', count: 1 },
      ],
    });
  });

  it('books a stay with the figures the API checks, and opens the booking', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/bookings/stays', booked('ST-4H2K8P', 'stay'));
    renderAt(<NewBookingPage />, { path: '/admin/new-booking', elsewhere: BOOKING_PAGE });
    await user.click(screen.getByRole('radio', { name: 'Stay' }));
    const form = screen.getByRole('form', { name: 'New stay booking' });
    const offers = within(form).getByLabelText('Offer');
    await within(offers).findByRole('option', { name: 'Harbour view room' });
    await user.selectOptions(offers, OFFER);
    await user.type(within(form).getByLabelText('Check-in'), '2030-07-01');
    await user.type(within(form).getByLabelText('Check-out'), '2030-07-04');
    const guests = within(form).getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, '2');
    await user.type(within(form).getByLabelText('Promo code (optional)'), 'SUMMER10');
    await fillCustomer(user, form);

    expect(await within(form).findByTestId('new-booking-total', {}, PRICED)).toHaveTextContent(
      '$360.00',
    );
    expect(sent('/api/bookingapartment/price').at(-1)?.body).toEqual({
      offerId: OFFER,
      guests: 2,
      nights: 3,
      promoCode: 'SUMMER10',
      email: 'ana@example.com',
    });
    await user.click(within(form).getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('The booking page', {}, PRICED)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/bookings/ST-4H2K8P');
    expect(sent('/api/admin/bookings/stays')[0]?.body).toEqual({
      offerId: OFFER,
      checkIn: '2030-07-01',
      checkOut: '2030-07-04',
      guests: 2,
      pricePerNight: 120,
      totalCost: 360,
      costPerPerson: 180,
      promoCode: 'SUMMER10',
      name: 'Ana Silva',
      email: 'ana@example.com',
      sendMail: true,
    });
  });

  it("shows the API's refusal beside the form and stays on it", async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/bookings/tours', {
      status: 409,
      data: { statusCode: 409, message: 'Only 1 ticket left for this time' },
    });
    const form = await chooseTour(user);
    await fillCustomer(user, form);
    await within(form).findByTestId('new-booking-total', {}, PRICED);
    await user.click(within(form).getByRole('button', { name: 'Book now' }));

    expect(await within(form).findByRole('alert', {}, PRICED)).toHaveTextContent(
      'Only 1 ticket left for this time',
    );
    expect(window.location.pathname).toBe('/admin/new-booking');
    expect(within(form).getByRole('button', { name: 'Book now' })).toBeEnabled();
  });

  it('shows why a promo code does not apply, as the price preview says, and books nothing', async () => {
    const user = userEvent.setup();
    server.on('POST /api/booking/price', {
      status: 400,
      data: { statusCode: 400, message: 'This promo code has expired' },
    });
    const form = await chooseTour(user);
    await user.type(within(form).getByLabelText('Promo code (optional)'), 'OLD');
    await fillCustomer(user, form);
    expect(await within(form).findByRole('alert', {}, PRICED)).toHaveTextContent(
      'This promo code has expired',
    );
    await user.click(within(form).getByRole('button', { name: 'Book now' }));
    expect(sent('/api/admin/bookings/tours')).toHaveLength(0);
  });
});
