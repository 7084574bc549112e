import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination, hotel } from '../../../test/fixtures';
import SearchPage from '../index';
import { RESULTS_PER_PAGE } from './search-page';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

const tours = Array.from({ length: RESULTS_PER_PAGE + 2 }, (_, i) => destination(i + 1));

function reply(destinations = tours, hotels = [hotel(1)]) {
  return {
    status: 200,
    data: {
      data: { destinations, hotels, offers: [] },
      total: destinations.length + hotels.length,
    },
  };
}

describe('SearchPage', () => {
  it('reads its terms from the address and shows the matches as cards, a page at a time', async () => {
    server.on('GET /api/search', reply());
    renderAt(<SearchPage />, { path: '/search?q=Place&price=50-300' });
    expect(
      await screen.findByText(
        `Found ${tours.length + 1} matches for "Place" within price range 50-300`,
      ),
    ).toBeInTheDocument();
    expect(server.requests[0]?.url).toBe('/api/search?q=Place&price=50-300');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for "Place", price 50-300' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('article');
    expect(cards).toHaveLength(RESULTS_PER_PAGE);
    expect(cards[0]).toHaveTextContent('Tour · Place 1');
    expect(screen.getByLabelText('Location')).toHaveValue('Place');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/search?q=Place&price=50-300&page=2',
    );
  });

  it('shows a later page: the rest of the matches, the hotel last', async () => {
    server.on('GET /api/search', reply());
    renderAt(<SearchPage />, { path: '/search?q=Place&page=2' });
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Hotel 1' })).toHaveAttribute('href', '/hotel');
    expect(screen.getByText(`Page 2 of 2`)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for "Place" – Page 2' }),
    ).toBeInTheDocument();
  });

  it('asks for terms without asking the API, and searches again from its form', async () => {
    server.on('GET /api/search', reply([destination(1)], []));
    renderAt(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a destination or price to search.',
    );
    expect(server.requests).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Location'), ' Tour ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found 1 matches for "Tour"')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=Tour');
  });

  it("says the API's reason for a search it refuses", async () => {
    server.on('GET /api/search', {
      status: 400,
      data: {
        statusCode: 400,
        message: 'Price must be a maximum such as 500 or a range such as 100-500',
      },
    });
    renderAt(<SearchPage />, { path: '/search?price=cheap' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Price must be a maximum such as 500 or a range such as 100-500',
    );
  });
});
