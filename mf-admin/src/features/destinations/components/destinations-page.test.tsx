import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Destination } from '@travel/shell/api-types';
import { deferred, mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import DestinationsPage from '../index';

function destination(n: number, extra: Partial<Destination> = {}): Destination {
  return {
    _id: String(n).padStart(24, '0'),
    destination: `Place ${n}`,
    location: `Country ${n}`,
    price: 300 + n,
    title: `Title ${n}`,
    description: `About ${n}`,
    CostPerPerson: 40 + n,
    image: `/api/images/${n}`,
    gallary: [`/api/images/g${n}`],
    capacityPerSlot: 20,
    tourTimes: ['09:00', '13:00', '17:00'],
    timeZone: 'Europe/Lisbon',
    priceCategories: [],
    extras: [],
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...extra,
  };
}

const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

// Typing a whole form field by field takes a few seconds on a busy machine.
const FORM_TEST_TIMEOUT = 20_000;

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('DestinationsPage', () => {
  it('shows loading, then the fetch error with Retry, then the empty state', async () => {
    let calls = 0;
    server.on('GET /api/destination', () =>
      ++calls === 1
        ? { status: 503, data: { message: 'Service unavailable' } }
        : { status: 200, data: [] },
    );
    renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
    expect(screen.getByText('Loading destinations...')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to fetch destinations: Service unavailable'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
    expect(screen.getByText('Add a new destination to get started!')).toBeInTheDocument();
  });

  it(
    'marks every missing field at once, the first focused, then posts image and gallary with Adding...',
    async () => {
      server.on('GET /api/destination', { status: 200, data: [] });
      const reply = deferred<{ status: number; data: unknown }>();
      server.on('POST /api/destination', () => reply.promise);
      renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
      await userEvent.click(await screen.findByRole('button', { name: 'Add New Destination' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Destination' });
      const submit = within(dialog).getByRole('button', { name: 'Add Destination' });
      const field = (label: string) => within(dialog).getByLabelText(label);
      const missing: Array<[string, string]> = [
        ['Destination', 'Destination is required'],
        ['Location', 'Location is required'],
        ['Title', 'Title is required'],
        ['Description', 'Description is required'],
        ['Price', 'Please enter valid price and cost per person'],
        ['Cost per Person', 'Please enter valid price and cost per person'],
        ['Image', 'Please upload an image'],
      ];
      await userEvent.click(submit);
      for (const [label, message] of missing) {
        expect(field(label)).toBeInvalid();
        expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      expect(field('Destination')).toHaveFocus();
      expect(field('Tour Times')).toBeValid();
      expect(field('Seats per Tour Time')).toHaveAccessibleDescription('Optional, 20 when empty.');

      await userEvent.type(field('Destination'), ' Algarve ');
      expect(field('Destination')).toBeValid();
      expect(field('Location')).toBeInvalid();
      await userEvent.type(field('Location'), 'Portugal');
      await userEvent.type(field('Title'), 'Cliffs');
      await userEvent.type(field('Description'), 'Sun');
      await userEvent.type(field('Price'), '300');
      await userEvent.type(field('Cost per Person'), '45.5');
      await userEvent.upload(field('Image'), png());
      await userEvent.upload(within(dialog).getByLabelText('Gallery'), [
        png('g1.png'),
        png('g2.png'),
      ]);
      expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

      await userEvent.click(submit);
      expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      const body = server.requests.find((r) => r.method === 'POST')!.body as FormData;
      expect(body.get('destination')).toBe('Algarve');
      expect(body.get('CostPerPerson')).toBe('45.5');
      expect(body.has('capacityPerSlot')).toBe(false);
      // A new destination starts with the default tour times.
      expect(body.get('tourTimes')).toBe('09:00, 13:00, 17:00');
      // Left empty: the server gives it the site's time zone.
      expect(body.get('timeZone')).toBe('');
      expect((body.get('image') as File).name).toBe('photo.png');
      expect(body.getAll('gallary').map((f) => (f as File).name)).toEqual(['g1.png', 'g2.png']);
      reply.resolve({ status: 201, data: { message: 'Destination added successfully' } });
      expect(await screen.findByText('Destination added successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    'edits the record the server sends, with PATCH and Updating...',
    async () => {
      server.on('GET /api/destination', { status: 200, data: [destination(1)] });
      server.on(`GET /api/destination/${destination(1)._id}`, {
        status: 200,
        data: destination(1, { capacityPerSlot: 35, tourTimes: ['08:30', '14:00'] }),
      });
      const reply = deferred<{ status: number; data: unknown }>();
      server.on(`PATCH /api/updateDestination/${destination(1)._id}`, () => reply.promise);
      renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Place 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Destination' });
      expect(await within(dialog).findByLabelText('Seats per Tour Time')).toHaveValue(35);
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Title 1');
      const times = within(dialog).getByLabelText('Tour Times');
      expect(times).toHaveValue('08:30, 14:00');
      await userEvent.clear(times);
      await userEvent.type(times, '8:30, noon');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Destination' }));
      expect(
        within(dialog).getByText('Tour times must be times like 09:30, separated by commas'),
      ).toBeInTheDocument();
      expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
      await userEvent.clear(times);
      await userEvent.type(times, '08:30, 14:00, 18:15');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Destination' }));
      expect(within(dialog).getByRole('button', { name: 'Updating...' })).toBeDisabled();
      const body = server.requests.find((r) => r.method === 'PATCH')!.body as FormData;
      expect(body.get('image')).toBeNull();
      expect(body.get('capacityPerSlot')).toBe('35');
      expect(body.get('tourTimes')).toBe('08:30, 14:00, 18:15');
      reply.resolve({ status: 200, data: { message: 'Destination updated successfully' } });
      expect(await screen.findByText('Destination updated successfully')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it('says on edit that an emptied capacity keeps the current one, and sends none', async () => {
    server.on('GET /api/destination', { status: 200, data: [destination(1)] });
    server.on(`GET /api/destination/${destination(1)._id}`, {
      status: 200,
      data: destination(1, { capacityPerSlot: 35 }),
    });
    server.on(`PATCH /api/updateDestination/${destination(1)._id}`, {
      status: 200,
      data: { message: 'Destination updated successfully' },
    });
    renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Place 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Destination' });
    const seats = await within(dialog).findByLabelText('Seats per Tour Time');
    expect(seats).toHaveAccessibleDescription(
      'Optional: left empty, it keeps the current 35 seats.',
    );
    expect(within(dialog).queryByText(/20 when empty/)).not.toBeInTheDocument();
    await userEvent.clear(seats);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Destination' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = server.requests.find((r) => r.method === 'PATCH')!.body as FormData;
    expect(body.has('capacityPerSlot')).toBe(false);
  });

  it(
    'asks before a cut of seats below what is sold, and sends the go-ahead',
    async () => {
      const id = destination(1)._id;
      server.on('GET /api/destination', { status: 200, data: [destination(1)] });
      server.on(`GET /api/destination/${id}`, { status: 200, data: destination(1) });
      const oversold =
        'These tour times would be oversold with 5 seats per time: 2030-06-01 at 13:00 (7 seats sold). Nothing was saved. Confirm to save anyway: nothing is cancelled, and those times show sold out.';
      server.on(`PATCH /api/updateDestination/${id}`, (request) =>
        (request.body as FormData).get('confirmOversell') === 'true'
          ? { status: 200, data: { message: 'Destination updated successfully' } }
          : { status: 409, data: { statusCode: 409, message: oversold, code: 'WOULD_OVERSELL' } },
      );
      renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Place 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Destination' });
      const seats = await within(dialog).findByLabelText('Seats per Tour Time');
      await userEvent.clear(seats);
      await userEvent.type(seats, '5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Destination' }));
      const ask = await screen.findByRole('alertdialog', { name: 'Oversell these times?' });
      expect(ask).toHaveTextContent('2030-06-01 at 13:00 (7 seats sold)');
      await userEvent.click(within(ask).getByRole('button', { name: 'Save anyway' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const patches = server.requests.filter((r) => r.method === 'PATCH');
      expect(patches.map((r) => (r.body as FormData).get('confirmOversell'))).toEqual([
        null,
        'true',
      ]);
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    'refuses to remove a booked tour time, linking to the Tour times screen',
    async () => {
      const id = destination(1)._id;
      server.on('GET /api/destination', { status: 200, data: [destination(1)] });
      server.on(`GET /api/destination/${id}`, { status: 200, data: destination(1) });
      server.on(`PATCH /api/updateDestination/${id}`, {
        status: 409,
        data: {
          statusCode: 409,
          code: 'TIMES_HOLD_BOOKINGS',
          message:
            'These tour times hold bookings: 2030-06-01 at 13:00 (1 booking, 2 tickets). Nothing was saved. Move or cancel them first on the Tour times screen, then remove the time.',
        },
      });
      renderAt(<DestinationsPage />, { path: '/Admin/destinationView' });
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Place 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Destination' });
      const times = await within(dialog).findByLabelText('Tour Times');
      await userEvent.clear(times);
      await userEvent.type(times, '09:00, 17:00');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Destination' }));
      await within(dialog).findByText(/These tour times hold bookings: 2030-06-01 at 13:00/);
      expect(
        within(dialog).getByRole('link', {
          name: 'Move or cancel those bookings on the Tour times screen',
        }),
      ).toHaveAttribute('href', '/admin/tour-times');
    },
    FORM_TEST_TIMEOUT,
  );
});
