import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hotel } from '@travel/shell/api-types';
import { deferred, mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import HotelsPage from '../index';

function hotel(n: number, extra: Partial<Hotel> = {}): Hotel {
  return {
    _id: String(n).padStart(24, '0'),
    hotelName: `Hotel ${n}`,
    location: `City ${n}`,
    pricePerNight: 100 + n,
    description: `About ${n}`,
    image: [`/api/images/${n}`],
    gallery: [],
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...extra,
  };
}

const DISCARD = 'Are you sure you want to close? Any unsaved changes will be lost.';
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

// Typing a whole form field by field takes a few seconds on a busy machine.
const FORM_TEST_TIMEOUT = 20_000;

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Hotel' }));
  return screen.getByRole('dialog', { name: 'Add New Hotel' });
}

describe('HotelsPage', () => {
  it('shows the table with thumbnails, searches and sorts', async () => {
    server.on('GET /api/hotel', {
      status: 200,
      data: [hotel(2), hotel(1, { location: 'Zagreb' })],
    });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    expect(screen.getByText('Loading hotels...')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Hotel 2/ });
    expect(within(row).getByRole('img', { name: 'Hotel 2' })).toHaveAttribute('width', '64');
    expect(row).toHaveTextContent('$102.00');
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Image', 'Hotel Name', 'Location', 'Price/Night', 'Translations', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: /Hotel Name/ }));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Hotel 1');
    await userEvent.type(screen.getByLabelText('Search hotels'), 'zagreb');
    expect(screen.queryByText('Hotel 2')).not.toBeInTheDocument();
    expect(screen.getByText('Hotel 1')).toBeInTheDocument();
  });

  it('shows the empty state, and the fetch error with Retry', async () => {
    let calls = 0;
    server.on('GET /api/hotel', () =>
      ++calls === 1
        ? { status: 500, data: { message: 'Database down' } }
        : { status: 200, data: [] },
    );
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    expect(await screen.findByText('Failed to fetch hotels: Database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No hotels found.')).toBeInTheDocument();
    expect(screen.getByText('Add a new hotel to get started!')).toBeInTheDocument();
  });

  it(
    'marks every missing field at once, image first, then sends the trimmed multipart form',
    async () => {
      let hotels: Hotel[] = [];
      server.on('GET /api/hotel', () => ({ status: 200, data: hotels }));
      const reply = deferred<{ status: number; data: unknown }>();
      server.on('POST /api/hotel', () => reply.promise);
      renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
      const dialog = await openAdd();
      const submit = within(dialog).getByRole('button', { name: 'Add Hotel' });
      const field = (label: string) => within(dialog).getByLabelText(label);

      await userEvent.click(submit);
      const missing: Array<[string, string]> = [
        ['Image', 'Please upload an image'],
        ['Price per Night', 'Please enter a valid price per night'],
        ['Hotel Name', 'Hotel name is required'],
        ['Location', 'Location is required'],
      ];
      for (const [label, message] of missing) {
        expect(field(label)).toBeInvalid();
        expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      // The spec's first message is the first one met: its field takes the focus.
      expect(field('Image')).toHaveFocus();
      expect(field('Description')).toBeValid();
      expect(field('Price per Night')).toHaveAttribute('step', '0.01');

      // A fixed field loses its mark at once; the others keep theirs until the next try.
      await userEvent.upload(field('Image'), png());
      expect(field('Image')).toBeValid();
      expect(within(dialog).queryByText('Please upload an image')).not.toBeInTheDocument();
      expect(field('Hotel Name')).toBeInvalid();
      await userEvent.type(field('Price per Night'), '99.5');
      await userEvent.type(field('Hotel Name'), '  Sea View  ');
      await userEvent.click(submit);
      expect(field('Location')).toHaveAccessibleDescription('Location is required');
      expect(field('Location')).toHaveFocus();
      for (const label of ['Image', 'Price per Night', 'Hotel Name']) {
        expect(field(label)).toBeValid();
      }
      await userEvent.type(field('Location'), 'Lisbon ');
      expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

      await userEvent.click(submit);
      expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      const body = server.requests.find((r) => r.method === 'POST')!.body as FormData;
      expect(body.get('hotelName')).toBe('Sea View');
      expect(body.get('location')).toBe('Lisbon');
      expect(body.get('pricePerNight')).toBe('99.5');
      expect((body.get('image') as File).name).toBe('photo.png');

      hotels = [hotel(7, { hotelName: 'Sea View' })];
      reply.resolve({
        status: 201,
        data: { message: 'Hotel added successfully!', data: hotels[0] },
      });
      expect(await screen.findByText('Hotel added successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('row', { name: /Sea View/ })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it('shows the server field errors next to their fields, else its message', async () => {
    server.on('GET /api/hotel', { status: 200, data: [] });
    let calls = 0;
    server.on('POST /api/hotel', () =>
      ++calls === 1
        ? {
            status: 400,
            data: {
              statusCode: 400,
              message: 'Invalid',
              errors: [{ field: 'image', message: 'Only image files are allowed' }],
            },
          }
        : calls === 2
          ? { status: 413, data: { statusCode: 413, message: 'Each image must be at most 5 MB' } }
          : {
              status: 400,
              data: {
                statusCode: 400,
                message: 'Invalid',
                errors: [{ field: 'gallery[]', message: 'Unexpected gallery field' }],
              },
            },
    );
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    const dialog = await openAdd();
    await userEvent.upload(within(dialog).getByLabelText('Image'), png());
    await userEvent.type(within(dialog).getByLabelText('Price per Night'), '10');
    await userEvent.type(within(dialog).getByLabelText('Hotel Name'), 'A');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));
    expect(await within(dialog).findByText('Only image files are allowed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));
    expect(
      await within(dialog).findByText('Failed to save hotel: Each image must be at most 5 MB'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));
    expect(
      await within(dialog).findByText('Failed to save hotel: Unexpected gallery field'),
    ).toBeInTheDocument();
  });

  it('edits: loads the record, the image optional, PATCH with Updating...', async () => {
    server.on('GET /api/hotel', { status: 200, data: [hotel(1)] });
    server.on(`GET /api/hotel/${hotel(1)._id}`, {
      status: 200,
      data: hotel(1, { description: 'Fresh from the server' }),
    });
    const reply = deferred<{ status: number; data: unknown }>();
    server.on(`PATCH /api/updateHotel/${hotel(1)._id}`, () => reply.promise);
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hotel 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect(await within(dialog).findByLabelText('Description')).toHaveValue(
      'Fresh from the server',
    );
    expect(within(dialog).getByLabelText('Hotel Name')).toHaveValue('Hotel 1');
    const price = within(dialog).getByLabelText('Price per Night');
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Hotel' }));
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    const body = server.requests.find((r) => r.method === 'PATCH')!.body as FormData;
    expect(body.get('pricePerNight')).toBe('150');
    expect(body.get('image')).toBeNull();
    reply.resolve({ status: 200, data: { message: 'Hotel updated successfully!' } });
    expect(await screen.findByText('Hotel updated successfully!')).toBeInTheDocument();
  });

  it('marks missing translations in the list, and edits the German description', async () => {
    const translated = hotel(1, {
      translations: { es: { description: 'Sobre 1' } },
      missingTranslations: { de: ['description'], es: [] },
    });
    server.on('GET /api/hotel', { status: 200, data: [translated] });
    server.on(`GET /api/hotel/${translated._id}`, { status: 200, data: translated });
    server.on(`PATCH /api/updateHotel/${translated._id}`, {
      status: 200,
      data: { message: 'Hotel updated successfully!' },
    });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    const row = await screen.findByRole('row', { name: /Hotel 1/ });
    expect(within(row).getByText('Deutsch: 1 missing')).toHaveAttribute(
      'title',
      'Missing in Deutsch: description',
    );
    // The admin's reads ask for every translation.
    expect(server.requests[0]?.url).toBe('/api/hotel?translations=all');

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Hotel 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Deutsch/ }));
    expect(within(dialog).queryByLabelText('Price per Night')).not.toBeInTheDocument();
    const german = within(dialog).getByLabelText('Description (Deutsch)');
    expect(german).toHaveAccessibleDescription('Missing translation English: About 1');
    await userEvent.type(german, 'Über 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Hotel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = server.requests.find((r) => r.method === 'PATCH')!.body as FormData;
    expect(JSON.parse(body.get('translations') as string)).toEqual({
      de: { description: 'Über 1' },
      es: { description: 'Sobre 1' },
    });
    expect(body.get('description')).toBe('About 1');
  });

  it('Cancel resets and closes, asking first when something was typed', async () => {
    server.on('GET /api/hotel', { status: 200, data: [] });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    let dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Hotel Name'), 'Draft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(DISCARD);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openAdd();
    expect(within(dialog).getByLabelText('Hotel Name')).toHaveValue('');
  });

  it('asks before Escape or the close button throw away a changed form', async () => {
    server.on('GET /api/hotel', { status: 200, data: [] });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    let dialog = await openAdd();
    // Nothing typed, nothing to lose: Escape closes at once.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Lisbon');
    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveAccessibleDescription(DISCARD);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Lisbon');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears a server refusal about the images as soon as they change', async () => {
    server.on('GET /api/hotel', { status: 200, data: [] });
    let calls = 0;
    server.on('POST /api/hotel', () =>
      ++calls === 1
        ? { status: 400, data: { statusCode: 400, message: 'Only image files are allowed' } }
        : {
            status: 400,
            data: {
              statusCode: 400,
              message: 'Invalid',
              errors: [{ field: 'image', message: 'Only image files are allowed' }],
            },
          },
    );
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    const dialog = await openAdd();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await userEvent.upload(field('Image'), png());
    await userEvent.type(field('Price per Night'), '10');
    await userEvent.type(field('Hotel Name'), 'A');
    await userEvent.type(field('Location'), 'B');
    const submit = within(dialog).getByRole('button', { name: 'Add Hotel' });

    await userEvent.click(submit);
    const refusal = 'Failed to save hotel: Only image files are allowed';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await userEvent.upload(field('Gallery'), png());
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();

    await userEvent.click(submit);
    await waitFor(() => expect(field('Image')).toBeInvalid());
    await userEvent.upload(field('Image'), png());
    expect(field('Image')).toBeValid();
    expect(within(dialog).queryByText('Only image files are allowed')).not.toBeInTheDocument();
  });
});
