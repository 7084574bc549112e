import { screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination } from '../../../test/fixtures';
import DestinationPage from '../index';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

function renderPage() {
  return renderAt(<DestinationPage />);
}

describe('DestinationPage', () => {
  it('lists every destination as a card with image, place, price per person and a Book link', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [
        destination(1, {
          destination: 'Alps',
          title: 'Snow and lakes tour',
          location: 'Switzerland',
          description: 'Snow and lakes',
          CostPerPerson: 49,
          affiliateLink: 'https://example.com/alps',
        }),
        destination(2),
      ],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();

    const alps = await screen.findByRole('article', { name: 'Alps' });
    expect(within(alps).getByRole('img', { name: 'Snow and lakes tour' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/images/img1'),
    );
    expect(within(alps).getByText('Switzerland')).toBeVisible();
    expect(within(alps).getByText('Snow and lakes')).toBeVisible();
    expect(alps).toHaveTextContent('From $49.00 per person');
    expect(within(alps).getByRole('link', { name: 'Book tour to Alps' })).toHaveAttribute(
      'href',
      '/TourPage/d1',
    );
    const affiliate = within(alps).getByRole('link', { name: 'Visit Affiliate Link of Alps' });
    expect(affiliate).toHaveAttribute('href', 'https://example.com/alps');
    expect(affiliate).toHaveAttribute('target', '_blank');
    expect(affiliate).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const second = screen.getByRole('article', { name: 'Destination 2' });
    expect(second).toHaveTextContent('From $52.00 per person');
    expect(
      within(second).getByRole('link', { name: 'Book tour to Destination 2' }),
    ).toHaveAttribute('href', '/TourPage/d2');
    expect(within(second).queryByRole('link', { name: /Affiliate/ })).not.toBeInTheDocument();
  });

  it('falls back to the title for the name and to the default description', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [destination(1, { destination: '', title: 'Coast walk', description: '' })],
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Coast walk' });
    expect(within(card).getByText('Description not available.')).toBeVisible();
  });

  it('says when there is no destination', async () => {
    server.on('GET /api/destination', { status: 200, data: [] });
    renderPage();
    expect(await screen.findByText('No destinations found')).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, and Retry fetches it again', async () => {
    server.on('GET /api/destination', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch destination');
    server.on('GET /api/destination', { status: 200, data: [destination(3)] });
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('article', { name: 'Destination 3' })).toBeVisible();
  });
});
