import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { formatDate } from '../../../lib/dates';
import WaitlistPage from '../index';

const DEST = '64b000000000000000000001';
const offerUrl = `/api/destination/${DEST}/waitlist/offer`;
const claimUrl = `/api/destination/${DEST}/waitlist/claim`;
const leaveUrl = `/api/destination/${DEST}/waitlist/leave`;
const confirmUrl = `/api/destination/${DEST}/waitlist/confirm`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const offer = (over: Record<string, unknown> = {}) => ({
  destinationTitle: 'Lisbon Old Town',
  date: '2030-06-01',
  time: '14:00',
  tickets: 2,
  status: 'offered',
  offerExpiresAt: inAnHour(),
  ...over,
});
const booking = {
  _id: 'b1',
  reference: 'TB-7K3Q9X',
  destinationId: DEST,
  destinationTitle: 'Lisbon Old Town',
  costPerPerson: 120,
  date: '2030-06-01',
  time: '14:00',
  tickets: 2,
  extras: false,
  cost: 240,
  name: 'Ada',
  email: 'ada@example.com',
  status: 'confirmed',
  payment: { status: 'on_the_day' },
};

let server: MockApi;
beforeEach(() => {
  server = mockApi();
  server.on('GET /api/payments', { status: 200, data: { enabled: false } });
});

const posts = () => server.requests.filter((r) => r.method === 'POST');
const renderLink = (
  page: 'claim' | 'leave' | 'confirm',
  query = `destination=${DEST}&token=tok-1`,
) => renderAt(<WaitlistPage />, { path: `/waitlist/${page}?${query}` });

describe('the claim page of the offer mail', () => {
  it('shows the held seats and until when, and keeps itself out of search engines', async () => {
    server.on('GET ' + offerUrl, { status: 200, data: offer() });
    renderLink('claim');
    expect(await screen.findByRole('heading', { name: 'Lisbon Old Town' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your waitlist offer');
    expect(screen.getByText(`${formatDate('2030-06-01')} at 14:00`)).toBeVisible();
    expect(screen.getByTestId('offer-tickets')).toHaveTextContent('2');
    expect(screen.getByTestId('offer-state')).toHaveTextContent(
      /^Seats freed up: 2 seats are held for you until .+\. Unclaimed by then, they go to the next person on the waitlist\.$/,
    );
    expect(server.requests[0]?.url).toBe(`${offerUrl}?token=tok-1`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(screen.getByRole('link', { name: 'Let the seats go' })).toHaveAttribute(
      'href',
      `/waitlist/leave?destination=${DEST}&token=tok-1`,
    );
  });

  it('claims, then shows the booking made with its reference, focused', async () => {
    server.on('GET ' + offerUrl, { status: 200, data: offer() });
    server.on('POST ' + claimUrl, {
      status: 201,
      data: { message: 'Booking submitted successfully!', data: booking },
    });
    const user = userEvent.setup();
    renderLink('claim');
    expect(await screen.findByText('Payment is taken on the day.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Claim and book' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('TB-7K3Q9X');
    expect(screen.getByRole('heading', { name: 'Booking submitted successfully!' })).toHaveFocus();
    expect(screen.getByText('$240.00')).toBeVisible();
    expect(posts().map((r) => [r.url, r.body])).toEqual([[claimUrl, { token: 'tok-1' }]]);
  });

  it('says why an offer that can no longer be claimed cannot, without a button', async () => {
    for (const [state, text] of [
      [{ status: 'claimed' }, 'This offer was already claimed: see the booking mail we sent.'],
      [
        { status: 'passed' },
        'This offer has lapsed and its seats went to the next person on the waitlist.',
      ],
      [{ status: 'left' }, 'You left this waitlist, so its offer no longer stands.'],
      [
        { offerExpiresAt: new Date(Date.now() - 1000).toISOString() },
        'This offer has lapsed and its seats went to the next person on the waitlist.',
      ],
    ] as const) {
      server.on('GET ' + offerUrl, { status: 200, data: offer(state) });
      const { unmount } = renderLink('claim');
      expect(await screen.findByTestId('offer-state')).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Claim and book' })).toBeNull();
      unmount();
    }
  });

  it("shows the server's refusal of a claim and reads the offer again", async () => {
    let reads = 0;
    server.on('GET ' + offerUrl, () => {
      reads += 1;
      return { status: 200, data: offer(reads > 1 ? { status: 'passed' } : {}) };
    });
    server.on('POST ' + claimUrl, {
      status: 409,
      data: {
        statusCode: 409,
        message: 'This offer has lapsed and its seats went to the next person on the waitlist.',
      },
    });
    const user = userEvent.setup();
    renderLink('claim');
    await user.click(await screen.findByRole('button', { name: 'Claim and book' }));
    expect(await screen.findByTestId('offer-state')).toHaveTextContent(/lapsed/);
    expect(screen.queryByRole('button', { name: 'Claim and book' })).toBeNull();
    expect(reads).toBe(2);
  });

  it('says a wrong or incomplete link is not valid', async () => {
    server.on('GET ' + offerUrl, {
      status: 404,
      data: { statusCode: 404, message: 'This waitlist link is not valid.' },
    });
    const { unmount } = renderLink('claim');
    expect(await screen.findByRole('alert')).toHaveTextContent('This waitlist link is not valid.');
    unmount();
    renderLink('claim', `destination=${DEST}`);
    expect(screen.getByRole('alert')).toHaveTextContent('This waitlist link is not valid.');
  });
});

describe('the leave page of the waitlist mails', () => {
  it('leaves only once asked, then says so, focused', async () => {
    server.on('POST ' + leaveUrl, {
      status: 200,
      data: { message: 'You have left the waitlist.' },
    });
    const user = userEvent.setup();
    renderLink('leave');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Leave the waitlist');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    // Opening the link (a mail scanner does) changes nothing.
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have left the waitlist.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    expect(posts().map((r) => [r.url, r.body])).toEqual([[leaveUrl, { token: 'tok-1' }]]);
  });

  it("shows the server's refusal, and the button stays", async () => {
    server.on('POST ' + leaveUrl, {
      status: 409,
      data: {
        statusCode: 409,
        message:
          'You booked these seats from the waitlist: cancel the booking from its mail instead.',
      },
    });
    const user = userEvent.setup();
    renderLink('leave');
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You booked these seats from the waitlist: cancel the booking from its mail instead.',
    );
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
  });
});

describe('the confirm page of the joined mail', () => {
  it('confirms only once asked, then says where the entry stands', async () => {
    server.on('POST ' + confirmUrl, {
      status: 200,
      data: { message: 'Your place on the waitlist is confirmed.', position: 3 },
    });
    const user = userEvent.setup();
    renderLink('confirm');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your waitlist place',
    );
    // Opening the link (a mail scanner does) changes nothing.
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my place' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your place on the waitlist is confirmed. You are number 3 in line.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm my place' })).toBeNull();
    expect(posts().map((r) => [r.url, r.body])).toEqual([[confirmUrl, { token: 'tok-1' }]]);
  });

  it("shows the server's refusal, and the button stays", async () => {
    server.on('POST ' + confirmUrl, {
      status: 409,
      data: { statusCode: 409, message: 'This waitlist entry is no longer in line.' },
    });
    const user = userEvent.setup();
    renderLink('confirm');
    await user.click(screen.getByRole('button', { name: 'Confirm my place' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This waitlist entry is no longer in line.',
    );
    expect(screen.getByRole('button', { name: 'Confirm my place' })).toBeEnabled();
  });
});
