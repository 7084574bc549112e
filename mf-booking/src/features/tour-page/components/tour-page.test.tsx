import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { addDays, todayIsoDate } from '../../../lib/dates';
import { deferred, mockApi, type MockApi, type Reply, renderAt } from '@travel/shell/testing';
import TourPage from '../index';
import { answerBooked } from '../../../test/bookings';

const lisbon = {
  _id: 'd1',
  title: 'Lisbon Old Town',
  destination: 'Lisbon',
  location: 'Portugal',
  description: 'Trams, tiles and pastel de nata.',
  CostPerPerson: 120,
  image: '/api/images/main',
  gallary: ['/api/images/g1', '/api/images/g2'],
  tourTimes: ['09:30', '14:00', '18:15'],
};
const seats = (date: string, ...left: number[]) => ({
  date,
  maxTicketsPerBooking: 50,
  slots: ['09:30', '14:00', '18:15'].map((time, i) => ({
    time,
    capacity: 20,
    left: left[i] ?? 20,
  })),
});
const porto = {
  ...lisbon,
  _id: 'd2',
  title: 'Porto Riverside',
  CostPerPerson: 19.99,
  tourTimes: undefined,
};

let server: MockApi;
const sentTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', { status: 200, data: lisbon });
  server.on('GET /api/destination/d2', { status: 200, data: porto });
  server.on('GET /api/destination/d1/availability', (request) => ({
    status: 200,
    data: seats(new URL(request.url, 'http://x').searchParams.get('date') ?? ''),
  }));
});

function renderTourAt(path: string) {
  renderAt(<TourPage />, { path, route: ['/TourPage', '/TourPage/:id'] });
}

/** The tour page of the fixtures' Lisbon tour, once its heading shows. */
async function openLisbonTour() {
  renderTourAt('/TourPage/d1');
  await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
}

const inTenDays = () => addDays(todayIsoDate(), 10);

