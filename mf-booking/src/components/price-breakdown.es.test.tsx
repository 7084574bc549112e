import { inLanguage } from '@travel/shell/testing';
import { render, screen, within } from '@testing-library/react';
import { BookedPrice } from './price-breakdown';

describe('BookedPrice in Spanish', () => {
  inLanguage('es');

  it('writes its lines, code and amounts as Spanish does', () => {
    render(
      <BookedPrice
        booking={{
          price: { subtotal: 1165, discount: 116.5, giftCard: 25, total: 1023.5, currency: 'usd' },
          priceLines: [
            {
              kind: 'category',
              key: 'adult',
              name: 'Adulto',
              unitPrice: 570,
              count: 2,
              amount: 1140,
            },
            { kind: 'category', key: 'child', name: 'Niño', unitPrice: 25, count: 1, amount: 25 },
          ],
          promoCode: 'FAMILIA10',
        }}
      />,
    );
    expect(screen.getByTestId('price-breakdown')).toHaveAccessibleName('Desglose del precio');
    const rows = within(screen.getByTestId('price-breakdown'))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
      // Intl writes a no-break space before the currency.
      .map((row) => row.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'Adulto × 2 1140,00 US$',
      'Niño × 1 25,00 US$',
      'Subtotal 1165,00 US$',
      'Descuento (FAMILIA10) −116,50 US$',
      'Tarjeta regalo −25,00 US$',
      'Total 1023,50 US$',
    ]);
  });
});
