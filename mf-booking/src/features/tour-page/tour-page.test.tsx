import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useAuthStore } from '@travel/shell/auth';
import { addDays, todayIsoDate } from '../../lib/dates';
import { deferred, mockApi, type MockApi, type Reply } from '@travel/shell/testing';
import TourPage from './index';

const lisbon = {
  _id: 'd1',
  title: 'Lisbon Old Town',
  destination: 'Lisbon',
  location: 'Portugal',
  description: 'Trams, tiles and pastel de nata.',
  CostPerPerson: 120,
  image: '/api/images/main',
  gallary: ['/api/images/g1', '/api/images/g2'],
};
const porto = { ...lisbon, _id: 'd2', title: 'Porto Riverside', CostPerPerson: 19.99 };

let server: MockApi;
const sentTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', { status: 200, data: lisbon });
  server.on('GET /api/destination/d2', { status: 200, data: porto });
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/TourPage" element={<TourPage />} />
        <Route path="/TourPage/:id" element={<TourPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const inTenDays = () => addDays(todayIsoDate(), 10);

async function fillForm(
  user: UserEvent,
  { tickets = '2', date = inTenDays(), time = '09:30' } = {},
) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Date'), date);
  await user.type(screen.getByLabelText('Time'), time);
  await user.clear(screen.getByLabelText('Tickets'));
  await user.type(screen.getByLabelText('Tickets'), tickets);
}

const bookButton = () => screen.getByRole('button', { name: /book now|booking\.\.\./i });

describe('TourPage', () => {
  it('shows loading, then the tour with its price, duration, type and gallery', async () => {
    renderAt('/TourPage/d1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' })).toBeVisible();
    expect(screen.getByText('Trams, tiles and pastel de nata.')).toBeInTheDocument();
    expect(screen.getByTestId('tour-price')).toHaveTextContent('$120.00');
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.getByText('Budget')).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Lisbon Old Town gallery' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/main?w=1200',
      '/api/images/g1?w=1200',
      '/api/images/g2?w=1200',
    ]);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows the error text when the tour cannot be loaded', async () => {
    server.on('GET /api/destination/d1', { status: 500, data: { message: 'Boom' } });
    renderAt('/TourPage/d1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load destination data. Please try again later.',
    );
  });

  it('says so when the tour does not exist', async () => {
    renderAt('/TourPage/unknown');
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
  });

  it('shows the first tour without an id, with links to the others', async () => {
    server.on('GET /api/destination', { status: 200, data: [lisbon, porto] });
    renderAt('/TourPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' })).toBeVisible();
    const more = screen.getByRole('navigation', { name: 'More tours' });
    expect(within(more).getByRole('link', { name: 'Porto Riverside' })).toHaveAttribute(
      'href',
      '/TourPage/d2',
    );
  });

  it('shows the empty text when there are no tours at all', async () => {
    server.on('GET /api/destination', { status: 200, data: [] });
    renderAt('/TourPage');
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
  });
});

describe('tour booking form', () => {
  it('updates the cost live: per person x tickets, plus 50 for the extras, with 2 decimals', async () => {
    const user = userEvent.setup();
    renderAt('/TourPage/d2');
    await screen.findByRole('heading', { level: 1, name: 'Porto Riverside' });

    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$19.99');
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '3');
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$59.97');

    await user.click(screen.getByLabelText('Add extra offers (+$50.00)'));
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$109.97');

    await user.click(screen.getByLabelText('Add extra offers (+$50.00)'));
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$59.97');
  });

  it('asks for the required fields and sends nothing while they are missing', async () => {
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    await fillForm(user, { tickets: '0' });
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it('refuses more than 50 tickets, a past date and an invalid email before calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    await fillForm(user, { tickets: '51' });
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('You can book at most 50 tickets at once');

    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '2');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), addDays(todayIsoDate(), -1));
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose today or a later date');

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada-at-example');
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it('sends the booking, shows Booking... while busy, then the confirmation with the reference', async () => {
    const reply = deferred<Reply>();
    server.on('POST /api/booking', () => reply.promise);
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    const date = inTenDays();
    await fillForm(user, { tickets: '3', date, time: '14:00' });
    await user.click(screen.getByLabelText('Add extra offers (+$50.00)'));
    await user.click(bookButton());

    expect(bookButton()).toHaveTextContent('Booking...');
    expect(bookButton()).toBeDisabled();
    const [sent] = sentTo('POST', '/api/booking');
    expect(sent?.body).toEqual({
      destinationId: 'd1',
      date,
      time: '14:00',
      tickets: 3,
      cost: 410,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      extras: true,
    });

    reply.resolve({
      status: 201,
      data: {
        message: 'Booking submitted successfully!',
        data: { ...(sent?.body as object), _id: 'b1', reference: 'TB-7K3Q9X' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Booking submitted successfully!' }),
    ).toHaveFocus();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('TB-7K3Q9X');
    expect(screen.getByText('$410.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book another tour' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it.each([
    [409, 'Only 2 tickets left for this time'],
    [409, 'This time is sold out'],
    [400, 'The price has changed. Please review your booking.'],
  ])('shows the server refusal (%i %s) and keeps the form', async (status, message) => {
    server.on('POST /api/booking', { status, data: { statusCode: status, message } });
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(bookButton()).toHaveTextContent('Book now');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.on('POST /api/booking', { status: 502, data: '<html>Bad gateway</html>' });
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit booking. Please try again.',
    );
  });

  it('fills in the signed-in user and sends their token', async () => {
    useAuthStore.setState({
      token: 'jwt-1',
      user: { _id: 'u1', username: 'grace', email: 'grace@example.com', role: 'user' },
    });
    server.on('POST /api/booking', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 'b2', reference: 'TB-GRACE1' } },
    }));
    const user = userEvent.setup();
    renderAt('/TourPage/d1');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });

    expect(screen.getByLabelText('Name')).toHaveValue('grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.type(screen.getByLabelText('Date'), inTenDays());
    await user.type(screen.getByLabelText('Time'), '10:00');
    await user.click(bookButton());

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('TB-GRACE1');
    expect(sentTo('POST', '/api/booking')[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });
});
