import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { addDays, formatDate, todayIsoDate } from '../../../lib/dates';
import TourPage from '../index';

const lisbon = {
  _id: 'd1',
  title: 'Lisbon Old Town',
  destination: 'Lisbon',
  CostPerPerson: 120,
  tourTimes: ['09:30', '14:00'],
};
const date = addDays(todayIsoDate(), 10);
// 09:30 has seats, 14:00 is sold out.
const seats = {
  date,
  maxTicketsPerBooking: 10,
  slots: [
    { time: '09:30', capacity: 20, left: 4 },
    { time: '14:00', capacity: 20, left: 0 },
  ],
};

let server: MockApi;
beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', { status: 200, data: lisbon });
  server.on('GET /api/destination/d1/availability', { status: 200, data: seats });
});

async function openWaitlist() {
  const user = userEvent.setup();
  renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
  await user.type(await screen.findByLabelText('Date'), date);
  await user.click(await screen.findByRole('button', { name: 'Join the waitlist for 14:00' }));
  return user;
}

const joins = () =>
  server.requests.filter((r) => r.method === 'POST' && r.url === '/api/destination/d1/waitlist');

describe('Joining the waitlist from the tour booking form', () => {
  it('offers the waitlist for a sold-out time only', async () => {
    const user = userEvent.setup();
    renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
    await user.type(await screen.findByLabelText('Date'), date);
    expect(
      await screen.findByRole('button', { name: 'Join the waitlist for 14:00' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /waitlist for 09:30/ })).not.toBeInTheDocument();
  });

  it('replaces the booking form, focused, with the time fixed and the entered fields carried over', async () => {
    const user = userEvent.setup();
    renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
    await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Date'), date);
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '3');
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist for 14:00' }));

    const heading = screen.getByRole('heading', { name: 'Join the waitlist' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('waitlist-slot')).toHaveTextContent(
      `The 14:00 tour on ${formatDate(date)} is sold out.`,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Tickets')).toHaveValue(3);
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('prefills the name and email of a signed-in visitor', async () => {
    useAuthStore.setState({
      token: 't',
      user: { _id: 'u1', username: 'Grace', email: 'grace@example.com', role: 'client' },
    } as never);
    await openWaitlist();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('names the missing fields, focuses the first, and sends nothing', async () => {
    const user = await openWaitlist();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(joins()).toHaveLength(0);
  });

  it('joins and says the place in line, the time and the date', async () => {
    server.on('POST /api/destination/d1/waitlist', {
      status: 201,
      data: { position: 3, confirmed: true },
    });
    const user = await openWaitlist();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '2');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByTestId('waitlist-position')).toHaveTextContent(
      `You are number 3 on the waitlist for 14:00 on ${formatDate(date)}. We will mail you when seats free up.`,
    );
    expect(screen.getByTestId('waitlist-position')).toHaveFocus();
    expect(joins()[0]?.body).toEqual({
      date,
      time: '14:00',
      tickets: 2,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Back to booking' }));
    expect(screen.getByRole('heading', { name: 'Book this tour' })).toHaveFocus();
  });

  it('asks an anonymous joiner to confirm their place from the mail', async () => {
    server.on('POST /api/destination/d1/waitlist', {
      status: 201,
      data: { position: 2, confirmed: false },
    });
    const user = await openWaitlist();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByTestId('waitlist-position')).toHaveTextContent(
      `You are number 2 on the waitlist for 14:00 on ${formatDate(date)}. Please confirm your place with the link in the mail we sent: seats are offered only to confirmed places.`,
    );
  });

  it('says so on 409 and leads back to the booking form with the time chosen', async () => {
    server.on('POST /api/destination/d1/waitlist', {
      status: 409,
      data: { statusCode: 409, message: 'Seats are available: book now.' },
    });
    // By the time the visitor is back, the stream has told the form the time has seats again.
    const user = await openWaitlist();
    server.on('GET /api/destination/d1/availability', {
      status: 200,
      data: { ...seats, slots: seats.slots.map((slot) => ({ ...slot, left: 4 })) },
    });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText(/Seats are available: book now\./)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Book 14:00' }));
    expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it("shows the server's other refusals in the form, which stays", async () => {
    server.on('POST /api/destination/d1/waitlist', {
      status: 400,
      data: { statusCode: 400, message: 'Please choose one of the tour times' },
    });
    const user = await openWaitlist();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose one of the tour times',
    );
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });
});

test('a time an admin cancelled reads Cancelled and has no waitlist to join', async () => {
  server.on('GET /api/destination/d1/availability', {
    status: 200,
    data: {
      ...seats,
      slots: [seats.slots[0], { time: '14:00', capacity: 20, left: 0, closed: true }],
    },
  });
  const user = userEvent.setup();
  renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
  await user.type(await screen.findByLabelText('Date'), date);
  expect(await screen.findByRole('radio', { name: '14:00 Cancelled' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Join the waitlist/ })).not.toBeInTheDocument();
});
