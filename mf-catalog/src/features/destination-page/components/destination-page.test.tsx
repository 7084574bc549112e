import { render, screen } from '@testing-library/react';
import { mockApi, type MockApi } from '@travel/shell/testing';
import { destination } from '../../../test/fixtures';
import DestinationPage from '../index';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('DestinationPage', () => {
  it('shows the first destination with its affiliate link in a new tab', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [
        destination(1, {
          title: 'Alps',
          description: 'Snow and lakes',
          affiliateLink: 'https://example.com/alps',
        }),
        destination(2),
      ],
    });
    render(<DestinationPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Alps' })).toBeInTheDocument();
    expect(screen.getByText('Snow and lakes')).toBeInTheDocument();
    expect(screen.queryByText('Tour 2')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Visit Affiliate Link' });
    expect(link).toHaveAttribute('href', 'https://example.com/alps');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('falls back to the default title and description, without a link', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [destination(1, { title: '', description: '' })],
    });
    render(<DestinationPage />);
    expect(await screen.findByRole('heading', { name: 'Destination' })).toBeInTheDocument();
    expect(screen.getByText('Description not available.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is no destination', async () => {
    server.on('GET /api/destination', { status: 200, data: [] });
    render(<DestinationPage />);
    expect(await screen.findByText('No destinations found')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched', async () => {
    server.on('GET /api/destination', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    render(<DestinationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch destination');
  });
});
