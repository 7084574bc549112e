import { screen, within } from '@testing-library/react';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { destination, hotel } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import SearchPage from '../index';

speakInTests('es');

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

const reply = (hotels = [hotel(1)], destinations = [destination(1)]) => ({
  status: 200,
  data: { data: { destinations, hotels, offers: [] }, total: destinations.length + hotels.length },
});

describe('SearchPage in Spanish', () => {
  it('titles, counts and prices the matches in Spanish, and its plain form stays under /es', async () => {
    server.on('GET /api/search', reply());
    renderAt(<SearchPage />, { path: '/search?q=Place&price=50-300' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Resultados de búsqueda para «Place», precio 50-300',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/es/search');
    expect(screen.getByLabelText('Lugar')).toHaveValue('Place');
    expect(
      await screen.findByText('2 resultados para «Place» en el rango de precios 50-300'),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('article');
    expect(cards[0]).toHaveTextContent('101,00 US$ precio del tour · 51,00 US$ por persona');
    expect(cards[1]).toHaveTextContent('Hotel · Town 1');
    expect(cards[1]).toHaveTextContent('81,00 US$ por noche');
  });

  it('names a later page in its title', async () => {
    server.on('GET /api/search', reply());
    renderAt(<SearchPage />, { path: '/search?q=Place&page=2' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Resultados de búsqueda para «Place» – Página 2',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 resultados para «Place»')).toBeInTheDocument();
  });

  it('says one match in the singular', async () => {
    server.on('GET /api/search', reply([hotel(1)], []));
    renderAt(<SearchPage />, { path: '/search?price=100' });
    expect(await screen.findByText('1 resultado en el rango de precios 100')).toBeInTheDocument();
  });
});
