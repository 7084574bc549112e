import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import OverviewPage from '../index';

function stats(): AdminStats {
  const perDay = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    bookings: i === 29 ? 3 : i === 10 ? 1 : 0,
    revenue: i === 29 ? 300.5 : i === 10 ? 45.5 : 0,
  }));
  return {
    counts: {
      destinations: 6,
      hotels: 4,
      offers: 5,
      blogPosts: 3,
      tourBookings: 12,
      stayBookings: 7,
      users: 9,
      contactMessages: 2,
      waitlistWaiting: 5,
      waitlistOffered: 1,
    },
    perDay,
  };
}

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('OverviewPage', () => {
  it('lists the oversold tour times until resolved, with the way to the Tour times screen', async () => {
    server.on('GET /api/admin/stats', { status: 200, data: stats() });
    server.on('GET /api/admin/tour-times/oversold', {
      status: 200,
      data: {
        data: [
          {
            destinationId: 'a'.repeat(24),
            destinationTitle: 'Lisbon old town walk',
            date: '2030-06-01',
            time: '14:00',
            capacity: 5,
            sold: 7,
          },
        ],
      },
    });
    renderAt(<OverviewPage />, { path: '/admin' });
    const panel = await screen.findByRole('region', { name: 'Oversold tour times' });
    expect(panel).toHaveTextContent('Lisbon old town walk');
    expect(panel).toHaveTextContent('14:00: 7 tickets sold, 5 seats');
    expect(within(panel).getByRole('link', { name: 'Move or cancel bookings' })).toHaveAttribute(
      'href',
      '/admin/tour-times',
    );
  });

  it('shows the figure cards with the last 30 days totals, each count linking to its screen', async () => {
    server.on('GET /api/admin/stats', { status: 200, data: stats() });
    renderAt(<OverviewPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Key figures' });
    expect(
      within(cards).getByText('Confirmed bookings, 30 days').previousSibling,
    ).toHaveTextContent('4');
    expect(within(cards).getByText('Confirmed revenue, 30 days').previousSibling).toHaveTextContent(
      '$346.00',
    );
    // The figures say what they count, and the booking counts open their lists filtered alike.
    expect(screen.getByText(/count confirmed bookings only/)).toHaveTextContent(
      'Bookings and revenue count confirmed bookings only: held bookings waiting for confirmation, cancelled and expired ones are left out.',
    );
    const tours = within(cards).getByRole('link', { name: 'Confirmed tour bookings' });
    expect(tours).toHaveAttribute('href', '/admin/Booking?status=confirmed');
    expect(tours.parentElement?.previousSibling).toHaveTextContent('12');
    expect(
      within(cards).getByRole('link', { name: 'Confirmed apartment bookings' }),
    ).toHaveAttribute('href', '/admin/BookingApartment?status=confirmed');
    const waiting = within(cards).getByRole('link', { name: 'Waiting on tour waitlists' });
    expect(waiting).toHaveAttribute('href', '/admin/waitlist');
    expect(waiting.parentElement?.previousSibling).toHaveTextContent('5');
    const offered = within(cards).getByRole('link', { name: 'Waitlist offers held' });
    expect(offered.parentElement?.previousSibling).toHaveTextContent('1');
    const hotels = within(cards).getByRole('link', { name: 'Hotels' });
    expect(hotels).toHaveAttribute('href', '/Admin/hotelView');
    expect(hotels.parentElement?.previousSibling).toHaveTextContent('4');
  });

  it('draws both charts as images with a summary, and the figures as a table', async () => {
    server.on('GET /api/admin/stats', { status: 200, data: stats() });
    renderAt(<OverviewPage />, { path: '/admin/statistics' });
    expect(screen.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    const bookings = await screen.findByRole('img', {
      name: /^Confirmed bookings per day, last 30 days/,
    });
    expect(bookings).toHaveAccessibleName(
      'Confirmed bookings per day, last 30 days 4 bookings in total from 1 Nov to 30 Nov; the highest was 3 bookings on 30 Nov.',
    );
    expect(bookings.querySelectorAll('rect')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: /^Revenue of confirmed bookings per day/ }),
    ).toHaveAccessibleName(/\$346\.00 in total .* the highest was \$300\.50 on 30 Nov\./);
    const table = screen.getByRole('table', { name: 'Bookings and revenue per day, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('30 Nov3$300.50');
  });

  it('keeps the table behind a disclosure on the overview', async () => {
    server.on('GET /api/admin/stats', { status: 200, data: stats() });
    renderAt(<OverviewPage />, { path: '/admin/overview' });
    await userEvent.click(await screen.findByText('Show the figures per day as a table'));
    expect(screen.getByRole('table', { name: /Bookings and revenue per day/ })).toBeVisible();
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    server.on('GET /api/admin/stats', () =>
      ++calls === 1 ? { status: 500, data: {} } : { status: 200, data: stats() },
    );
    renderAt(<OverviewPage />, { path: '/admin' });
    expect(
      await screen.findByText('Failed to load the statistics. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('lists the newest bookings and messages on the updates page', async () => {
    const paged = (data: unknown[]) => ({
      status: 200,
      data: { data, page: 1, totalPages: 1, total: data.length },
    });
    server.on(
      'GET /api/booking',
      paged([
        {
          _id: '1',
          name: 'Ana',
          destinationTitle: 'Lisbon walk',
          date: '2026-12-01',
          tickets: 2,
          cost: 91,
          createdAt: '2026-11-20T10:00:00Z',
          status: 'held',
        },
      ]),
    );
    server.on('GET /api/bookingapartment', paged([]));
    server.on(
      'GET /api/contact',
      paged([
        {
          _id: 'm',
          name: 'Rui',
          email: 'rui@example.com',
          message: 'Hello there',
          createdAt: '2026-11-21T10:00:00Z',
        },
      ]),
    );
    renderAt(<OverviewPage />, { path: '/admin/updates' });
    expect(screen.getByRole('heading', { name: 'Latest updates' })).toBeInTheDocument();
    const tours = screen.getByRole('region', { name: 'Tour bookings' });
    expect(await within(tours).findByText(/Ana: Lisbon walk, 01 Dec 2026/)).toBeInTheDocument();
    expect(within(tours).getByText(/20 Nov 2026, \d{2}:\d{2} · Held$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Apartment bookings' })).getByText(
        'No bookings found.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rui (rui@example.com): Hello there')).toBeInTheDocument();
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      '/api/booking?limit=5',
      '/api/bookingapartment?limit=5',
      '/api/contact?page=1',
    ]);
    expect(server.requests.some((r) => r.url.includes('stats'))).toBe(false);
  });
});
