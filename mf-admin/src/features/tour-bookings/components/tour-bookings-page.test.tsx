import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TourBooking } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { captureDownloads, readBlob } from '../../../test/downloads';
import TourBookingsPage from '../index';
import { cancelThenDelete } from '../../../test/confirm-dialog';

const LISBON = 'a'.repeat(24);
const PORTO = 'b'.repeat(24);

function booking(n: number, fields: Partial<TourBooking> = {}): TourBooking {
  return {
    _id: String(n).padStart(24, '0'),
    reference: `TB-AAAA${String(n).padStart(2, '0')}`,
    status: 'confirmed',
    channel: 'web',
    lang: 'en',
    payment: { status: 'on_the_day' },
    destinationId: LISBON,
    destinationTitle: 'Lisbon old town walk',
    costPerPerson: 45.5,
    date: '2026-12-01',
    time: '09:30',
    timeZone: 'Europe/Lisbon',
    startsAt: '2026-12-01T09:30:00.000Z',
    tickets: 2,
    extras: false,
    cost: 91,
    name: `Booker ${n}`,
    email: `booker${n}@example.com`,
    checkIn: 'none',
    day: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const page = (data: TourBooking[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/destination': {
      status: 200,
      data: [
        { _id: PORTO, title: 'Porto wine cellars', destination: 'Porto' },
        { _id: LISBON, title: 'Lisbon old town walk', destination: 'Lisbon' },
      ],
    },
  });
});

const listRequests = () =>
  server.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/booking'));

