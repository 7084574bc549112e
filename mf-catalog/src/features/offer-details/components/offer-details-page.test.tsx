import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRemotes } from '@travel/shell/remotes';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { offer } from '../../../test/fixtures';
import OfferDetailsPage from '../index';

// The federation runtime is the edge here: it would fetch booking's manifest over the network.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type StayProps = { offer: { _id: string; title: string; Price: number; Discount?: number } };

function FakeStayBookingForm({ offer: booked }: StayProps) {
  return (
    <p>
      Stay form for {`${booked._id} ${booked.title} ${booked.Price} ${booked.Discount ?? 'none'}`}
    </p>
  );
}

const renderOfferAt = (path: string) =>
  renderAt(<OfferDetailsPage />, { path, route: '/OfferDetails/:id' });

let server: MockApi;
beforeEach(() => {
  server = mockApi();
  setRemotes({ booking: 'http://localhost:8082/mf-manifest.json' });
  jest.mocked(loadRemote).mockResolvedValue({ default: FakeStayBookingForm });
});

describe('OfferDetailsPage', () => {
  it('shows gallery, title, description, price and features, and mounts booking’s stay form', async () => {
    server.on('GET /api/offer/o7', {
      status: 200,
      data: {
        data: offer(7, {
          title: 'Lake House',
          Price: 210,
          Discount: 30,
          features: ['Sauna', 'Boat'],
          gallary: ['/api/images/g1'],
        }),
      },
    });
    renderOfferAt('/OfferDetails/o7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lake House' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Offer description 7')).toBeInTheDocument();
    expect(screen.getByText('$210.00')).toBeInTheDocument();
    // One statement of the price, as the card and the form make it, and the card's discount badge.
    expect(screen.getByText('$210.00')).toHaveTextContent('$210.00 per guest per night 30% off');
    // The price before the discount, struck through and said as such to a screen reader.
    expect(screen.getByText('$300.00').closest('s')).toHaveTextContent('Was $300.00');
    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/api/images/offer7?w=1200', '/api/images/g1?w=1200']);
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'srcset',
      '/api/images/offer7?w=480 480w, /api/images/offer7?w=800 800w, /api/images/offer7?w=1200 1200w',
    );
    expect(screen.getByText('Sauna')).toBeInTheDocument();
    expect(screen.getByText('Boat')).toBeInTheDocument();

    expect(await screen.findByText('Stay form for o7 Lake House 210 30')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('booking/StayBookingForm');
  });

  it.each([
    ['deleted', '0123456789abcdef01234567', 404, 'Offer not found'],
    ['mistyped', 'missing', 400, 'Invalid id'],
  ])(
    'says a %s offer no longer exists, with the way to the others, no Retry and one request',
    async (_kind, id, status, message) => {
      server.on(`GET /api/offer/${id}`, { status, data: { statusCode: status, message } });
      renderOfferAt(`/OfferDetails/${id}`);
      const panel = await screen.findByRole('alert');
      expect(
        within(panel).getByRole('heading', { level: 1, name: 'This offer no longer exists' }),
      ).toBeInTheDocument();
      expect(panel).toHaveTextContent('No offer data found.');
      expect(within(panel).getByRole('link', { name: 'See all special offers' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(document.title).toMatch(/^Offer not found/);
      // Not the availability of an offer that is not there either.
      expect(server.requests.map((request) => request.url)).toEqual([`/api/offer/${id}`]);
    },
  );

  it('says when the offer cannot be loaded, and Retry loads it again', async () => {
    server.on('GET /api/offer/o7', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    renderOfferAt('/OfferDetails/o7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load offer data. Please try again later.');
    server.on('GET /api/offer/o7', { status: 200, data: { data: offer(7) } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer 7' })).toBeInTheDocument();
  });

  it("states the offer's availability for search engines from the nights left", async () => {
    server.on('GET /api/offer/o7', { status: 200, data: { data: offer(7) } });
    const taken = Array.from({ length: 2 }, (_, i) => `2026-11-2${4 + i}`);
    server.on('GET /api/offer/o7/availability', {
      status: 200,
      data: { from: '2026-11-24', to: '2026-11-26', taken },
    });
    renderOfferAt('/OfferDetails/o7');
    await screen.findByRole('heading', { level: 1 });
    const jsonLd = () =>
      JSON.parse(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as { availability?: string };
    await waitFor(() => expect(jsonLd().availability).toBe('https://schema.org/SoldOut'));
  });
});
