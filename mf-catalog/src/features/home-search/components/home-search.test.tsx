import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchMatches } from '../../../api/search-api';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination, hotel, offer } from '../../../test/fixtures';
import HomeSearch from '../index';

/** The API's answer: `total` is the sum of the three lists. */
function searchReply(result: Partial<SearchMatches>) {
  const data: SearchMatches = { destinations: [], hotels: [], offers: [], ...result };
  return {
    status: 200,
    data: { data, total: data.destinations.length + data.hotels.length + data.offers.length },
  };
}

/** Home-like page: the search box plus React-rendered content that can be highlighted. */
function Page() {
  const [caption, setCaption] = useState('Paris in spring');
  return (
    <main>
      <HomeSearch />
      <p data-testid="caption">{caption}</p>
      <p data-testid="other">Rome, then paris and PARIS again</p>
      <button type="button" onClick={() => setCaption('Lisbon at night')}>
        Change caption
      </button>
    </main>
  );
}

async function search(location: string, price = '') {
  const user = userEvent.setup();
  const locationInput = screen.getByLabelText('Location');
  const priceInput = screen.getByLabelText('Price');
  await user.clear(locationInput);
  if (location) await user.type(locationInput, location);
  await user.clear(priceInput);
  if (price) await user.type(priceInput, price);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('HomeSearch messages', () => {
  it('asks for input when both fields are empty, without calling the API', async () => {
    renderAt(<Page />);
    await search('');
    expect(await screen.findByRole('dialog', { name: 'Search results' })).toHaveTextContent(
      'Please enter a destination or price to search.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('counts the matches for a text search and sends only q', async () => {
    server.on(
      'GET /api/search',
      searchReply({ destinations: [destination(1)], offers: [offer(1)], hotels: [hotel(1)] }),
    );
    renderAt(<Page />);
    await search('Paris');
    expect(await screen.findByText('Found 3 matches for "Paris"')).toBeInTheDocument();
    expect(server.requests[0]?.url).toBe('/api/search?q=Paris');
  });

  it('searches at once for a form the browser sent before the page code ran', async () => {
    server.on('GET /api/search', searchReply({ destinations: [destination(1)] }));
    renderAt(<Page />, { path: '/?location=Paris&price=100-500' });
    expect(
      await screen.findByText('Found 1 matches for "Paris" within price range 100-500'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Paris');
    expect(server.requests[0]?.url).toBe('/api/search?q=Paris&price=100-500');
  });

  it('counts a list the API leaves out as no match of that kind', async () => {
    server.on('GET /api/search', { status: 200, data: { data: { offers: [offer(1)] }, total: 1 } });
    renderAt(<Page />);
    await search('Paris');
    expect(await screen.findByText('Found 1 matches for "Paris"')).toBeInTheDocument();
  });

  it('adds the price range to the match count and sends the price', async () => {
    server.on('GET /api/search', searchReply({ destinations: [destination(1), destination(2)] }));
    renderAt(<Page />);
    await search('Paris', '100-500');
    expect(
      await screen.findByText('Found 2 matches for "Paris" within price range 100-500'),
    ).toBeInTheDocument();
    expect(server.requests[0]?.url).toBe('/api/search?q=Paris&price=100-500');
  });

  it('reports no match for a text search', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('Atlantis');
    expect(
      await screen.findByText('No destinations found matching "Atlantis"'),
    ).toBeInTheDocument();
  });

  it('reports no match with the price range', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('Atlantis', '500');
    expect(
      await screen.findByText('No destinations found matching "Atlantis" and price range 500'),
    ).toBeInTheDocument();
  });

  it('leaves the empty quotes out of a price-only search', async () => {
    server.on('GET /api/search', searchReply({ destinations: [destination(1), destination(2)] }));
    renderAt(<Page />);
    await search('', '40-60');
    const popup = await screen.findByRole('dialog', { name: 'Search results' });
    expect(
      await within(popup).findByText('Found 2 matches within price range 40-60'),
    ).toBeVisible();
    expect(popup).not.toHaveTextContent('""');
    expect(server.requests[0]?.url).toBe('/api/search?price=40-60');
  });

  it('reports no match for a price-only search without empty quotes', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('', '1-2');
    expect(
      await screen.findByText('No destinations found within price range 1-2'),
    ).toBeInTheDocument();
  });

  it('says which price the price box compares', () => {
    renderAt(<Page />);
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      /A tour's price, a hotel's price per night, a stay's price per guest per night/,
    );
  });

  it.each([
    ['cheap', 'Price must be a maximum such as 500 or a range such as 100-500'],
    ['100-', 'Price must be a maximum such as 500 or a range such as 100-500'],
    ['500-100', 'The lowest price must not be above the highest'],
  ])(
    'says a price like %p is refused next to the box, before sending anything',
    async (price, message) => {
      renderAt(<Page />);
      await search('Paris', price);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      const priceBox = screen.getByLabelText('Price');
      expect(priceBox).toHaveAttribute('aria-invalid', 'true');
      expect(priceBox).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(priceBox).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    },
  );

  it('takes the price message away once the price is edited, and then searches', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('Paris', 'cheap');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await search('Paris', '$100 - $500');
    expect(
      await screen.findByText('No destinations found matching "Paris" and price range $100 - $500'),
    ).toBeInTheDocument();
    expect(server.requests[0]?.url).toContain('price=');
  });

  it('keeps the location box to the 100 characters the API searches', () => {
    renderAt(<Page />);
    expect(screen.getByLabelText('Location')).toHaveAttribute('maxlength', '100');
  });

  it("shows the server's message when the API refuses the search", async () => {
    server.on('GET /api/search', {
      status: 400,
      data: { statusCode: 400, message: 'Search terms must be text' },
    });
    renderAt(<Page />);
    await search('Paris', '500');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search terms must be text');
  });

  it('links each result to its page', async () => {
    server.on(
      'GET /api/search',
      searchReply({ destinations: [destination(1)], offers: [offer(2)], hotels: [hotel(3)] }),
    );
    renderAt(<Page />);
    await search('Place');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(within(matches).getByRole('link', { name: 'Tour 1' })).toHaveAttribute(
      'href',
      '/TourPage/d1',
    );
    expect(within(matches).getByRole('link', { name: 'Offer 2' })).toHaveAttribute(
      'href',
      '/OfferDetails/o2',
    );
    expect(within(matches).getByRole('link', { name: 'Hotel 3' })).toHaveAttribute(
      'href',
      '/hotel',
    );
  });

  it("shows each match's picture, kind and price, and offers the search's own page", async () => {
    server.on(
      'GET /api/search',
      searchReply({ destinations: [destination(1)], offers: [offer(2)], hotels: [hotel(3)] }),
    );
    renderAt(<Page />);
    await search('Place', '50-300');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    const tour = within(matches).getByRole('article', { name: 'Tour 1' });
    // A tour is called a tour, with the price the search compared and what a ticket costs.
    expect(tour).toHaveTextContent('Tour · Place 1');
    expect(tour).toHaveTextContent('$101.00 tour price · $51.00 per person');
    expect(tour.querySelector('img')).toHaveAttribute('src', '/api/images/img1?w=160');
    expect(within(matches).getByRole('article', { name: 'Offer 2' })).toHaveTextContent(
      'Stay · City 2$199.00 per guest per night',
    );
    expect(within(matches).getByRole('article', { name: 'Hotel 3' })).toHaveTextContent(
      'Hotel · Town 3$83.00 per night',
    );
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search?q=Place&price=50-300',
    );
  });

  it('closes the popup on a click outside the search box, not inside it', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('Paris');
    await screen.findByRole('dialog');
    await user.click(screen.getByLabelText('Price'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('other'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the popup and closes it with Escape', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('Paris');
    await screen.findByText('No destinations found matching "Paris"');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();
  });

  it('closes the popup with the close button', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('Paris');
    await user.click(await screen.findByRole('button', { name: 'Close search results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HomeSearch recent searches', () => {
  const stored = () => JSON.parse(localStorage.getItem('recentSearches') ?? 'null') as unknown;
  const recentItems = () =>
    within(screen.getByRole('region', { name: 'Recent Searches' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it('keeps searches newest first, without duplicates, in localStorage', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('Paris');
    await screen.findByText('No destinations found matching "Paris"');
    await search('Rome', '500');
    await screen.findByText('No destinations found matching "Rome" and price range 500');
    await search('paris');
    await screen.findByText('No destinations found matching "paris"');

    expect(recentItems()).toEqual(['paris', 'Rome · 500']);
    expect(stored()).toEqual([
      { location: 'paris', price: '' },
      { location: 'Rome', price: '500' },
    ]);
  });

  it('keeps at most five entries', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    for (const place of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
      await search(place);
      await screen.findByText(`No destinations found matching "${place}"`);
    }
    expect(recentItems()).toEqual(['A6', 'A5', 'A4', 'A3', 'A2']);
  });

  it('shows the stored history and runs a recent search again when chosen', async () => {
    localStorage.setItem(
      'recentSearches',
      JSON.stringify([{ location: 'Oslo', price: '100-500' }]),
    );
    server.on('GET /api/search', searchReply({ destinations: [destination(1)] }));
    renderAt(<Page />);
    const user = await search('');
    await user.click(screen.getByRole('button', { name: 'Oslo · 100-500' }));
    expect(
      await screen.findByText('Found 1 matches for "Oslo" within price range 100-500'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Oslo');
    expect(screen.getByLabelText('Price')).toHaveValue('100-500');
  });

  it('keeps no search that was refused, before sending or by the server', async () => {
    server.on('GET /api/search', {
      status: 400,
      data: { statusCode: 400, message: 'Search terms must be text' },
    });
    renderAt(<Page />);
    await search('Paris', 'cheap');
    await search('Rome', '500');
    await screen.findByText('Search terms must be text');
    expect(recentItems()).toEqual([]);
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  it('leaves out stored searches the API would refuse', async () => {
    localStorage.setItem(
      'recentSearches',
      JSON.stringify([
        { location: 'Oslo', price: 'cheap' },
        { location: 'Rome', price: '500' },
      ]),
    );
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('');
    expect(recentItems()).toEqual(['Rome · 500']);
  });

  it('clears the history', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('Paris');
    await user.click(await screen.findByRole('button', { name: 'Clear History' }));
    expect(screen.getByText('No recent searches.')).toBeInTheDocument();
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });
});

describe('HomeSearch highlighting', () => {
  const marks = () =>
    Array.from(document.querySelectorAll('main mark')).map((mark) => mark.textContent);

  it('marks every match in the main content, case-insensitively, but not inside the search box', async () => {
    server.on(
      'GET /api/search',
      searchReply({ destinations: [destination(1, { title: 'Paris tour' })] }),
    );
    renderAt(<Page />);
    await search('paris');
    await screen.findByText('Found 1 matches for "paris"');
    expect(marks()).toEqual(['Paris', 'paris', 'PARIS']);
    expect(screen.getByTestId('other')).toHaveTextContent('Rome, then paris and PARIS again');
    expect(screen.getByRole('dialog').querySelector('mark')).toBeNull();
  });

  it('removes earlier highlights on a new search and restores the text', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    await search('paris');
    await screen.findByText('No destinations found matching "paris"');
    await search('Rome');
    await screen.findByText('No destinations found matching "Rome"');
    expect(marks()).toEqual(['Rome']);
    expect(screen.getByTestId('caption').innerHTML).toBe('Paris in spring');
  });

  it('leaves React able to update the text it rendered after highlights are removed', async () => {
    server.on('GET /api/search', searchReply({}));
    renderAt(<Page />);
    const user = await search('spring');
    await screen.findByText('No destinations found matching "spring"');
    await search('Rome');
    await screen.findByText('No destinations found matching "Rome"');
    await user.click(screen.getByRole('button', { name: 'Change caption' }));
    expect(screen.getByTestId('caption').innerHTML).toBe('Lisbon at night');
  });
});
