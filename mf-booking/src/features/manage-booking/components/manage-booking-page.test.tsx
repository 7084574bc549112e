import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { deferred, mockApi, type MockApi, type Reply, renderAt } from '@travel/shell/testing';
import { addDays, todayIsoDate } from '../../../lib/dates';
import { graceStay, graceTour } from '../../../test/bookings';
import ManageBookingPage from '../index';

const day = (offset: number) => addDays(todayIsoDate(), offset);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const tour = { ...graceTour, date: day(10), status: 'held', holdExpiresAt: inMinutes(25) };
const stay = { ...graceStay, checkIn: day(12), checkOut: day(15), status: 'confirmed' };
/** Start of the tour in UTC, minus the cutoff. */
const cancelBefore = (date: string, time: string, hours = 24) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - hours * 3_600_000).toISOString();

let server: MockApi;
const posts = () => server.requests.filter((request) => request.method === 'POST');

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', {
    status: 200,
    data: { _id: 'd1', title: 'Lisbon Old Town' },
  });
  server.on('GET /api/offer/o1', {
    status: 200,
    data: { data: { _id: 'o1', title: 'Seaside apartment' } },
  });
});

function manageReply(booking: object, extra: object = {}): Reply {
  const kind = 'destinationId' in booking ? 'tour' : 'stay';
  return {
    status: 200,
    data: {
      kind,
      booking,
      cancellable: true,
      cancelBefore: cancelBefore(day(10), '09:30'),
      ...extra,
    },
  };
}

function renderWith(query: string) {
  renderAt(<ManageBookingPage />, { path: `/booking/manage${query}`, route: '/booking/manage' });
}

const LINK = '?ref=TB-7K3Q9X&token=tok-1';

