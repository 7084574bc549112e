import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination } from '../../../test/fixtures';
import PopularDestinations from '../index';

const renderGrid = () => renderAt(<PopularDestinations />);

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.querySelector('.cat-popular__name')?.textContent);

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('PopularDestinations', () => {
  it('shows six destinations per page and pages with the arrows, disabled at the ends', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: Array.from({ length: 8 }, (_, i) => destination(i + 1)),
    });
    renderGrid();
    const user = userEvent.setup();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Destination 1',
      'Destination 2',
      'Destination 3',
      'Destination 4',
      'Destination 5',
      'Destination 6',
    ]);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(cardNames()).toEqual(['Destination 7', 'Destination 8']);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(cardNames()).toHaveLength(6);
  });

  it('links each destination to its tour page with its price', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [destination(1, { CostPerPerson: 1234.5 })],
    });
    renderGrid();
    const card = await screen.findByRole('link', { name: /Destination 1/ });
    expect(card).toHaveAttribute('href', '/TourPage/d1');
    expect(card).toHaveTextContent('From $1,234.50 per person');
    expect(within(card).getByRole('img', { name: 'Tour 1' })).toHaveAttribute(
      'src',
      '/api/images/img1?w=480',
    );
  });

  it('starts a tour with price categories from its lowest paid seat, not CostPerPerson', async () => {
    server.on('GET /api/destination', {
      status: 200,
      data: [
        destination(1, {
          CostPerPerson: 60,
          priceCategories: [
            { key: 'child', name: 'Child', price: 25, takesSeat: true, ageNote: '4 to 11 years' },
            { key: 'adult', name: 'Adult', price: 45, takesSeat: true },
            { key: 'infant', name: 'Infant', price: 0, takesSeat: false, ageNote: '0 to 3' },
          ],
        }),
      ],
    });
    renderGrid();
    const card = await screen.findByRole('link', { name: /Destination 1/ });
    expect(card).toHaveTextContent('From $45.00 per person');
  });

  it('shows the empty text', async () => {
    server.on('GET /api/destination', { status: 200, data: [] });
    renderGrid();
    expect(await screen.findByText('No destinations found.')).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    server.on('GET /api/destination', {
      status: 500,
      data: { statusCode: 500, message: 'Internal server error' },
    });
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load destinations. Please try again later.',
    );
  });
});
