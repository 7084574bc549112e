import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIsoDate } from '../../../lib/dates';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { graceStay, graceTour } from '../../../test/bookings';
import MyBookings from '../index';

const tour = { ...graceTour, timeZone: 'Europe/Lisbon' };
const stay = { ...graceStay, timeZone: 'Europe/Lisbon' };

let server: MockApi;
const sentTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);

beforeEach(() => {
  useAuthStore.setState({
    token: 'jwt-1',
    user: { _id: 'u1', username: 'grace', email: 'grace@example.com', role: 'user' },
  });
  server = mockApi();
  server.on('GET /api/destination', {
    status: 200,
    data: [{ _id: 'd1', title: 'Lisbon Old Town' }],
  });
  server.on('GET /api/offer', {
    status: 200,
    data: { data: [{ _id: 'o1', title: 'Seaside apartment' }] },
  });
});

function renderPage() {
  renderAt(<MyBookings />);
}

describe('MyBookings', () => {
  it("lists the caller's tours and stays with reference, what, when and how much", async () => {
    server.on('GET /api/bookings/mine', { status: 200, data: { tours: [tour], stays: [stay] } });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const tours = within(await screen.findByRole('region', { name: 'Upcoming' })).getByTestId(
      'booking-TB-7K3Q9X',
    );
    expect(within(tours).getByText('TB-7K3Q9X')).toBeInTheDocument();
    expect(await within(tours).findByRole('heading', { name: 'Lisbon Old Town' })).toBeVisible();
    expect(within(tours).getByText('Wed, Dec 24, 2036 at 09:30 Lisbon time')).toBeInTheDocument();
    expect(within(tours).getByText('$410.00')).toBeInTheDocument();
    expect(within(tours).getByRole('link', { name: 'View tour' })).toHaveAttribute(
      'href',
      '/TourPage/d1',
    );

    const stays = screen.getByTestId('booking-ST-4PX2QA');
    expect(within(stays).getByText('ST-4PX2QA')).toBeInTheDocument();
    expect(await within(stays).findByRole('heading', { name: 'Seaside apartment' })).toBeVisible();
    expect(
      within(stays).getByText('Fri, Dec 26, 2036 to Mon, Dec 29, 2036 (3 nights), Lisbon time'),
    ).toBeInTheDocument();
    expect(within(stays).getByText('$483.00')).toBeInTheDocument();
    expect(within(stays).getByText('$241.50')).toBeInTheDocument();

    expect(sentTo('GET', '/api/bookings/mine')[0]?.headers.get('Authorization')).toBe(
      'Bearer jwt-1',
    );
  });

  it('still lists the bookings with generic names when the catalog cannot be read', async () => {
    server.on('GET /api/destination', { status: 500 });
    server.on('GET /api/offer', { status: 500 });
    server.on('GET /api/bookings/mine', { status: 200, data: { tours: [tour], stays: [stay] } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stay' })).toBeInTheDocument();
  });

  it('says when there are no bookings', async () => {
    server.on('GET /api/bookings/mine', { status: 200, data: { tours: [], stays: [] } });
    renderPage();
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('shows the error text when the bookings cannot be loaded', async () => {
    server.on('GET /api/bookings/mine', { status: 500, data: { message: 'Boom' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch bookings. Please try again later.',
    );
  });

  it('reads the bookings again on Retry after a failed load', async () => {
    const user = userEvent.setup();
    server.on('GET /api/bookings/mine', { status: 500, data: { message: 'Boom' } });
    renderPage();
    await screen.findByRole('alert');
    server.on('GET /api/bookings/mine', { status: 200, data: { tours: [], stays: [] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in instead of calling the API', () => {
    useAuthStore.setState({ token: null, user: null });
    renderPage();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(server.requests).toHaveLength(0);
  });
});

describe('MyBookings: upcoming, past and their state', () => {
  const day = (offset: number) => addDays(todayIsoDate(), offset);

  it('groups bookings into Upcoming (soonest first), Past and Cancelled, each with its state', async () => {
    server.on('GET /api/bookings/mine', {
      status: 200,
      data: {
        tours: [
          { ...tour, _id: 't2', reference: 'TB-LATER1', date: day(20), status: 'confirmed' },
          { ...tour, _id: 't3', reference: 'TB-PAST01', date: day(-3), status: 'confirmed' },
          {
            ...tour,
            _id: 't4',
            reference: 'TB-HELD01',
            date: day(5),
            status: 'held',
            holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
          },
        ],
        stays: [
          {
            ...stay,
            reference: 'ST-GONE01',
            checkIn: day(8),
            checkOut: day(9),
            status: 'cancelled',
          },
          { ...stay, _id: 's2', reference: 'ST-OLD001', checkIn: day(-9), checkOut: day(-7) },
        ],
      },
    });
    renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const refs = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid'));
    expect(refs(upcoming)).toEqual(['booking-TB-HELD01', 'booking-TB-LATER1']);
    expect(refs(screen.getByRole('region', { name: 'Past' }))).toEqual([
      'booking-TB-PAST01',
      'booking-ST-OLD001',
    ]);
    expect(refs(screen.getByRole('region', { name: 'Cancelled' }))).toEqual(['booking-ST-GONE01']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming',
      'Past',
      'Cancelled',
    ]);
    const state = (reference: string) =>
      within(screen.getByTestId(`booking-${reference}`)).getByTestId('booking-status');
    expect(state('TB-HELD01')).toHaveTextContent('Awaiting confirmation');
    expect(state('ST-GONE01')).toHaveTextContent('Cancelled');
    expect(state('TB-LATER1')).toHaveTextContent('Confirmed');
    // Stored before bookings had a state: confirmed.
    expect(state('ST-OLD001')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('booking-TB-HELD01')).toHaveTextContent(
      /Confirm it with the link in your email by .+, or the seats are released\./,
    );
  });
});

describe('MyBookings: cancelling', () => {
  const day = (offset: number) => addDays(todayIsoDate(), offset);
  const upcomingTour = {
    ...tour,
    reference: 'TB-CANCEL',
    date: day(10),
    status: 'confirmed',
    cancellable: true,
  };

  beforeEach(() => {
    server.on('GET /api/bookings/mine', {
      status: 200,
      data: {
        tours: [
          upcomingTour,
          { ...tour, _id: 't5', reference: 'TB-SOON01', date: day(0), cancellable: false },
        ],
        stays: [],
      },
    });
  });

  async function openCancel() {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('booking-TB-CANCEL');
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    return {
      user,
      card,
      dialog: screen.getByRole('alertdialog', { name: 'Cancel this booking?' }),
    };
  }

  it('offers Cancel only on upcoming bookings the server says can be cancelled', async () => {
    renderPage();
    const card = await screen.findByTestId('booking-TB-CANCEL');
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    const soon = screen.getByTestId('booking-TB-SOON01');
    expect(within(soon).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(soon).toHaveTextContent(
      'Too close to the start to cancel online. Please contact us if your plans change.',
    );
    expect(card).not.toHaveTextContent('Too close to the start');
  });

  it('asks first, and sends nothing when the visitor keeps the booking', async () => {
    const { user, dialog } = await openCancel();
    expect(dialog).toHaveTextContent(
      /Cancel booking TB-CANCEL \(Lisbon Old Town, .+ at 09:30 Lisbon time\)\?/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('cancels once confirmed, shows it cancelled with the server message, without Cancel', async () => {
    server.on('POST /api/bookings/mine/TB-CANCEL/cancel', {
      status: 200,
      data: {
        message: 'Your booking is cancelled.',
        kind: 'tour',
        booking: { ...upcomingTour, status: 'cancelled', cancelledAt: new Date().toISOString() },
      },
    });
    const { user, card, dialog } = await openCancel();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(card).findByRole('status')).toHaveTextContent('Your booking is cancelled.');
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      sentTo('POST', '/api/bookings/mine/TB-CANCEL/cancel')[0]?.headers.get('Authorization'),
    ).toBe('Bearer jwt-1');
  });

  it.each([
    [409, 'Bookings can no longer be cancelled within 24 hours of the start.'],
    [404, 'Booking not found'],
  ])('shows the refusal (%i) and keeps the booking as it was', async (status, message) => {
    server.on('POST /api/bookings/mine/TB-CANCEL/cancel', {
      status,
      data: { statusCode: status, message },
    });
    const { user, card, dialog } = await openCancel();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('Confirmed');
    // A refusal that a second try would meet again takes the button away; others leave it.
    expect(within(card).queryAllByRole('button', { name: 'Cancel booking' })).toHaveLength(
      status === 409 ? 0 : 1,
    );
  });

  it('says so in words when the server cannot be reached', async () => {
    server.on('POST /api/bookings/mine/TB-CANCEL/cancel', { status: 502, data: '<html>' });
    const { user, card, dialog } = await openCancel();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The booking could not be cancelled. Please try again.',
    );
  });
});

describe('MyBookings: change date or time', () => {
  const day = (offset: number) => addDays(todayIsoDate(), offset);
  const mine = {
    ...tour,
    reference: 'TB-MOVE01',
    date: day(10),
    status: 'confirmed',
    cancellable: true,
  };

  it('moves an upcoming tour from its card and shows it at the new time', async () => {
    const moved = { ...mine, time: '14:00' };
    let reads = 0;
    server.on('GET /api/bookings/mine', () => ({
      status: 200,
      data: { tours: [reads++ === 0 ? mine : moved], stays: [] },
    }));
    server.on(`GET /api/destination/d1/availability?date=${day(10)}`, {
      status: 200,
      data: {
        date: day(10),
        maxTicketsPerBooking: 10,
        slots: [
          { time: '09:30', capacity: 20, left: 4 },
          { time: '14:00', capacity: 20, left: 6 },
        ],
      },
    });
    server.on('POST /api/bookings/mine/TB-MOVE01/reschedule', {
      status: 200,
      data: {
        message: `Your booking is moved to ${day(10)} at 14:00.`,
        kind: 'tour',
        booking: moved,
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('booking-TB-MOVE01');
    await user.click(within(card).getByRole('button', { name: 'Change date or time' }));
    await user.click(await within(card).findByRole('radio', { name: '14:00 6 seats left' }));
    await user.click(within(card).getByRole('button', { name: /^Move to .+ at 14:00$/ }));

    expect(await within(card).findByRole('status')).toHaveTextContent(
      `Your booking is moved to ${day(10)} at 14:00.`,
    );
    expect(sentTo('POST', '/api/bookings/mine/TB-MOVE01/reschedule')[0]?.body).toEqual({
      date: day(10),
      time: '14:00',
    });
    expect(await within(card).findByText(/at 14:00 Lisbon time$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change date or time' })).toBeInTheDocument();
  });
});
