import { screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { offer } from '../../../test/fixtures';
import SpecialOffers from '../index';

const renderOffers = () => renderAt(<SpecialOffers />);

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('SpecialOffers', () => {
  it('shows every field of an offer card', async () => {
    server.on('GET /api/offer', {
      status: 200,
      data: {
        data: [
          offer(1, {
            title: 'Sunny Suite',
            Discount: 25,
            Price: 1499.9,
            Hotel: 'Hotel Azul',
            Location: 'Lisbon',
          }),
        ],
      },
    });
    renderOffers();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const card = await screen.findByRole('article', { name: 'Sunny Suite' });
    expect(within(card).getByRole('img', { name: 'Sunny Suite' })).toHaveAttribute(
      'src',
      '/api/images/offer1?w=480',
    );
    expect(within(card).getByText('25% off')).toBeInTheDocument();
    expect(within(card).getByText('$1,499.90')).toBeInTheDocument();
    // The API charges the price per guest and night: the card says so, as the offer page and form do.
    expect(card.querySelector('.cat-offer__price')).toHaveTextContent(
      '$1,499.90 per guest per night',
    );
    expect(within(card).getByText('Hotel Azul')).toBeInTheDocument();
    expect(within(card).getByText('Lisbon')).toBeInTheDocument();
    const amenities = within(card).getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 Beds', '1 Bathroom', 'Free Wifi', 'Shuttle']);
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/OfferDetails/o1',
    );
  });

  it('shows the empty text', async () => {
    server.on('GET /api/offer', { status: 200, data: { data: [] } });
    renderOffers();
    expect(await screen.findByText('No offers available at the moment.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    server.on('GET /api/offer', { status: 503, data: { statusCode: 503, message: 'Down' } });
    renderOffers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load offers. Please try again later.',
    );
  });

  it('treats a non-JSON answer (an HTML page from a misrouted proxy) as a failed load', async () => {
    server.on('GET /api/offer', { status: 200, data: '<!doctype html><html></html>' });
    renderOffers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load offers. Please try again later.',
    );
  });
});