describe('TourBookingsPage', () => {
  it('lists bookings with reference, booker, destination, date and time, tickets, cost and creation', async () => {
    server.on('GET /api/booking', page([booking(1, { extras: true, cost: 141 }), booking(2)]));
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings...');

    const table = await screen.findByRole('table', { name: 'Tour bookings list' });
    const row = within(table).getByRole('row', { name: /TB-AAAA01/ });
    for (const text of [
      'Booker 1',
      'booker1@example.com',
      'Lisbon old town walk',
      '01 Dec 2026',
      '09:30',
      '$141.00',
    ])
      expect(row).toHaveTextContent(text);
    expect(row).toHaveTextContent('2 tickets + extras');
    // A narrow column wraps the address before its @, not mid-word.
    const mail = within(row).getByRole('link', { name: 'booker1@example.com' });
    expect(mail).toHaveAttribute('href', 'mailto:booker1@example.com');
    expect(mail.querySelector('wbr')?.nextSibling?.textContent).toBe('@example.com');
    expect(screen.getByText('2 bookings')).toBeInTheDocument();
    expect(listRequests()[0]!.url).toBe('/api/booking?page=1');
  });

  it("shows each booking's state in words, until when a hold waits and when one was cancelled", async () => {
    server.on(
      'GET /api/booking',
      page([
        booking(1, { status: 'held', holdExpiresAt: '2026-11-20T10:30:00.000Z' }),
        booking(2),
        booking(3, { status: 'cancelled', cancelledAt: '2026-11-21T08:15:00.000Z' }),
        booking(4, { status: 'expired' }),
      ]),
    );
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    const table = await screen.findByRole('table', { name: 'Tour bookings list' });
    const headers = within(table).getAllByRole('columnheader');
    const column = headers.findIndex((header) => header.textContent === 'State');
    expect(column).toBeGreaterThan(0);
    const stateOf = (reference: string) =>
      within(within(table).getByRole('row', { name: new RegExp(reference) })).getAllByRole('cell')[
        column
      ]!;
    expect(stateOf('TB-AAAA01')).toHaveTextContent(/^Helduntil 20 Nov, \d{2}:\d{2}$/);
    expect(stateOf('TB-AAAA02')).toHaveTextContent(/^Confirmed$/);
    expect(stateOf('TB-AAAA03')).toHaveTextContent(/^Cancelledon 21 Nov 2026$/);
    expect(stateOf('TB-AAAA04')).toHaveTextContent(/^Expired$/);
  });

  it('filters by state through the URL, and the export keeps the state filter', async () => {
    const downloads = captureDownloads();
    server.on('GET /api/booking', (request) =>
      request.url.includes('status=cancelled')
        ? page([booking(3, { status: 'cancelled', cancelledAt: '2026-11-21T08:15:00.000Z' })])
        : page([booking(1, { status: 'held', holdExpiresAt: '2026-11-20T10:30:00.000Z' })]),
    );
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?status=held&page=2' });
    await screen.findByText('Booker 1');
    expect(listRequests()[0]!.url).toBe('/api/booking?status=held&page=2');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('held');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Held', 'Confirmed', 'Cancelled', 'Expired']);

    await userEvent.selectOptions(state, 'Cancelled');
    expect(await screen.findByText('Booker 3')).toBeInTheDocument();
    expect(window.location.search).toBe('?status=cancelled');
    expect(listRequests().at(-1)!.url).toBe('/api/booking?status=cancelled&page=1');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(listRequests().at(-1)!.url).toBe('/api/booking?status=cancelled&page=1&limit=100');
    const lines = (await readBlob(downloads[0]!.blob)).split('\r\n');
    expect(lines[0]).toMatch(
      /^Reference,Channel,State,Hold expires at \(UTC\),Cancelled at \(UTC\),/,
    );
    expect(lines[1]).toMatch(/^TB-AAAA03,web,cancelled,,2026-11-21 08:15,Booker 3,/);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('searches on the server once the typing pauses, from page 1, kept in the URL, paged and exported', async () => {
    const downloads = captureDownloads();
    server.on('GET /api/booking', (request) => {
      const url = new URL(request.url, 'http://test');
      if (!url.searchParams.get('q')) return page([booking(1)], 1, 3, 41);
      if (url.searchParams.get('limit')) return page([booking(21, { name: 'Ana Lima' })]);
      return url.searchParams.get('page') === '2'
        ? page([booking(22, { name: 'Ana Lima 2' })], 2, 2, 21)
        : page([booking(21, { name: 'Ana Lima' })], 1, 2, 21);
    });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?status=confirmed&page=3' });
    await screen.findByText('Booker 1');
    const box = screen.getByRole('searchbox', { name: 'Search: reference, name or email' });
    expect(box).toHaveAttribute('maxLength', '100');

    await userEvent.type(box, ' Ana Lima ');
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    // One request for the whole text, not one a letter; a new search starts on page 1.
    const searches = listRequests().filter((r) => r.url.includes('q='));
    expect(searches.map((r) => r.url)).toEqual(['/api/booking?status=confirmed&q=Ana+Lima&page=1']);
    expect(window.location.search).toBe('?status=confirmed&q=Ana+Lima');
    expect(box).toHaveValue(' Ana Lima ');
    expect(screen.getByText('21 bookings')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Ana Lima 2')).toBeInTheDocument();
    expect(listRequests().at(-1)!.url).toBe('/api/booking?status=confirmed&q=Ana+Lima&page=2');
    expect(window.location.search).toBe('?status=confirmed&q=Ana+Lima&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(listRequests().at(-1)!.url).toBe(
      '/api/booking?status=confirmed&q=Ana+Lima&page=1&limit=100',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(box).toHaveValue('');
    expect(await screen.findByText('Booker 1')).toBeInTheDocument();
  });

  it('shows the search of the URL in the box, and Enter searches at once', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?q=tb-aaaa01' });
    await screen.findByText('Booker 1');
    expect(listRequests()[0]!.url).toBe('/api/booking?q=tb-aaaa01&page=1');
    const box = screen.getByRole('searchbox', { name: 'Search: reference, name or email' });
    expect(box).toHaveValue('tb-aaaa01');

    await userEvent.clear(box);
    await userEvent.type(box, 'booker1@example.com{Enter}');
    expect(listRequests().at(-1)!.url).toBe('/api/booking?q=booker1%40example.com&page=1');
    expect(listRequests().filter((r) => r.url.includes('q=booker1'))).toHaveLength(1);
  });

  it('ignores a state or a search the API would refuse in a hand-edited URL', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    renderAt(<TourBookingsPage />, {
      path: `/admin/Booking?status=pending&q=${'x'.repeat(101)}`,
    });
    await screen.findByText('Booker 1');
    expect(listRequests()[0]!.url).toBe('/api/booking?page=1');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says so when there is no booking', async () => {
    server.on('GET /api/booking', page([]));
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows the error with a Retry that loads again', async () => {
    let calls = 0;
    server.on('GET /api/booking', () =>
      ++calls === 1
        ? { status: 500, data: { message: 'Internal server error' } }
        : page([booking(1)]),
    );
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    expect(
      await screen.findByText('Failed to fetch bookings. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Booker 1')).toBeInTheDocument();
  });

  it('pages on the server and keeps the page in the URL', async () => {
    server.on('GET /api/booking', (request) =>
      request.url.includes('page=2') ? page([booking(21)], 2, 2, 21) : page([booking(1)], 1, 2, 21),
    );
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    await screen.findByText('Booker 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Booker 21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(listRequests().at(-1)!.url).toBe('/api/booking?page=2');
  });

  it('sends the filter of the URL, and a changed filter goes to the URL and back to page 1', async () => {
    server.on('GET /api/booking', page([booking(1)], 1, 3, 41));
    renderAt(<TourBookingsPage />, {
      path: `/admin/Booking?from=2026-12-01&to=2026-12-31&destinationId=${LISBON}&page=3`,
    });
    await screen.findByText('Booker 1');
    expect(listRequests()[0]!.url).toBe(
      `/api/booking?from=2026-12-01&to=2026-12-31&destinationId=${LISBON}&page=3`,
    );
    expect(screen.getByLabelText('Tour date from')).toHaveValue('2026-12-01');
    const select = screen.getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(select).toHaveValue(LISBON);

    await userEvent.selectOptions(select, 'Porto wine cellars');
    await waitFor(() =>
      expect(listRequests().at(-1)!.url).toBe(
        `/api/booking?from=2026-12-01&to=2026-12-31&destinationId=${PORTO}&page=1`,
      ),
    );
    expect(window.location.search).toBe(`?from=2026-12-01&to=2026-12-31&destinationId=${PORTO}`);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listRequests().at(-1)!.url).toBe('/api/booking?page=1'));
    expect(window.location.search).toBe('');
  });

  it('does not send a range that ends before it starts, and says so under the filters', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?from=2026-12-10&to=2026-12-01' });
    const message = 'The start date must be on or before the end date.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    for (const label of ['Tour date from', 'Tour date to']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    // In a row of its own, not under one date: no filter moves out of line.
    expect(screen.getByRole('alert').closest('.sh-field')).toBeNull();
    expect(listRequests()).toHaveLength(0);
  });

  it('says which tour dates it shows while a date is left open, and refuses a range wider than 92 days', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    const { unmount } = renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    expect(
      await screen.findByText('Tour dates in the next 31 days: choose dates to see others.'),
    ).toBeInTheDocument();
    unmount();

    renderAt(<TourBookingsPage />, { path: '/admin/Booking?from=2026-12-01&to=2027-03-03' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dates can be at most 92 days apart.',
    );
    expect(listRequests()).toHaveLength(1);
  });

  it('shows the whole name of the chosen destination on its select', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    renderAt(<TourBookingsPage />, { path: `/admin/Booking?destinationId=${PORTO}` });
    const select = screen.getByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(select).toHaveAttribute('title', 'Porto wine cellars'));
  });

  it('deletes a booking after a yes, and keeps it after a no', async () => {
    let rows = [booking(1), booking(2)];
    server.on('GET /api/booking', () => page(rows));
    server.on(`DELETE /api/deleteBooking/${booking(1)._id}`, () => {
      rows = rows.slice(1);
      return { status: 200, data: { message: 'Booking deleted successfully' } };
    });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    await screen.findByText('Booker 1');

    await userEvent.click(screen.getByRole('button', { name: 'Delete booking TB-AAAA01' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this booking?');
    await cancelThenDelete(userEvent, server, 'Delete booking TB-AAAA01');
    expect(await screen.findByText('Booking deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Booker 1')).not.toBeInTheDocument());
    expect(screen.getByText('Booker 2')).toBeInTheDocument();
  });

  it('shows the page before when a delete empties the last page', async () => {
    let last = [booking(21)];
    server.on('GET /api/booking', (request) => {
      const totalPages = last.length ? 2 : 1;
      return request.url.includes('page=2')
        ? page(last, 2, totalPages, 20 + last.length)
        : page([booking(1)], 1, totalPages, 20 + last.length);
    });
    server.on(`DELETE /api/deleteBooking/${booking(21)._id}`, () => {
      last = [];
      return { status: 200, data: { message: 'Booking deleted successfully' } };
    });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete booking TB-AAAA21' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Booker 1')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(listRequests().at(-1)!.url).toBe('/api/booking?page=1');
  });

  it('says so when a delete fails', async () => {
    server.on('GET /api/booking', page([booking(1)]));
    server.on(`DELETE /api/deleteBooking/${booking(1)._id}`, {
      status: 500,
      data: { message: 'boom' },
    });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    await screen.findByText('Booker 1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking TB-AAAA01' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete booking. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Booker 1')).toBeInTheDocument();
  });

  it('exports every page the filter matches as CSV, quoted and guarded against formulas', async () => {
    const downloads = captureDownloads();
    const tricky = booking(1, { name: 'Lima, "Ana"', email: '=HYPERLINK("http://evil")' });
    const multiline = booking(2, { name: 'Two\nLines', extras: true, cost: 141 });
    server.on('GET /api/booking', (request) => {
      if (!request.url.includes('limit=100')) return page([tricky], 1, 2, 101);
      return request.url.includes('page=2')
        ? page([multiline], 2, 2, 101)
        : page([tricky], 1, 2, 101);
    });
    renderAt(<TourBookingsPage />, { path: `/admin/Booking?destinationId=${LISBON}` });
    await screen.findByText('Lima, "Ana"');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));

    const exports = listRequests().filter((r) => r.url.includes('limit=100'));
    expect(exports.map((r) => r.url)).toEqual([
      `/api/booking?destinationId=${LISBON}&page=1&limit=100`,
      `/api/booking?destinationId=${LISBON}&page=2&limit=100`,
    ]);
    expect(downloads[0]!.name).toMatch(/^tour-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await readBlob(downloads[0]!.blob);
    expect(text.split('\r\n')).toEqual([
      'Reference,Channel,State,Hold expires at (UTC),Cancelled at (UTC),Name,Email,Phone,Destination,Date,Time,Time zone,Tickets,Extras,Cost,Check-in,Booked at (UTC),Payment,Paid,Refunded,Currency,Paid at (UTC)',
      'TB-AAAA01,web,confirmed,,,"Lima, ""Ana""","\'=HYPERLINK(""http://evil"")",,Lisbon old town walk,2026-12-01,09:30,Europe/Lisbon,2,no,91,,2026-11-20 10:00,on_the_day,,,,',
      'TB-AAAA02,web,confirmed,,,"Two\nLines",booker2@example.com,,Lisbon old town walk,2026-12-01,09:30,Europe/Lisbon,2,yes,141,,2026-11-20 10:00,on_the_day,,,,',
      '',
    ]);
    expect(await screen.findByText('Exported 2 bookings.')).toBeInTheDocument();
  });

  it('says so when the export fails', async () => {
    captureDownloads();
    server.on('GET /api/booking', (request) =>
      request.url.includes('limit=100') ? { status: 500, data: {} } : page([booking(1)]),
    );
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    await screen.findByText('Booker 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Failed to export bookings. Please try again.'),
    ).toBeInTheDocument();
  });
});
