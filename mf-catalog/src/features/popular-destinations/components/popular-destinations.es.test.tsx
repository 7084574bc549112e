import { screen, within } from '@testing-library/react';
import { mockApi, renderAt } from '@travel/shell/testing';
import { destination } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import PopularDestinations from '../index';

speakInTests('es');

describe('PopularDestinations in Spanish', () => {
  it('quotes each tour from its price per person, written the Spanish way', async () => {
    mockApi().on('GET /api/destination', {
      status: 200,
      data: [destination(1, { CostPerPerson: 1234.5 })],
    });
    renderAt(<PopularDestinations />);
    expect(screen.getByRole('heading', { name: 'Destinos populares' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Destination 1/ });
    expect(within(card).getByText('Desde 1234,50 US$ por persona')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas de destinos populares' })).toBeVisible();
  });
});
