import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, renderAt, type MockApi } from '@travel/shell/testing';
import { addDays, todayIsoDate } from '../../../lib/dates';
import TourPage from '../index';

const tour = {
  _id: 'd1',
  title: 'Lisbon Old Town',
  CostPerPerson: 45.5,
  tourTimes: ['09:30'],
};
const CODE = 'ABCD-EFGH-JKLM-NPQR';

let server: MockApi;

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', { status: 200, data: tour });
  server.on('GET /api/destination/d1/availability', (request) => ({
    status: 200,
    data: {
      date: new URL(request.url, 'http://x').searchParams.get('date') ?? '',
      maxTicketsPerBooking: 10,
      slots: [{ time: '09:30', capacity: 20, left: 20 }],
    },
  }));
});

async function applyGiftCard(code: string) {
  const user = userEvent.setup();
  renderAt(<TourPage />, { path: '/TourPage/d1', route: '/TourPage/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Date'), addDays(todayIsoDate(), 10));
  await user.click(await screen.findByRole('radio', { name: /^09:30/ }));
  await user.clear(screen.getByLabelText('Tickets'));
  await user.type(screen.getByLabelText('Tickets'), '2');
  await user.type(screen.getByLabelText('Gift card'), code);
  const field = screen.getByLabelText('Gift card').closest('div.bk-promo') as HTMLElement;
  await user.click(within(field).getByRole('button', { name: 'Apply' }));
  return user;
}

describe('a gift card in the tour booking form', () => {
  // Each test types a whole booking: a loaded machine takes longer than jest's 5 s.
  jest.setTimeout(20_000);

  it('shows its balance, takes it off the total and sends the code with the cost left to pay', async () => {
    server.on(`GET /api/gift-cards/${CODE.toLowerCase()}`, {
      status: 200,
      data: {
        data: {
          code: CODE,
          balance: 30,
          currency: 'usd',
          expiresAt: '2029-11-28T00:00:00.000Z',
          status: 'active',
        },
      },
    });
    server.on('POST /api/booking', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 'b1', reference: 'TB-GIFT01' } },
    }));
    const user = await applyGiftCard(CODE.toLowerCase());

    expect(await screen.findByTestId('gift-card-status')).toHaveTextContent(
      `Gift card ${CODE} applied: $30.00 left`,
    );
    expect(screen.getByTestId('price-gift-card')).toHaveTextContent('−$30.00');
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$61.00');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/TB-GIFT01/);
    const [sent] = server.requests.filter((r) => r.method === 'POST' && r.url === '/api/booking');
    expect(sent?.body).toMatchObject({ cost: 61, giftCardCode: CODE.toLowerCase() });
  });

  it("says why a card cannot pay, in the API's words, and sends no code", async () => {
    server.on(`GET /api/gift-cards/${CODE}`, {
      status: 200,
      data: {
        data: {
          code: CODE,
          balance: 0,
          currency: 'usd',
          expiresAt: '2020-01-01T00:00:00.000Z',
          status: 'expired',
        },
      },
    });
    await applyGiftCard(CODE);
    expect(await screen.findByText('This gift card has expired')).toBeInTheDocument();
    expect(screen.queryByTestId('price-gift-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('tour-cost')).toHaveTextContent('$91.00');
  });
});
