import { render, screen, within } from '@testing-library/react';
import { BookedPrice } from './price-breakdown';

describe('BookedPrice', () => {
  it("repeats a booking's price as the server recorded it: lines, subtotal, the code's discount, total", () => {
    render(
      <BookedPrice
        booking={{
          price: { subtotal: 165, discount: 16.5, giftCard: 0, total: 148.5, currency: 'usd' },
          priceLines: [
            { kind: 'category', key: 'adult', name: 'Adult', unitPrice: 45, count: 2, amount: 90 },
            { kind: 'category', key: 'child', name: 'Child', unitPrice: 25, count: 1, amount: 25 },
            {
              kind: 'extra',
              key: 'extra-offers',
              name: 'Extra offers',
              unitPrice: 50,
              count: 1,
              amount: 50,
            },
          ],
          promoCode: 'FAMILY10',
        }}
      />,
    );
    const breakdown = screen.getByTestId('price-breakdown');
    const rows = within(breakdown)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Adult × 2 $90.00',
      'Child × 1 $25.00',
      'Extra offers × 1 $50.00',
      'Subtotal $165.00',
      'Discount (FAMILY10) −$16.50',
      'Total $148.50',
    ]);
  });

  it('shows nothing for an answer without its price lines', () => {
    const { container } = render(<BookedPrice booking={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
