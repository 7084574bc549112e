import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import ActivityPage from '../index';

const entry = (n: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `e${n}`,
  at: '2026-11-21T09:00:00.000Z',
  actor: { id: 'a1', email: 'boss@example.com', type: 'admin' },
  action: 'updated',
  kind: 'hotel',
  record: `0000000000000000000000${String(n).padStart(2, '0')}`,
  before: { pricePerNight: 80 },
  after: { pricePerNight: 95 },
  ...fields,
});

const page = (data: AuditEntry[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});

const urls = () => server.requests.map((r) => r.url);

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('ActivityPage', () => {
  it('lists who did what to which record and when, with the fields before and after', async () => {
    server.on(
      'GET /api/admin/audit',
      page([
        entry(1),
        entry(2, {
          actor: { id: null, email: null, type: 'webhook' },
          action: 'paid',
          kind: 'tour-booking',
          before: { status: 'held', payment: { status: 'pending' } },
          after: { status: 'confirmed', payment: { status: 'paid' } },
        }),
        entry(3, { action: 'created', before: null, after: { hotelName: 'Harbour Inn' } }),
      ]),
    );
    renderAt(<ActivityPage />, { path: '/admin/activity' });
    const edit = await screen.findByRole('row', { name: /Updated/ });
    expect(edit).toHaveTextContent('Updated');
    expect(edit).toHaveTextContent('Hotel');
    expect(edit).toHaveTextContent('Price per night: 80 → 95');
    const paid = screen.getByRole('row', { name: /Payment webhook/ });
    expect(paid).toHaveTextContent('Tour booking');
    expect(paid).toHaveTextContent('Status: held → confirmed');
    expect(paid).toHaveTextContent('Payment status: pending → paid');
    expect(screen.getByRole('row', { name: /Created/ })).toHaveTextContent(
      'Hotel name: Harbour Inn',
    );
    expect(screen.getByText('3 changes')).toBeInTheDocument();
    expect(urls()).toEqual(['/api/admin/audit?page=1']);
  });

  it('applies the filters together, from page 1, and clears them', async () => {
    server.on('GET /api/admin/audit', (request) =>
      request.url.includes('page=2') ? page([entry(21)], 2, 2, 21) : page([entry(1)], 1, 2, 21),
    );
    renderAt(<ActivityPage />, { path: '/admin/activity' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('row', { name: /000000000000000000000021/ });

    await userEvent.type(screen.getByLabelText(/^Who/), 'boss@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'hotel');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    // Nothing is asked while the filters are edited.
    expect(urls()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urls().at(-1)).toBe(
        '/api/admin/audit?actor=boss%40example.com&kind=hotel&from=2026-11-01&to=2026-11-30&page=1',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/admin/audit?page=1'));
    expect(screen.getByLabelText('Kind')).toHaveValue('');
  });

  it("shows one record's history from its id", async () => {
    server.on('GET /api/admin/audit', page([entry(7)]));
    renderAt(<ActivityPage />, { path: '/admin/activity' });
    const row = await screen.findByRole('row', { name: /boss@example.com/ });
    await userEvent.click(
      within(row).getByRole('button', { name: /Show the history of hotel 0+07/ }),
    );
    await waitFor(() =>
      expect(urls().at(-1)).toBe('/api/admin/audit?record=000000000000000000000007&page=1'),
    );
    expect(screen.getByLabelText('Record id')).toHaveValue('000000000000000000000007');
  });

  it('refuses a range that ends before it starts, and shows what the server refuses', async () => {
    server.on('GET /api/admin/audit', (request) =>
      request.url.includes('actor=')
        ? {
            status: 400,
            data: { message: 'actor must be an account id, an email address or one of admin' },
          }
        : page([]),
    );
    renderAt(<ActivityPage />, { path: '/admin/activity' });
    expect(await screen.findByText('No activity matches.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    );
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText(/^Who/), 'not an actor');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText(
        'Failed to load the activity: actor must be an account id, an email address or one of admin',
      ),
    ).toBeInTheDocument();
  });
});