describe('ManageBookingPage', () => {
  it('shows a held booking with what to do, reading it without changing anything', async () => {
    server.on('GET /api/bookings/manage', manageReply(tour));
    renderWith(LINK);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lisbon Old Town' })).toBeVisible();
    expect(screen.getByTestId('manage-reference')).toHaveTextContent('TB-7K3Q9X');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Awaiting confirmation');
    expect(
      screen.getByText(
        /This booking is not confirmed yet\. Confirm it by .+, or the seats are released/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/bookings/manage?ref=TB-7K3Q9X&token=tok-1']),
    );
    expect(posts()).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('says a withdrawn tour was withdrawn, offering neither to confirm nor to pay', async () => {
    // Its payment still pending: only the withdrawal keeps Pay again away.
    server.on(
      'GET /api/bookings/manage',
      manageReply({ ...tour, payment: { status: 'pending' } }, { withdrawn: true }),
    );
    renderWith(LINK);
    expect(
      await screen.findByText('This tour was withdrawn and is no longer offered.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
  });

  it('offers no "Book again" and no payment line for a cancelled booking of a withdrawn tour', async () => {
    server.on(
      'GET /api/bookings/manage',
      manageReply({ ...tour, status: 'cancelled' }, { withdrawn: true }),
    );
    renderWith(LINK);
    expect(
      await screen.findByText('This tour was withdrawn and is no longer offered.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book again' })).toBeNull();
    expect(screen.queryByText('Payment is taken on the day.')).toBeNull();
  });

  it('confirms a hold with the button, and then shows it confirmed', async () => {
    server.on('GET /api/bookings/manage', manageReply(tour));
    const reply = deferred<Reply>();
    server.on('POST /api/bookings/manage/confirm', () => reply.promise);
    const user = userEvent.setup();
    renderWith(LINK);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(posts()[0]?.body).toEqual({ ref: 'TB-7K3Q9X', token: 'tok-1' });

    reply.resolve({
      status: 200,
      data: {
        message: 'Your booking is confirmed.',
        kind: 'tour',
        booking: { ...tour, status: 'confirmed', holdExpiresAt: undefined },
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your booking is confirmed.');
    expect(screen.getAllByText('Your booking is confirmed.')).toHaveLength(1);
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('cancels after asking, and then shows it cancelled without actions', async () => {
    server.on('GET /api/bookings/manage', manageReply(stay, { kind: 'stay' }));
    server.on('POST /api/bookings/manage/cancel', {
      status: 200,
      data: {
        message: 'Your booking is cancelled.',
        kind: 'stay',
        booking: { ...stay, status: 'cancelled', cancelledAt: new Date().toISOString() },
      },
    });
    const user = userEvent.setup();
    renderWith('?ref=ST-4PX2QA&token=tok-2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Seaside apartment' }),
    ).toBeVisible();
    expect(screen.getByText(/^You can cancel this booking until /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Cancel booking ST-4PX2QA? The nights are released');
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your booking is cancelled.');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(screen.getByText(/^This booking was cancelled on .+\.$/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Cancel booking|Confirm booking/ }),
    ).not.toBeInTheDocument();
    expect(posts()[0]?.url).toBe('/api/bookings/manage/cancel');
    expect(posts()[0]?.body).toEqual({ ref: 'ST-4PX2QA', token: 'tok-2' });
  });

  it('says the link is not valid when the server does not know it', async () => {
    server.on('GET /api/bookings/manage', {
      status: 404,
      data: { statusCode: 404, message: 'This booking link is not valid.' },
    });
    renderWith(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking link is not valid.');
  });

  it.each(['', '?ref=TB-7K3Q9X', '?token=tok-1'])(
    'says the link is not valid without asking the server when it is incomplete (%j)',
    async (query) => {
      renderWith(query);
      expect(screen.getByRole('alert')).toHaveTextContent('This booking link is not valid.');
      expect(server.requests).toHaveLength(0);
    },
  );

  it('says an expired hold was released, with a way to book again and no actions', async () => {
    server.on(
      'GET /api/bookings/manage',
      manageReply({ ...tour, status: 'expired' }, { cancellable: false }),
    );
    renderWith(LINK);
    expect(
      await screen.findByText(
        /This hold has expired and its places were released\. Please book again\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/TourPage/d1',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a cancelled booking was cancelled, with no actions', async () => {
    server.on(
      'GET /api/bookings/manage',
      manageReply(
        { ...tour, status: 'cancelled', cancelledAt: inMinutes(-60) },
        { cancellable: false },
      ),
    );
    renderWith(LINK);
    expect(await screen.findByText(/^This booking was cancelled on .+\.$/)).toBeVisible();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing is left to pay on the day; the tour can be booked again.
    expect(screen.queryByTestId('payment-line')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/TourPage/${tour.destinationId}`,
    );
  });

  it('says when it is too late to cancel, with the configured hours', async () => {
    const soon = { ...tour, date: day(1), status: 'confirmed', holdExpiresAt: undefined };
    server.on(
      'GET /api/bookings/manage',
      manageReply(soon, { cancellable: false, cancelBefore: cancelBefore(day(1), '09:30', 48) }),
    );
    renderWith(LINK);
    expect(
      await screen.findByText('Bookings can no longer be cancelled within 48 hours of the start.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a late cancel and the booking as the server now has it', async () => {
    server.on('GET /api/bookings/manage', manageReply({ ...tour, status: 'confirmed' }));
    server.on('POST /api/bookings/manage/cancel', {
      status: 409,
      data: {
        statusCode: 409,
        message: 'Bookings can no longer be cancelled within 24 hours of the start.',
      },
    });
    const user = userEvent.setup();
    renderWith(LINK);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bookings can no longer be cancelled within 24 hours of the start.',
    );
    // Read again after the refusal, and the refusal still on screen with it.
    expect(await screen.findByTestId('manage-reference')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('within 24 hours');
    expect(server.requests.filter((r) => r.url.startsWith('/api/bookings/manage?'))).toHaveLength(
      2,
    );
  });

  it('offers Retry when the booking cannot be loaded', async () => {
    server.on('GET /api/bookings/manage', { status: 503, data: {} });
    const user = userEvent.setup();
    renderWith(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking could not be loaded. Please try again.',
    );
    server.on('GET /api/bookings/manage', manageReply(tour));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('manage-reference')).toHaveTextContent('TB-7K3Q9X');
  });

  describe('back from the card payment page', () => {
    const pending = { status: 'pending', amount: 41000, currency: 'usd' } as const;

    function renderReturn(path: '/booking/paid' | '/booking/payment-cancelled') {
      renderAt(<ManageBookingPage />, { path: `${path}${LINK}`, route: path });
    }

    it('waits for the payment confirmation, reading the booking again until the webhook has landed', async () => {
      let reads = 0;
      server.on('GET /api/bookings/manage', () =>
        ++reads < 2
          ? manageReply({ ...tour, payment: pending })
          : manageReply({
              ...tour,
              status: 'confirmed',
              holdExpiresAt: undefined,
              payment: { ...pending, status: 'paid' },
            }),
      );
      renderReturn('/booking/paid');
      expect(await screen.findByText('Waiting for payment confirmation…')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
      expect(
        await screen.findByText('Your booking is confirmed.', {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.getByTestId('payment-line')).toHaveTextContent('Paid by card: $410.00.');
      expect(screen.queryByText('Waiting for payment confirmation…')).toBeNull();
      expect(posts()).toHaveLength(0);
    });

    it('says until when the seats are held and opens a new payment page', async () => {
      server.on('GET /api/bookings/manage', manageReply({ ...tour, payment: pending }));
      server.on('POST /api/bookings/manage/checkout', {
        status: 200,
        data: {
          ...pending,
          checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_2',
          sessionId: 'cs_2',
        },
      });
      const user = userEvent.setup();
      renderReturn('/booking/payment-cancelled');
      expect(
        await screen.findByText(
          /Your payment was not completed\. The seats are held for you until .+\./,
        ),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Pay again' }));
      expect(posts().map((request) => [request.url, request.body])).toEqual([
        ['/api/bookings/manage/checkout', { ref: 'TB-7K3Q9X', token: 'tok-1' }],
      ]);
    });
  });
});

describe('ManageBookingPage: change date or time', () => {
  const confirmed = { ...tour, status: 'confirmed', holdExpiresAt: undefined };
  const slots = (left: Record<string, number>) => ({
    status: 200,
    data: {
      date: day(10),
      maxTicketsPerBooking: 10,
      slots: Object.entries(left).map(([time, n]) => ({ time, capacity: 20, left: n })),
    },
  });

  it('moves the booking to a time with room, showing the seats left, and then shows it there', async () => {
    server.on('GET /api/bookings/manage', manageReply(confirmed));
    server.on(
      `GET /api/destination/d1/availability?date=${day(10)}`,
      slots({ '09:30': 5, '11:00': 2, '14:00': 7 }),
    );
    const moved = { ...confirmed, time: '14:00' };
    server.on('POST /api/bookings/manage/reschedule', {
      status: 200,
      data: {
        message: `Your booking is moved to ${day(10)} at 14:00.`,
        kind: 'tour',
        booking: moved,
      },
    });
    const user = userEvent.setup();
    renderWith(LINK);
    await user.click(await screen.findByRole('button', { name: 'Change date or time' }));
    const step = screen.getByTestId('reschedule-step');
    expect(
      await within(step).findByRole('radio', { name: '09:30 Your current time' }),
    ).toBeDisabled();
    expect(
      within(step).getByRole('radio', { name: '11:00 2 seats left: too few for 3' }),
    ).toBeDisabled();
    expect(within(step).getByRole('button', { name: 'Choose a new time' })).toBeDisabled();

    await user.click(within(step).getByRole('radio', { name: '14:00 7 seats left' }));
    await user.click(within(step).getByRole('button', { name: /^Move to .+ at 14:00$/ }));
    expect(posts().map((request) => [request.url, request.body])).toEqual([
      [
        '/api/bookings/manage/reschedule',
        { ref: 'TB-7K3Q9X', token: 'tok-1', date: day(10), time: '14:00' },
      ],
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Your booking is moved to ${day(10)} at 14:00.`,
    );
    expect(screen.queryByTestId('reschedule-step')).toBeNull();
  });

  it('shows the refusal and keeps the step open', async () => {
    server.on('GET /api/bookings/manage', manageReply(confirmed));
    server.on(
      `GET /api/destination/d1/availability?date=${day(10)}`,
      slots({ '09:30': 5, '14:00': 7 }),
    );
    server.on('POST /api/bookings/manage/reschedule', {
      status: 409,
      data: { message: 'This time is sold out' },
    });
    const user = userEvent.setup();
    renderWith(LINK);
    await user.click(await screen.findByRole('button', { name: 'Change date or time' }));
    await user.click(await screen.findByRole('radio', { name: '14:00 7 seats left' }));
    await user.click(screen.getByRole('button', { name: /^Move to/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is sold out');
    expect(screen.getByTestId('reschedule-step')).toBeInTheDocument();
  });

  it('is not offered past the deadline', async () => {
    server.on('GET /api/bookings/manage', manageReply(confirmed, { cancellable: false }));
    renderWith(LINK);
    await screen.findByTestId('manage-reference');
    expect(screen.queryByRole('button', { name: 'Change date or time' })).toBeNull();
  });
});
