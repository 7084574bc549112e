import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@travel/shell/api-types';
import { deferred, mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import OffersPage from '../index';

function offer(n: number, extra: Partial<Offer> = {}): Offer {
  return {
    _id: String(n).padStart(24, '0'),
    title: `Offer ${n}`,
    Hotel: `Hotel ${n}`,
    Location: 'Lisbon',
    RoomType: 'Double',
    Discount: 10,
    Price: 200 + n,
    TrendingOffers: 'Trending',
    description: 'Nights by the sea',
    features: ['Free Wifi', 'Shuttle'],
    Image: `/api/images/${n}`,
    gallary: [],
    timeZone: 'Europe/Lisbon',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...extra,
  };
}

const png = () => new File(['png'], 'offer.png', { type: 'image/png' });

// Typing a whole form field by field takes a few seconds on a busy machine.
const FORM_TEST_TIMEOUT = 20_000;

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('OffersPage', () => {
  it('reads the list from {data}, shows the error with Retry, and the empty state', async () => {
    let calls = 0;
    server.on('GET /api/offer', () =>
      ++calls === 1 ? { status: 500, data: {} } : { status: 200, data: { data: [] } },
    );
    renderAt(<OffersPage />, { path: '/Admin/OfferView' });
    expect(screen.getByText('Loading offers...')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to fetch offers. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No offers found.')).toBeInTheDocument();
  });

  it(
    'checks the fields in order, then sends Image, gallary and features as JSON',
    async () => {
      server.on('GET /api/offer', { status: 200, data: { data: [] } });
      const reply = deferred<{ status: number; data: unknown }>();
      server.on('POST /api/offers', () => reply.promise);
      renderAt(<OffersPage />, { path: '/Admin/OfferView' });
      await userEvent.click(await screen.findByRole('button', { name: 'Add New Offer' }));
      const dialog = screen.getByRole('dialog', { name: 'Add New Offer' });
      const field = (label: string) => within(dialog).getByLabelText(label);
      const steps: Array<[string, () => Promise<void>]> = [
        ['Title is required', () => userEvent.type(field('Title'), 'Autumn deal ')],
        ['Hotel is required', () => userEvent.type(field('Hotel'), 'Sea View')],
        ['Location is required', () => userEvent.type(field('Location'), 'Lisbon')],
        ['Room type is required', () => userEvent.type(field('Room Type'), 'Double')],
        ['Trending offers is required', () => userEvent.type(field('Trending Offers'), 'Yes')],
        ['Description is required', () => userEvent.type(field('Description'), 'Three nights')],
        ['Price must be greater than zero', () => userEvent.type(field('Price'), '250')],
        ['Discount must be between 0 and 100', () => userEvent.type(field('Discount (%)'), '15')],
        ['Please upload an image', () => userEvent.upload(field('Image'), png())],
      ];
      for (const [message, fix] of steps) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add Offer' }));
        expect(within(dialog).getByText(message)).toBeInTheDocument();
        await fix();
      }
      await userEvent.type(field('Features'), ' Free Wifi ,Pool,, ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Offer' }));
      expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      const body = server.requests.find((r) => r.method === 'POST')!.body as FormData;
      expect(body.get('title')).toBe('Autumn deal');
      expect(body.get('Discount')).toBe('15');
      expect(body.get('features')).toBe('["Free Wifi","Pool"]');
      expect((body.get('Image') as File).name).toBe('offer.png');
      reply.resolve({
        status: 201,
        data: { message: 'Offer added successfully!', data: offer(2) },
      });
      expect(await screen.findByText('Offer added successfully!')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it('edits the offer from GET /api/offer/{id} with PUT; a refusal without message says Failed to submit offer', async () => {
    server.on('GET /api/offer', { status: 200, data: { data: [offer(1)] } });
    server.on(`GET /api/offer/${offer(1)._id}`, {
      status: 200,
      data: { data: offer(1, { RoomType: 'Suite' }) },
    });
    server.on(`PUT /api/updateOffers/${offer(1)._id}`, { status: 502, data: {} });
    renderAt(<OffersPage />, { path: '/Admin/OfferView' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Offer 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Offer' });
    expect(await within(dialog).findByLabelText('Room Type')).toHaveValue('Suite');
    expect(within(dialog).getByLabelText('Features')).toHaveValue('Free Wifi, Shuttle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Offer' }));
    expect(await within(dialog).findByText('Failed to submit offer')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')!.body).toBeInstanceOf(FormData);
  });

  it("says 'Unexpected server response' when a save answers 2xx without the offer", async () => {
    server.on('GET /api/offer', { status: 200, data: { data: [offer(1)] } });
    server.on(`GET /api/offer/${offer(1)._id}`, { status: 200, data: { data: offer(1) } });
    server.on(`PUT /api/updateOffers/${offer(1)._id}`, { status: 204, data: '' });
    renderAt(<OffersPage />, { path: '/Admin/OfferView' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Offer 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Offer' });
    await within(dialog).findByLabelText('Room Type');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Offer' }));
    expect(await within(dialog).findByText('Unexpected server response')).toBeInTheDocument();
  });
});