async function fillForm(
  user: UserEvent,
  { tickets = '2', date = inTenDays(), time = '09:30' } = {},
) {
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  if (date) await user.type(screen.getByLabelText('Date'), date);
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${time}`) }));
  await user.clear(screen.getByLabelText('Tickets'));
  await user.type(screen.getByLabelText('Tickets'), tickets);
}

const bookButton = () => screen.getByRole('button', { name: /book now|booking\.\.\./i });

describe('TourPage', () => {
  it('shows loading, then the tour with its price, duration, type and gallery', async () => {
    renderTourAt('/TourPage/d1');
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
    // The first two are in view on a phone; the rest wait until scrolled to.
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    // A phone picks the stored width its screen needs.
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/api/images/main?w=480 480w, /api/images/main?w=800 800w, /api/images/main?w=1200 1200w',
    );
    expect(images[0]?.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('shows the error text when the tour cannot be loaded', async () => {
    server.on('GET /api/destination/d1', { status: 500, data: { message: 'Boom' } });
    renderTourAt('/TourPage/d1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load destination data. Please try again later.',
    );
  });

  it('loads the tour again on Retry after a failed load', async () => {
    const user = userEvent.setup();
    server.on('GET /api/destination/d1', { status: 500, data: { message: 'Boom' } });
    renderTourAt('/TourPage/d1');
    await screen.findByRole('alert');
    server.on('GET /api/destination/d1', { status: 200, data: lisbon });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lisbon Old Town' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['deleted', '/TourPage/0123456789abcdef01234567', 404, 'Destination not found'],
    ['mistyped', '/TourPage/lisbon-old-town', 400, 'Invalid id'],
  ])(
    'says a %s tour no longer exists, with the way to the others and no Retry',
    async (_kind, path, status, message) => {
      const url = `/api/destination/${path.split('/')[2]}`;
      server.on(`GET ${url}`, { status, data: { statusCode: status, message } });
      renderTourAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This tour no longer exists' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all tours' })).toHaveAttribute(
        'href',
        '/destination',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(document.title).toMatch(/^Tour not found/);
      expect(server.requests.filter((request) => request.url === url)).toHaveLength(1);
    },
  );

  it('shows the first tour without an id, with links to the others', async () => {
    server.on('GET /api/destination', { status: 200, data: [lisbon, porto] });
    renderTourAt('/TourPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' })).toBeVisible();
    const more = screen.getByRole('navigation', { name: 'More tours' });
    expect(within(more).getByRole('link', { name: 'Porto Riverside' })).toHaveAttribute(
      'href',
      '/TourPage/d2',
    );
  });

  it('shows the empty text when there are no tours at all', async () => {
    server.on('GET /api/destination', { status: 200, data: [] });
    renderTourAt('/TourPage');
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
  });
});

describe('tour booking form', () => {
  it('updates the cost live: per person x tickets, plus 50 for the extras, with 2 decimals', async () => {
    const user = userEvent.setup();
    renderTourAt('/TourPage/d2');
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

  it('names each missing field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    await openLisbonTour();

    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your name'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Please choose a date');
    expect(screen.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a time'),
    );
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it.each([
    ['0', 'Please book at least 1 ticket'],
    ['-2', 'Please book at least 1 ticket'],
  ])('says %p tickets is too few, at the tickets, and focuses them', async (count, message) => {
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user, { tickets: count });
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please fill in all required fields');
    const tickets = screen.getByLabelText('Tickets');
    expect(tickets).toHaveFocus();
    expect(tickets).toHaveAttribute('aria-invalid', 'true');
    expect(tickets).toHaveAccessibleDescription(message);
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it('limits the tickets box to the booking cap: 10 by default, the server’s once a date is read', async () => {
    const user = userEvent.setup();
    await openLisbonTour();
    expect(screen.getByLabelText('Tickets')).toHaveAttribute('max', '10');
    expect(screen.getByLabelText('Tickets')).toHaveAttribute('min', '1');
    await user.type(screen.getByLabelText('Date'), inTenDays());
    await screen.findByRole('radio', { name: /^09:30 \d+ seats left/ });
    expect(screen.getByLabelText('Tickets')).toHaveAttribute('max', '50');
  });

  it('keeps a half-filled form when the visitor leaves the page and comes back, until booked', async () => {
    const user = userEvent.setup();
    server.on('POST /api/booking', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 'b9', reference: 'TB-DRAFT1' } },
    }));
    const first = renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '3');
    first.unmount();

    renderTourAt('/TourPage/d1');
    // Restored once the page has mounted (never while hydrating the server's markup).
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Tickets')).toHaveValue(3);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Date'), inTenDays());
    await user.click(await screen.findByRole('radio', { name: /^09:30/ }));
    await user.click(bookButton());
    expect(await screen.findByText('TB-DRAFT1')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses more than 50 tickets, a past date and an invalid email before calling the server', async () => {
    const user = userEvent.setup();
    await openLisbonTour();

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
    await openLisbonTour();

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

    expect(await answerBooked(reply, sent?.body, 'b1', 'TB-7K3Q9X')).toHaveFocus();
    expect(screen.getByText('$410.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book another tour' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Date')).toHaveValue('');
  });

  it('sends an optional phone in international form, a national number read in the chosen country', async () => {
    server.on('POST /api/booking', { status: 500, data: {} });
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user);
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAccessibleDescription('Optional: so that we can reach you on the day.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone number country' }), 'GB');
    await user.tripleClick(phone);
    await user.keyboard('020 7946 0018');
    await user.click(bookButton());
    await screen.findByRole('alert');
    expect(sentTo('POST', '/api/booking')[0]?.body).toMatchObject({ phone: '+442079460018' });
  });

  it('refuses a phone that is not a valid number before sending, with the contact form’s words', async () => {
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user);
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 202');
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it.each([
    [409, 'Only 2 tickets left for this time'],
    [409, 'This time is sold out'],
    [400, 'The price has changed. Please review your booking.'],
  ])('shows the server refusal (%i %s) and keeps the form', async (status, message) => {
    server.on('POST /api/booking', { status, data: { statusCode: status, message } });
    const user = userEvent.setup();
    await openLisbonTour();

    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(bookButton()).toHaveTextContent('Book now');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.on('POST /api/booking', { status: 502, data: '<html>Bad gateway</html>' });
    const user = userEvent.setup();
    await openLisbonTour();

    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit booking. Please try again.',
    );
  });

  it.each([
    [409, { statusCode: 409 }, 'Failed to submit booking'],
    [201, { message: 'Booking submitted successfully!' }, 'Unexpected server response'],
  ])('answered %i with %p, says %p', async (status, data, text) => {
    server.on('POST /api/booking', { status, data });
    const user = userEvent.setup();
    await openLisbonTour();

    await fillForm(user);
    await user.click(bookButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(screen.queryByText('Booking submitted successfully!')).not.toBeInTheDocument();
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
    await openLisbonTour();

    expect(screen.getByLabelText('Name')).toHaveValue('grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.type(screen.getByLabelText('Date'), inTenDays());
    await user.click(screen.getByRole('radio', { name: /^09:30/ }));
    await user.click(bookButton());

    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('TB-GRACE1');
    expect(sentTo('POST', '/api/booking')[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });
});

describe('seats left before booking', () => {
  it('offers the destination own times and, once a date is chosen, the seats left at each', async () => {
    const user = userEvent.setup();
    server.on('GET /api/destination/d1/availability', (request) => ({
      status: 200,
      data: seats(request.url.split('date=')[1] ?? '', 12, 1, 0),
    }));
    await openLisbonTour();

    const times = screen.getByRole('group', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:30', '14:00', '18:15']);
    expect(times).toHaveAccessibleDescription('Choose a date to see the seats left at each time.');
    expect(sentTo('GET', `/api/destination/d1/availability?date=${inTenDays()}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Date'), inTenDays());
    expect(await screen.findByRole('radio', { name: '09:30 12 seats left' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '14:00 1 seat left' })).toBeEnabled();
    const soldOut = screen.getByRole('radio', { name: '18:15 Sold out' });
    expect(soldOut).toBeDisabled();
    expect(sentTo('GET', `/api/destination/d1/availability?date=${inTenDays()}`)).toHaveLength(1);

    await user.click(soldOut);
    expect(soldOut).not.toBeChecked();
  });

  it("holds the tickets to the server's cap per booking once the date's seats are read", async () => {
    const user = userEvent.setup();
    server.on('GET /api/destination/d1/availability', (request) => ({
      status: 200,
      data: { ...seats(request.url.split('date=')[1] ?? ''), maxTicketsPerBooking: 10 },
    }));
    await openLisbonTour();

    await fillForm(user, { tickets: '11' });
    expect(screen.queryByTestId('tour-cost')).not.toBeInTheDocument();
    expect(screen.getByText('Enter 1 to 10 tickets to see the total.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tickets')).toHaveAttribute('max', '10');
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('You can book at most 10 tickets at once');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '10');
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$1,200.00');
  });

  it('falls back to the default times for a destination stored without its own', async () => {
    renderTourAt('/TourPage/d2');
    const times = await screen.findByRole('group', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '13:00', '17:00']);
  });

  it('does not offer a time that has already started today (read in UTC)', async () => {
    const user = userEvent.setup();
    const early = { ...lisbon, _id: 'd3', tourTimes: ['00:00', '23:59'] };
    server.on('GET /api/destination/d3', { status: 200, data: early });
    server.on('GET /api/destination/d3/availability', (request) => ({
      status: 200,
      data: {
        date: new URL(request.url, 'http://x').searchParams.get('date'),
        maxTicketsPerBooking: 10,
        slots: early.tourTimes.map((time) => ({ time, capacity: 20, left: 20 })),
      },
    }));
    renderTourAt('/TourPage/d3');
    await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
    await user.type(screen.getByLabelText('Date'), new Date().toISOString().slice(0, 10));
    const started = await screen.findByRole('radio', { name: '00:00 Already started' });
    expect(started).toBeDisabled();
    expect(screen.getByRole('radio', { name: '23:59 20 seats left' })).toBeEnabled();
  });

  it('lets go of a chosen time that is sold out on the newly chosen date', async () => {
    const user = userEvent.setup();
    const later = addDays(todayIsoDate(), 11);
    server.on('GET /api/destination/d1/availability', (request) => ({
      status: 200,
      data: request.url.endsWith(later) ? seats(later, 5, 0) : seats(inTenDays()),
    }));
    await openLisbonTour();
    await fillForm(user, { time: '14:00' });
    expect(screen.getByRole('radio', { name: '14:00 20 seats left' })).toBeChecked();

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), later);
    expect(await screen.findByRole('radio', { name: '14:00 Sold out' })).not.toBeChecked();
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);
  });

  it('marks a chosen time sold out and lets go of it, politely, when the live stream says it sold out', async () => {
    // The page's stream, fed by the test: each push is one chunk of the API's answer.
    const chunks: ((chunk: { value?: Uint8Array; done: boolean }) => void)[] = [];
    const pending: { value?: Uint8Array; done: boolean }[] = [];
    const push = (text: string) => {
      const chunk = { value: new TextEncoder().encode(text), done: false };
      const waiting = chunks.shift();
      if (waiting) waiting(chunk);
      else pending.push(chunk);
    };
    const realFetch = globalThis.fetch;
    const streamFetch = jest.fn(() =>
      Promise.resolve({
        status: 200,
        ok: true,
        body: {
          getReader: () => ({
            read: () =>
              pending.length
                ? Promise.resolve(pending.shift())
                : new Promise((resolve) => chunks.push(resolve)),
          }),
        },
      }),
    );
    globalThis.fetch = streamFetch as unknown as typeof fetch;
    try {
      const user = userEvent.setup();
      renderTourAt('/TourPage/d1');
      await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
      await fillForm(user, { time: '14:00' });
      expect(streamFetch).toHaveBeenCalledWith(
        `/api/destination/d1/availability/stream?date=${inTenDays()}`,
        expect.anything(),
      );
      push(`event: availability\ndata: ${JSON.stringify(seats(inTenDays(), 20, 3))}\n\n`);
      expect(await screen.findByRole('radio', { name: '14:00 3 seats left' })).toBeChecked();

      push(`event: availability\ndata: ${JSON.stringify(seats(inTenDays(), 20, 0))}\n\n`);
      expect(await screen.findByRole('radio', { name: '14:00 Sold out' })).not.toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sorry, the 14:00 tour has just sold out on this date. Please choose another time.',
      );
      await user.click(screen.getByRole('radio', { name: /^09:30/ }));
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses more tickets than are left, with the server words, before sending', async () => {
    const user = userEvent.setup();
    server.on('GET /api/destination/d1/availability', (request) => ({
      status: 200,
      data: seats(request.url.split('date=')[1] ?? '', 2),
    }));
    await openLisbonTour();
    await fillForm(user, { tickets: '3', time: '09:30' });
    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 tickets left for this time');
    expect(sentTo('POST', '/api/booking')).toHaveLength(0);

    // Fixing the count takes the message away at once.
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the seats cannot be read, and still lets the visitor book', async () => {
    const user = userEvent.setup();
    server.on('GET /api/destination/d1/availability', { status: 500, data: {} });
    server.on('POST /api/booking', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 'b9', reference: 'TB-NOSEAT' } },
    }));
    await openLisbonTour();
    await user.type(screen.getByLabelText('Date'), inTenDays());
    expect(
      await screen.findByText(
        'The seats left could not be loaded; they are checked when you book.',
      ),
    ).toBeInTheDocument();
    await fillForm(user, { date: '' });
    await user.click(bookButton());
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('TB-NOSEAT');
  });
});

