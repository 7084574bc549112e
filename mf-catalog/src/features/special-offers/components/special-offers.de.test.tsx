import { screen, within } from '@testing-library/react';
import { mockApi, renderAt } from '@travel/shell/testing';
import { offer } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import SpecialOffers from '../index';

speakInTests('de');

describe('SpecialOffers in German', () => {
  it('writes the price, the discount and the amenities in German', async () => {
    mockApi().on('GET /api/offer', {
      status: 200,
      data: { data: [offer(1, { title: 'Sonnige Suite', Discount: 25, Price: 1499.9 })] },
    });
    renderAt(<SpecialOffers />);
    expect(screen.getByRole('heading', { name: 'Sonderangebote' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Sonnige Suite' });
    expect(card.querySelector('.cat-offer__price')).toHaveTextContent(
      '1.499,90 $ pro Gast und Nacht',
    );
    expect(within(card).getByText('25 % Rabatt')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Ausstattung' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 Betten', '1 Bad', 'Gratis-WLAN', 'Shuttle']);
    expect(
      within(card).getByRole('link', { name: 'Details zu Sonnige Suite ansehen' }),
    ).toHaveAttribute('href', '/OfferDetails/o1');
  });

  it('says in German that there is no offer', async () => {
    mockApi().on('GET /api/offer', { status: 200, data: { data: [] } });
    renderAt(<SpecialOffers />);
    expect(await screen.findByText('Derzeit sind keine Angebote verfügbar.')).toBeInTheDocument();
  });
});
