import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StayBooking } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { captureDownloads, readBlob } from '../../../test/downloads';
import StayBookingsPage from '../index';

const LOFT = 'c'.repeat(24);
const VILLA = 'd'.repeat(24);

function stay(n: number, fields: Partial<StayBooking> = {}): StayBooking {
  return {
    _id: String(n).padStart(24, '0'),
    reference: `ST-BBBB${String(n).padStart(2, '0')}`,
    status: 'confirmed',
    channel: 'web',
    lang: 'en',
    payment: { status: 'on_the_day' },
    offerId: LOFT,
    offerTitle: 'Sea view loft',
    offerPrice: 40,
    checkIn: '2026-12-10',
    checkOut: '2026-12-13',
    timeZone: 'Europe/Lisbon',
    startsAt: '2026-12-10T00:00:00.000Z',
    nights: 3,
    guests: 2,
    pricePerNight: 80,
    totalCost: 240,
    costPerPerson: 120,
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    day: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const page = (data: StayBooking[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/limit': { status: 200, data: { maxGuestLimit: 4, isDefault: true } },
    'GET /api/offer': {
      status: 200,
      data: {
        data: [
          { _id: VILLA, title: 'Villa' },
          { _id: LOFT, title: 'Sea view loft' },
        ],
      },
    },
  });
});

const listRequests = () =>
  server.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/bookingapartment'));

describe('StayBookingsPage', () => {
  it('lists stays with check-in and out, guests and total, next to the guest limit form', async () => {
    server.on('GET /api/bookingapartment', page([stay(1)]));
    renderAt(<StayBookingsPage />, { path: '/admin/BookingApartment' });
    const row = await screen.findByRole('row', { name: /ST-BBBB01/ });
    for (const text of [
      'Guest 1',
      'Sea view loft',
      '10 Dec 2026 –13 Dec 2026',
      '3 nights',
      '$240.00',
    ])
      expect(row).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Guest limit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum guests per booking')).toBeInTheDocument();
  });

  it('says so when there is no booking, and shows the error with Retry', async () => {
    let calls = 0;
    server.on('GET /api/bookingapartment', () =>
      ++calls === 1 ? { status: 500, data: {} } : page([]),
    );
    renderAt(<StayBookingsPage />, { path: '/admin/BookingApartment' });
    expect(
      await screen.findByText('Failed to fetch bookings. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('filters by check-in range and offer through the URL', async () => {
    server.on('GET /api/bookingapartment', page([stay(1)]));
    renderAt(<StayBookingsPage />, { path: '/admin/BookingApartment?to=2026-12-31' });
    await screen.findByText('Guest 1');
    expect(listRequests()[0]!.url).toBe('/api/bookingapartment?to=2026-12-31&page=1');
    const select = screen.getByRole('combobox', { name: 'Offer' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Sea view loft', 'Villa']),
    );
    await userEvent.selectOptions(select, 'Villa');
    await waitFor(() =>
      expect(listRequests().at(-1)!.url).toBe(
        `/api/bookingapartment?to=2026-12-31&offerId=${VILLA}&page=1`,
      ),
    );
    expect(window.location.search).toBe(`?to=2026-12-31&offerId=${VILLA}`);
  });

  it('searches the stays on the server by reference, name or email, kept in the URL', async () => {
    server.on('GET /api/bookingapartment', (request) =>
      request.url.includes('q=') ? page([stay(2)]) : page([stay(1)]),
    );
    renderAt(<StayBookingsPage />, { path: `/admin/BookingApartment?offerId=${LOFT}&page=2` });
    await screen.findByText('Guest 1');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search: reference, name or email' }),
      'st-bbbb02',
    );
    expect(await screen.findByText('Guest 2')).toBeInTheDocument();
    expect(
      listRequests()
        .filter((r) => r.url.includes('q='))
        .map((r) => r.url),
    ).toEqual([`/api/bookingapartment?offerId=${LOFT}&q=st-bbbb02&page=1`]);
    expect(window.location.search).toBe(`?offerId=${LOFT}&q=st-bbbb02`);
  });

  it('shows the state of each stay and filters by it through the URL', async () => {
    server.on('GET /api/bookingapartment', (request) =>
      request.url.includes('status=expired')
        ? page([stay(2, { status: 'expired' })])
        : page([stay(1, { status: 'held', holdExpiresAt: '2026-11-20T10:30:00.000Z' })]),
    );
    renderAt(<StayBookingsPage />, { path: '/admin/BookingApartment' });
    const held = await screen.findByRole('row', { name: /ST-BBBB01/ });
    expect(held).toHaveTextContent(/Helduntil 20 Nov, \d{2}:\d{2}/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Expired');
    expect(await screen.findByRole('row', { name: /ST-BBBB02/ })).toHaveTextContent('Expired');
    expect(window.location.search).toBe('?status=expired');
    expect(listRequests().at(-1)!.url).toBe('/api/bookingapartment?status=expired&page=1');
  });

  it('exports the filtered stays as CSV, with their state', async () => {
    const downloads = captureDownloads();
    server.on(
      'GET /api/bookingapartment',
      page([
        stay(1, { name: '@admin', status: 'held', holdExpiresAt: '2026-11-20T10:30:00.000Z' }),
      ]),
    );
    renderAt(<StayBookingsPage />, { path: `/admin/BookingApartment?offerId=${LOFT}&status=held` });
    await screen.findByText('@admin');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(listRequests().at(-1)!.url).toBe(
      `/api/bookingapartment?offerId=${LOFT}&status=held&page=1&limit=100`,
    );
    expect(downloads[0]!.name).toMatch(/^stay-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await readBlob(downloads[0]!.blob)).split('\r\n')).toEqual([
      'Reference,Channel,State,Hold expires at (UTC),Cancelled at (UTC),Name,Email,Phone,Offer,Check-in,Check-out,Time zone,Nights,Guests,Price per night,Total,Cost per person,Booked at (UTC),Payment,Paid,Refunded,Currency,Paid at (UTC)',
      "ST-BBBB01,web,held,2026-11-20 10:30,,'@admin,guest1@example.com,,Sea view loft,2026-12-10,2026-12-13,Europe/Lisbon,3,2,80,240,120,2026-11-20 10:00,on_the_day,,,,",
      '',
    ]);
  });

  it('deletes a stay after confirmation', async () => {
    let rows = [stay(1)];
    server.on('GET /api/bookingapartment', () => page(rows));
    server.on(`DELETE /api/bookingapartment/${stay(1)._id}`, () => {
      rows = [];
      return { status: 200, data: { message: 'Booking deleted successfully' } };
    });
    renderAt(<StayBookingsPage />, { path: '/admin/BookingApartment' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete booking ST-BBBB01' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });
});
