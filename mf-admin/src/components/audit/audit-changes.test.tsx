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
});
