import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletedItem } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import RecentlyDeletedPage from '../index';

const HOTEL: DeletedItem = {
  kind: 'hotel',
  id: '0'.repeat(23) + '1',
  name: 'Harbour Inn',
  deletedAt: '2026-11-20T09:00:00.000Z',
  deletedBy: { id: 'a'.repeat(24), email: 'admin@example.com' },
  purgeAt: '2026-12-20T09:00:00.000Z',
  daysLeft: 25,
};
const BOOKING: DeletedItem = {
  ...HOTEL,
  kind: 'tour-booking',
  id: '0'.repeat(23) + '2',
  name: 'TB-7K3Q9X (Ana Lima)',
  daysLeft: 0,
};

const page = (data: DeletedItem[], retentionDays = 30) => ({
  status: 200,
  data: { data, page: 1, totalPages: 1, total: data.length, retentionDays },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('RecentlyDeletedPage', () => {
  it('lists each item with its kind, name, who deleted it, when, and how long it is kept', async () => {
    server.on('GET /api/admin/deleted', page([HOTEL, BOOKING]));
    renderAt(<RecentlyDeletedPage />, { path: '/admin/recently-deleted' });
    const hotel = await screen.findByRole('row', { name: /Harbour Inn/ });
    expect(hotel).toHaveTextContent('Hotel');
    expect(hotel).toHaveTextContent('admin@example.com');
    expect(hotel).toHaveTextContent('25 days');
    expect(screen.getByRole('row', { name: /TB-7K3Q9X/ })).toHaveTextContent('Purged soon');
    expect(server.requests[0]!.url).toBe('/api/admin/deleted?page=1');
  });

  it('filters by kind from the first page', async () => {
    server.on('GET /api/admin/deleted', (request) =>
      page(request.url.includes('kind=hotel') ? [HOTEL] : [HOTEL, BOOKING]),
    );
    renderAt(<RecentlyDeletedPage />, { path: '/admin/recently-deleted' });
    await screen.findByRole('row', { name: /TB-7K3Q9X/ });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Hotel');
    await waitFor(() =>
      expect(server.requests.at(-1)!.url).toBe('/api/admin/deleted?kind=hotel&page=1'),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /TB-7K3Q9X/ })).toBeNull());
  });

  it('restores an item, and says why when the server refuses', async () => {
    let listed = [HOTEL, BOOKING];
    server.on('GET /api/admin/deleted', () => page(listed));
    server.on(`POST /api/admin/deleted/hotel/${HOTEL.id}/restore`, () => {
      listed = [BOOKING];
      return { status: 200, data: { message: 'Hotel restored.' } };
    });
    server.on(`POST /api/admin/deleted/tour-booking/${BOOKING.id}/restore`, {
      status: 409,
      data: {
        statusCode: 409,
        message: 'Those places were booked meanwhile, so this booking cannot be restored.',
      },
    });
    renderAt(<RecentlyDeletedPage />, { path: '/admin/recently-deleted' });
    const hotel = await screen.findByRole('row', { name: /Harbour Inn/ });
    await userEvent.click(within(hotel).getByRole('button', { name: 'Restore hotel Harbour Inn' }));
    expect(await screen.findByText('Hotel restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Harbour Inn/ })).toBeNull());

    await userEvent.click(
      screen.getByRole('button', { name: 'Restore tour booking TB-7K3Q9X (Ana Lima)' }),
    );
    expect(
      await screen.findByText(
        'Those places were booked meanwhile, so this booking cannot be restored.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /TB-7K3Q9X/ })).toBeInTheDocument();
  });

  it('says when nothing was deleted', async () => {
    server.on('GET /api/admin/deleted', page([]));
    renderAt(<RecentlyDeletedPage />, { path: '/admin/recently-deleted' });
    expect(await screen.findByText('Nothing was deleted in the last 30 days.')).toBeInTheDocument();
  });

  it('states the retention the API answers, not a fixed one', async () => {
    server.on('GET /api/admin/deleted', page([HOTEL], 7));
    renderAt(<RecentlyDeletedPage />, { path: '/admin/recently-deleted' });
    expect(
      await screen.findByText(/^Deleted items are kept for 7 days, then removed for good/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/30 days/)).toBeNull();
  });
});