describe('seats after a refusal', () => {
  it('reads the seats again when the server refuses, so the form shows them as they now are', async () => {
    let sold = false;
    server.on('GET /api/destination/d1/availability', (request) => ({
      status: 200,
      data: seats(request.url.split('date=')[1] ?? '', sold ? 0 : 20),
    }));
    server.on('POST /api/booking', () => {
      sold = true;
      return { status: 409, data: { statusCode: 409, message: 'This time is sold out' } };
    });
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is sold out');
    expect(await screen.findByRole('radio', { name: '09:30 Sold out' })).toBeDisabled();
    expect(sentTo('GET', `/api/destination/d1/availability?date=${inTenDays()}`)).toHaveLength(2);
  });
});

describe('tour form messages', () => {
  it('takes "Please fill in all required fields" away once the fields are filled in', async () => {
    const user = userEvent.setup();
    await openLisbonTour();

    await user.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillForm(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a server refusal away when the visitor changes the form', async () => {
    server.on('POST /api/booking', {
      status: 409,
      data: { statusCode: 409, message: 'This time is sold out' },
    });
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user);
    await user.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is sold out');
    await user.click(screen.getByRole('radio', { name: /^18:15/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['0', '', '11', '-1'])(
    'shows no total for an invalid ticket count (%j)',
    async (count) => {
      const user = userEvent.setup();
      renderTourAt('/TourPage/d1');
      await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
      await user.click(screen.getByLabelText('Add extra offers (+$50.00)'));
      await user.clear(screen.getByLabelText('Tickets'));
      if (count) await user.type(screen.getByLabelText('Tickets'), count);
      expect(screen.queryByTestId('tour-cost')).not.toBeInTheDocument();
      expect(screen.getByText('Enter 1 to 10 tickets to see the total.')).toBeInTheDocument();

      await user.clear(screen.getByLabelText('Tickets'));
      await user.type(screen.getByLabelText('Tickets'), '1');
      expect(screen.getByTestId('tour-cost')).toHaveTextContent('$170.00');
    },
  );
});

describe('after booking a tour', () => {
  async function book(reply: object) {
    server.on('POST /api/booking', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 'b3', reference: 'TB-NEXT01', ...reply } },
    }));
    const user = userEvent.setup();
    await openLisbonTour();
    await fillForm(user);
    await user.click(bookButton());
    return screen.findByTestId('booking-next');
  }

  it('asks for the confirmation by mail within the hold, for a hold', async () => {
    const holdExpiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const next = await book({ status: 'held', holdExpiresAt });
    expect(next).toHaveTextContent(
      'Check your email to confirm. We have sent a link to ada@example.com. Open it and confirm ' +
        'your booking within 30 minutes, or the seats are released for other visitors.',
    );
  });

  it('says the booking is confirmed and where to manage it, for a confirmed booking', async () => {
    useAuthStore.setState({
      token: 'jwt-1',
      user: { _id: 'u1', username: 'ada', email: 'ada@example.com', role: 'user' },
    });
    const next = await book({ status: 'confirmed' });
    expect(next).toHaveTextContent(
      'Your booking is confirmed. We have sent a confirmation to your email address with a link ' +
        'to manage or cancel it. You can also find it under My bookings.',
    );
    expect(within(next).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/client',
    );
  });
});

