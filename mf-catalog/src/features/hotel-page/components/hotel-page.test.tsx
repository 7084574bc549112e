import { render, screen, within } from '@testing-library/react';
import { mockApi, type MockApi } from '@travel/shell/testing';
import { hotel } from '../../../test/fixtures';
import HotelPage from '../index';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('HotelPage', () => {
  it('lists hotels with image, location, nightly price, description and affiliate link', async () => {
    server.on('GET /api/hotel', {
      status: 200,
      data: [
        hotel(1, {
          hotelName: 'Grand',
          pricePerNight: 120,
          affiliateLink: 'https://example.com/grand',
        }),
        hotel(2),
      ],
    });
    render(<HotelPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels...');

    const card = await screen.findByRole('article', { name: 'Grand' });
    expect(within(card).getByRole('img', { name: 'Grand' })).toHaveAttribute(
      'src',
      '/api/images/hotel1?w=480',
    );
    expect(within(card).getByText('Town 1')).toBeInTheDocument();
    expect(within(card).getByText('$120.00 per night')).toBeInTheDocument();
    expect(within(card).getByText('Hotel description 1')).toBeInTheDocument();
    const book = within(card).getByRole('link', {
      name: "Book on partner site Grand (opens the partner's site in a new tab)",
    });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveTextContent(/^Book on partner site/);
    expect(
      within(screen.getByRole('article', { name: 'Hotel 2' })).queryByRole('link'),
    ).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    server.on('GET /api/hotel', { status: 200, data: [] });
    render(<HotelPage />);
    expect(await screen.findByText('No hotels found.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    server.on('GET /api/hotel', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    render(<HotelPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load hotels. Please try again later.',
    );
  });
});
