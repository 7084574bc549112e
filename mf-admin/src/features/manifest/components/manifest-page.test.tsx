import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Manifest, ManifestBooking } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import ManifestPage from '../index';
import { captureDownloads, readBlob } from '../../../test/downloads';

const TOKYO = 'a'.repeat(24);

function booking(fields: Partial<ManifestBooking>): ManifestBooking {
  return {
    reference: 'TB-AAAAAA',
    name: 'Ana Lima',
    email: 'ana@example.com',
    tickets: 2,
    status: 'confirmed',
    checkIn: 'none',
    extras: false,
    payment: 'on_the_day',
    cost: 91,
    ...fields,
  };
}

const MANIFEST: Manifest = {
  destination: { _id: TOKYO, title: 'Tokyo at dawn' },
  date: '2030-06-01',
  time: '09:00',
  timeZone: 'Asia/Tokyo',
  bookings: [
    booking({ phone: '+81312345678', extras: true }),
    booking({
      reference: 'TB-BBBBBB',
      name: 'Zoe Park',
      email: 'zoe@example.com',
      tickets: 3,
      status: 'held',
      checkIn: 'arrived',
      note: 'Wheelchair: needs the front seat',
      reseller: 'Lisbon Tours Co.',
    }),
  ],
  totals: { bookings: 2, tickets: 5, checkedIn: 3 },
};

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/destination': {
      status: 200,
      data: [{ _id: TOKYO, title: 'Tokyo at dawn', tourTimes: ['09:00', '14:00'] }],
    },
    'GET /api/admin/manifest': { status: 200, data: MANIFEST },
  });
});

const at = `/admin/manifest?destinationId=${TOKYO}&date=2030-06-01&time=09%3A00`;
const cards = () => screen.getByRole('list', { name: 'Guests' });
const checkIns = () => server.requests.filter((r) => r.method === 'PATCH');

describe('the manifest screen', () => {
  it('asks for a tour, a date and a time before reading anything', async () => {
    const user = userEvent.setup();
    renderAt(<ManifestPage />, { path: '/admin/manifest' });
    expect(
      screen.getByText('Choose a destination, a date and a time to see who is on that tour.'),
    ).toBeVisible();
    await screen.findByRole('option', { name: 'Tokyo at dawn' });
    await user.selectOptions(screen.getByLabelText('Destination'), TOKYO);
    await user.clear(screen.getByLabelText('Tour date'));
    await user.type(screen.getByLabelText('Tour date'), '2030-06-01');
    expect(server.requests.some((r) => r.url.startsWith('/api/admin/manifest'))).toBe(false);
    await user.selectOptions(screen.getByLabelText('Time'), '09:00');
    await screen.findByText('Tokyo at dawn', { selector: 'h2 *, h2' });
    expect(server.requests.at(-1)?.url).toBe(
      `/api/admin/manifest?destinationId=${TOKYO}&date=2030-06-01&time=09%3A00`,
    );
  });

  it('lists each guest with phone, guests, extras and payment, the totals and the tour’s clock', async () => {
    renderAt(<ManifestPage />, { path: at });
    const table = await screen.findByRole('table', { name: 'Guests of Tokyo at dawn at 09:00' });
    expect(screen.getByText(/09:00 \(Tokyo time\)/)).toBeVisible();
    expect(screen.getByText('2 bookings')).toBeVisible();
    expect(screen.getByText('5 guests')).toBeVisible();
    expect(screen.getByText('3 checked in')).toBeVisible();
    const ana = within(table).getByRole('row', { name: /Ana Lima/ });
    expect(within(ana).getByRole('link', { name: '+81312345678' })).toHaveAttribute(
      'href',
      'tel:+81312345678',
    );
    expect(ana).toHaveTextContent('Yes');
    expect(ana).toHaveTextContent('Pay on the day');
    expect(within(table).getByRole('row', { name: /Zoe Park/ })).toHaveTextContent('not confirmed');
    expect(within(cards()).getByRole('button', { name: 'Arrived: Zoe Park' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("shows a booking's internal note in its row and on its card", async () => {
    renderAt(<ManifestPage />, { path: at });
    const table = await screen.findByRole('table', { name: 'Guests of Tokyo at dawn at 09:00' });
    expect(within(table).getByRole('row', { name: /Zoe Park/ })).toHaveTextContent(
      'Note: Wheelchair: needs the front seat',
    );
    expect(within(table).getByRole('row', { name: /Ana Lima/ })).not.toHaveTextContent('Note:');
    expect(within(cards()).getByText('Note: Wheelchair: needs the front seat')).toBeInTheDocument();
  });

  it('names the reseller of a booking sold through the OCTO API', async () => {
    renderAt(<ManifestPage />, { path: at });
    const table = await screen.findByRole('table', { name: 'Guests of Tokyo at dawn at 09:00' });
    expect(within(table).getByRole('row', { name: /Zoe Park/ })).toHaveTextContent(
      'Sold by Lisbon Tours Co.',
    );
    expect(within(table).getByRole('row', { name: /Ana Lima/ })).not.toHaveTextContent('Sold by');
    expect(within(cards()).getByText('Sold by Lisbon Tours Co.')).toBeInTheDocument();
  });

  it('saves a check-in at once and counts it before the server answers', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    server.on(
      'PATCH /api/admin/bookings/TB-AAAAAA/check-in',
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    );
    renderAt(<ManifestPage />, { path: at });
    await screen.findByRole('list', { name: 'Guests' });
    await user.click(within(cards()).getByRole('button', { name: 'Arrived: Ana Lima' }));
    expect(screen.getByText('5 checked in')).toBeVisible();
    expect(checkIns()[0]?.body).toEqual({ status: 'arrived' });
    answer({
      status: 200,
      data: { message: 'Check-in saved', data: booking({ checkIn: 'arrived' }) },
    });
    expect(await screen.findByText('5 checked in')).toBeVisible();
    expect(within(cards()).getByRole('button', { name: 'Arrived: Ana Lima' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('takes a mark back when the server refuses it, saying why', async () => {
    const user = userEvent.setup();
    server.on('PATCH /api/admin/bookings/TB-BBBBBB/check-in', {
      status: 409,
      data: { statusCode: 409, message: 'This booking was cancelled.' },
    });
    renderAt(<ManifestPage />, { path: at });
    await screen.findByRole('list', { name: 'Guests' });
    // Tapping the mark a guest has clears it.
    await user.click(within(cards()).getByRole('button', { name: 'Arrived: Zoe Park' }));
    expect(checkIns()[0]?.body).toEqual({ status: 'none' });
    expect(await screen.findByText('Zoe Park: This booking was cancelled.')).toBeVisible();
    expect(screen.getByText('3 checked in')).toBeVisible();
    expect(within(cards()).getByRole('button', { name: 'Arrived: Zoe Park' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('exports the manifest as CSV, named by its date and time', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    renderAt(<ManifestPage />, { path: at });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(files[0]?.name).toBe('manifest-2030-06-01-0900.csv');
    const text = await readBlob(files[0]!.blob);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Reference,Name,Phone,Email,Tickets,Extras,Payment,Status,Check-in,Note',
      "TB-AAAAAA,Ana Lima,'+81312345678,ana@example.com,2,Yes,Pay on the day,confirmed,Not checked in,",
      'TB-BBBBBB,Zoe Park,,zoe@example.com,3,No,Pay on the day,held,Arrived,Wheelchair: needs the front seat',
    ]);
  });
});