describe('the tour content an operator published', () => {
  it('shows the meeting point with its map link, the duration, languages and what to know before booking', async () => {
    server.on('GET /api/destination/d1', {
      status: 200,
      data: {
        ...lisbon,
        meetingPoint: { address: 'Praça do Comércio, by the arch', lat: 38.7075, lng: -9.1364 },
        durationMinutes: 210,
        included: ['Guide', 'Pastel de nata'],
        notIncluded: ['Lunch'],
        whatToBring: ['Comfortable shoes'],
        accessibilityNotes: 'Steep cobbled streets.',
        languages: ['English', 'Portuguese'],
        cancellationPolicy: 'Free cancellation up to 24 hours before.',
      },
    });
    await openLisbonTour();
    expect(screen.getByTestId('tour-duration')).toHaveTextContent('3 hours 30 minutes');
    expect(screen.getByText('English, Portuguese')).toBeInTheDocument();
    const content = screen.getByTestId('tour-content');
    expect(within(content).getByText('Praça do Comércio, by the arch')).toBeInTheDocument();
    expect(
      within(content).getByRole('link', { name: 'Open the meeting point on a map' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.7075&mlon=-9.1364#map=17/38.7075/-9.1364',
    );
    for (const name of [
      'Included',
      'Not included',
      'What to bring',
      'Accessibility',
      'Cancellation policy',
    ])
      expect(within(content).getByRole('region', { name })).toBeInTheDocument();
    expect(within(content).getByText('Pastel de nata')).toBeInTheDocument();

    // Search engines read the same: the duration as ISO 8601, the meeting point as the trip's location.
    const trip = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(trip).toMatchObject({
      '@type': 'TouristTrip',
      duration: 'PT3H30M',
      location: {
        '@type': 'Place',
        address: 'Praça do Comércio, by the arch',
        geo: { '@type': 'GeoCoordinates', latitude: 38.7075, longitude: -9.1364 },
      },
    });
  });

  it('says "1 day" and shows no content section for a tour without any', async () => {
    await openLisbonTour();
    expect(screen.getByTestId('tour-duration')).toHaveTextContent('1 day');
    expect(screen.queryByTestId('tour-content')).not.toBeInTheDocument();
    const trip = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(trip.duration).toBe('P1D');
    expect(trip).not.toHaveProperty('location');
  });
});
