import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, type MockApi } from '@travel/shell/testing';
import MyBookings from './index';

const tour = {
  _id: 't1',
  reference: 'TB-7K3Q9X',
  destinationId: 'd1',
  date: '2026-12-24',
  time: '09:30',
  tickets: 3,
  cost: 410,
  name: 'Grace',
  email: 'grace@example.com',
  extras: true,
};
const stay = {
  _id: 's1',
  reference: 'ST-4PX2QA',
  offerId: 'o1',
  checkIn: '2026-12-26',
  checkOut: '2026-12-29',
  guests: 2,
  pricePerNight: 161,
  totalCost: 483,
  costPerPerson: 241.5,
  name: 'Grace',
  email: 'grace@example.com',
};

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
  render(
    <MemoryRouter>
      <MyBookings />
    </MemoryRouter>,
  );
}

describe('MyBookings', () => {
  it("lists the caller's tours and stays with reference, what, when and how much", async () => {
    server.on('GET /api/bookings/mine', { status: 200, data: { tours: [tour], stays: [stay] } });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const tours = await screen.findByRole('region', { name: 'Tours' });
    expect(within(tours).getByText('TB-7K3Q9X')).toBeInTheDocument();
    expect(await within(tours).findByRole('heading', { name: 'Lisbon Old Town' })).toBeVisible();
    expect(within(tours).getByText('Thu, Dec 24, 2026 at 09:30')).toBeInTheDocument();
    expect(within(tours).getByText('$410.00')).toBeInTheDocument();
    expect(within(tours).getByRole('link', { name: 'View tour' })).toHaveAttribute(
      'href',
      '/TourPage/d1',
    );

    const stays = screen.getByRole('region', { name: 'Stays' });
    expect(within(stays).getByText('ST-4PX2QA')).toBeInTheDocument();
    expect(await within(stays).findByRole('heading', { name: 'Seaside apartment' })).toBeVisible();
    expect(
      within(stays).getByText('Sat, Dec 26, 2026 to Tue, Dec 29, 2026 (3 nights)'),
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

  it('asks a signed-out visitor to log in instead of calling the API', () => {
    useAuthStore.setState({ token: null, user: null });
    renderPage();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(server.requests).toHaveLength(0);
  });
});
