import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TourTimeBooking, TourTimeOperation, TourTimePreview } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import TourTimesPage from '../index';

const LISBON = 'a'.repeat(24);

function booking(n: number, fields: Partial<TourTimeBooking> = {}): TourTimeBooking {
  return {
    _id: String(n).padStart(24, '0'),
    reference: `TB-00000${n}`,
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    tickets: 2,
    status: 'confirmed',
    cost: 91,
    payment: 'paid',
    paid: 9100,
    currency: 'usd',
    ...fields,
  };
}

const bookings = [
  booking(1),
  booking(2, { tickets: 3, paid: 13650 }),
  booking(3, { tickets: 1, payment: 'on_the_day', paid: 0 }),
];

function preview(fields: Partial<TourTimePreview> = {}): TourTimePreview {
  return {
    destinationId: LISBON,
    destinationTitle: 'Lisbon old town walk',
    date: '2030-06-01',
    time: '09:30',
    capacity: 20,
    closed: false,
    bookings,
    totals: { bookings: 3, tickets: 6, contacts: 3, paid: 22750, value: 273, currency: 'usd' },
    ...fields,
  };
}

function operation(kind: 'cancel' | 'move'): TourTimeOperation {
  const outcome = kind === 'cancel' ? 'cancelled' : 'moved';
  return {
    _id: 'c'.repeat(24),
    kind,
    status: 'done',
    destinationId: LISBON,
    destinationTitle: 'Lisbon old town walk',
    date: '2030-06-01',
    time: '09:30',
    ...(kind === 'move' ? { toDate: '2030-06-01', toTime: '14:00' } : {}),
    bookings: bookings.map((b) => ({
      ...b,
      outcome,
      ...(kind === 'cancel' && b.paid ? { refunded: b.paid } : {}),
    })),
    totals: {
      bookings: 3,
      tickets: 6,
      contacts: 3,
      paid: 22750,
      value: 273,
      currency: 'usd',
      cancelled: kind === 'cancel' ? 3 : 0,
      moved: kind === 'move' ? 3 : 0,
      skipped: 0,
      refunded: kind === 'cancel' ? 22750 : 0,
    },
    startedAt: '2030-05-20T10:00:00.000Z',
    finishedAt: '2030-05-20T10:00:01.000Z',
  };
}

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/destination': {
      status: 200,
      data: [{ _id: LISBON, title: 'Lisbon old town walk', tourTimes: ['09:30', '14:00'] }],
    },
  });
});

const posts = (path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.url === `/api/admin/tour-times/${path}`);

async function openDryRun(user: ReturnType<typeof userEvent.setup>) {
  renderAt(<TourTimesPage />, { path: '/admin/tour-times' });
  await screen.findByRole('option', { name: 'Lisbon old town walk' });
  const form = screen.getByRole('form', { name: 'Choose a tour time' });
  await user.selectOptions(within(form).getByLabelText('Destination'), LISBON);
  await user.type(within(form).getByLabelText('Tour date'), '2030-06-01');
  await user.selectOptions(within(form).getByLabelText('Time'), '09:30');
  await user.click(screen.getByRole('button', { name: 'Show who is affected' }));
  await screen.findByRole('heading', { name: /Dry run: Lisbon old town walk/ });
}

// Each test picks a tour, a day and a time by typing and clicking first: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

