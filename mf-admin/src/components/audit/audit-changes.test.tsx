import { render, screen } from '@testing-library/react';
import { AuditChanges, fieldLabel } from './audit-changes';
import type { AuditEntry } from './audit-api';

const IMAGE = '/api/images/6b09aa0e1c2d3e4f5a6b7c8d';
const OTHER = '/api/images/0123456789abcdef01234567';

function entry(before: AuditEntry['before'], after: AuditEntry['after']): AuditEntry {
  return {
    _id: 'e1',
    at: '2026-11-27T10:00:00.000Z',
    action: 'updated',
    kind: 'destination',
    record: 'd1',
    actor: { type: 'admin', email: 'admin@example.com' },
    before,
    after,
  } as AuditEntry;
}

describe('fieldLabel', () => {
  it('names fields as the forms do, spelling out the rest', () => {
    expect(fieldLabel('CostPerPerson')).toBe('Cost per person');
    expect(fieldLabel('gallary')).toBe('Gallery');
    expect(fieldLabel('pricePerNight')).toBe('Price per night');
    expect(fieldLabel('payment.status')).toBe('Payment status');
    expect(fieldLabel('createdAt')).toBe('Created');
    expect(fieldLabel('RoomType')).toBe('Room type');
  });
});

describe('AuditChanges', () => {
  it('shows stored images as thumbnails and instants as dates, with the raw field name as a tooltip', () => {
    render(
      <AuditChanges
        entry={entry(
          { gallary: [IMAGE], createdAt: '2026-11-20T08:30:00.000Z' },
          { gallary: [IMAGE, OTHER], createdAt: '2026-11-21T08:30:00.000Z' },
        )}
      />,
    );
    expect(screen.getByText('Gallery')).toHaveAttribute('title', 'gallary');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      `${IMAGE}?w=480`,
      `${IMAGE}?w=480`,
      `${OTHER}?w=480`,
    ]);
    expect(screen.queryByText(IMAGE, { exact: false })).toBeNull();
    const created = screen.getByText('Created').closest('li');
    expect(created?.querySelectorAll('time')).toHaveLength(2);
    expect(created).not.toHaveTextContent('2026-11-20T08:30');
  });

  it("shows a booking's price readably: its lines, its totals kept in cents as money, its units", () => {
    render(
      <AuditChanges
        entry={entry(null, {
          units: [
            { category: 'adult', count: 2 },
            { category: 'child', count: 1 },
          ],
          price: {
            currency: 'usd',
            lines: [
              {
                kind: 'category',
                key: 'adult',
                name: 'Adult',
                unitPrice: 4500,
                count: 2,
                amount: 9000,
              },
              {
                kind: 'extra',
                key: 'lunch',
                name: 'Lunch',
                unitPrice: 1250,
                count: 3,
                amount: 3750,
              },
            ],
            subtotal: 12750,
            discount: 1275,
            total: 11475,
          },
          promo: { code: 'FAMILY10', kind: 'percent', value: 10 },
        })}
      />,
    );
    const line = (label: string) => screen.getByText(label, { exact: true }).closest('li');
    expect(line('Price lines')).toHaveTextContent(
      'Price lines: Adult x 2: $90.00, Lunch x 3: $37.50',
    );
    expect(line('Price subtotal')).toHaveTextContent('$127.50');
    expect(line('Price discount')).toHaveTextContent('$12.75');
    expect(line('Price total')).toHaveTextContent('$114.75');
    expect(line('Units')).toHaveTextContent('Units: adult x 2, child x 1');
    expect(line('Promo code')).toHaveTextContent('FAMILY10');
    expect(document.body).not.toHaveTextContent('{');
  });
});