describe('the tour times screen', () => {
  it("offers no time before a destination is chosen, then that tour's own times", async () => {
    const user = userEvent.setup();
    renderAt(<TourTimesPage />, { path: '/admin/tour-times' });
    await screen.findByRole('option', { name: 'Lisbon old town walk' });
    const form = screen.getByRole('form', { name: 'Choose a tour time' });
    const time = within(form).getByLabelText('Time');
    expect(time).toBeDisabled();
    expect(within(time).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(within(form).getByLabelText('Destination'), LISBON);
    expect(time).toBeEnabled();
    expect(
      within(time)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual(['09:30', '14:00']);
  });

  it('shows the dry run: each booking, and the bookings, tickets, contacts and money paid', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/tour-times/preview', { status: 200, data: { data: preview() } });
    await openDryRun(user);
    expect(posts('preview')[0]?.body).toEqual({
      destinationId: LISBON,
      date: '2030-06-01',
      time: '09:30',
    });
    expect(screen.getByText('3 bookings (6 tickets)')).toBeVisible();
    expect(screen.getByText('3 contacts')).toBeVisible();
    expect(screen.getByText('$227.50 paid by card')).toBeVisible();
    const rows = within(
      screen.getByRole('table', { name: 'Bookings of this tour time' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('TB-000001')).toBeVisible();
    expect(within(rows[1]!).getByText('$91.00')).toBeVisible();
    expect(within(rows[3]!).getByText('Pay on the day')).toBeVisible();
  });

  it('offers a time that holds bookings though no longer on the tour, but never as a time to move to', async () => {
    const user = userEvent.setup();
    server.on(`GET /api/admin/tour-times/booked-times?destinationId=${LISBON}`, {
      status: 200,
      data: { data: ['09:30', '10:30'] },
    });
    renderAt(<TourTimesPage />, { path: '/admin/tour-times' });
    await screen.findByRole('option', { name: 'Lisbon old town walk' });
    const form = screen.getByRole('form', { name: 'Choose a tour time' });
    await user.selectOptions(within(form).getByLabelText('Destination'), LISBON);
    const time = within(form).getByLabelText('Time');
    await within(time).findByRole('option', { name: '10:30' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '09:30', '10:30', '14:00']);
  });

  it('cancels after a dialog that says what will happen, then shows what was done', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/tour-times/preview', { status: 200, data: { data: preview() } });
    server.on('POST /api/admin/tour-times/cancel', {
      status: 200,
      data: { message: 'Cancelled 3 of 3 bookings.', data: operation('cancel') },
    });
    await openDryRun(user);
    await user.type(screen.getByLabelText(/Reason/), 'Storm warning');
    await user.click(screen.getByRole('button', { name: 'Cancel all bookings' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel 3 bookings (6 tickets) and refund $227.50?');
    // Cancel has the focus: nothing is sent until the admin confirms.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts('cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel all bookings' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel the tour time',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cancelled 3 of 3 bookings (6 tickets); refunded $227.50.',
    );
    expect(posts('cancel')[0]?.body).toEqual({
      destinationId: LISBON,
      date: '2030-06-01',
      time: '09:30',
      reason: 'Storm warning',
    });
    const result = screen.getByRole('table', { name: 'What became of each booking' });
    expect(within(result).getAllByText('Cancelled')).toHaveLength(3);
    expect(within(result).getByText('refunded $91.00')).toBeVisible();
  });

  it('checks the room at the new time first and says why a move cannot be done', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/tour-times/preview', (request) => {
      const body = request.body as { toTime?: string };
      return {
        status: 200,
        data: {
          data: preview(
            body.toTime
              ? { target: { date: '2030-06-01', time: '14:00', free: 4, fits: false } }
              : {},
          ),
        },
      };
    });
    await openDryRun(user);
    await user.selectOptions(screen.getByLabelText('New time'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Move all bookings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 4 seats are free on 01 Jun 2030 at 14:00; these bookings need 6. Nothing was moved.',
    );
    expect(posts('move')).toHaveLength(0);
  });

  it('moves after confirming, and shows the result', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/tour-times/preview', {
      status: 200,
      data: {
        data: preview({ target: { date: '2030-06-01', time: '14:00', free: 20, fits: true } }),
      },
    });
    server.on('POST /api/admin/tour-times/move', {
      status: 200,
      data: { message: 'Moved 3 of 3 bookings.', data: operation('move') },
    });
    await openDryRun(user);
    await user.selectOptions(screen.getByLabelText('New time'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Move all bookings' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Move 3 bookings (6 tickets) from 01 Jun 2030 at 09:30 to 01 Jun 2030 at 14:00?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move the bookings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Moved 3 of 3 bookings (6 tickets) to 01 Jun 2030 at 14:00.',
    );
    expect(posts('move')[0]?.body).toMatchObject({ toDate: '2030-06-01', toTime: '14:00' });
  });

  it('shows the server message when the dry run is refused', async () => {
    const user = userEvent.setup();
    server.on('POST /api/admin/tour-times/preview', {
      status: 400,
      data: { statusCode: 400, message: 'date must be today or a later date' },
    });
    renderAt(<TourTimesPage />, { path: '/admin/tour-times' });
    await screen.findByRole('option', { name: 'Lisbon old town walk' });
    await user.selectOptions(screen.getByLabelText('Destination'), LISBON);
    await user.type(screen.getByLabelText('Tour date'), '2020-06-01');
    await user.selectOptions(screen.getByLabelText('Time'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Show who is affected' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'date must be today or a later date',
    );
  });
});
