import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reseller } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import ResellersPage from '../index';

const ID = 'b'.repeat(24);
const LISBON: Reseller = {
  id: ID,
  name: 'Lisbon Tours Co.',
  email: 'partners@lisbontours.example',
  active: true,
  createdAt: '2030-01-01T10:00:00Z',
  keys: [
    { id: 'k_1', prefix: 'octo_3f9a', createdAt: '2030-01-01T10:00:00Z' },
    {
      id: 'k_2',
      prefix: 'octo_77aa',
      createdAt: '2030-01-01T10:00:00Z',
      revokedAt: '2030-01-02T10:00:00Z',
    },
  ],
};

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/admin/resellers': { status: 200, data: { data: [LISBON] } },
    [`GET /api/admin/resellers/${ID}/bookings`]: {
      status: 200,
      data: {
        data: [
          {
            reference: 'TB-AAAAAA',
            uuid: '559aed3d-6d5b-4fe0-bfca-99f5e7218a56',
            resellerReference: 'LT-77',
            destinationTitle: 'Lisbon old town walk',
            date: '2030-06-01',
            time: '09:00',
            tickets: 2,
            name: 'Rita Alves',
            status: 'confirmed',
            createdAt: '2030-05-01T10:00:00Z',
          },
        ],
      },
    },
    [`POST /api/admin/resellers/${ID}/keys`]: {
      status: 201,
      data: { id: 'k_3', key: 'octo_0123456789abcdef0123456789abcdef0123456789abcdef' },
    },
    [`DELETE /api/admin/resellers/${ID}/keys/k_1`]: { status: 204, data: '' },
    'POST /api/admin/resellers': {
      status: 201,
      data: { ...LISBON, id: 'c'.repeat(24), name: 'Porto Trips', keys: [] },
    },
  });
});

describe('the resellers screen', () => {
  it('lists resellers with their live keys and shows a new key once', async () => {
    const user = userEvent.setup();
    renderAt(<ResellersPage />, { path: '/admin/resellers' });
    const table = await screen.findByRole('table', { name: 'Resellers' });
    const row = within(table).getByRole('row', { name: /Lisbon Tours Co\./ });
    expect(row).toHaveTextContent('1 key');
    expect(row).toHaveTextContent('Active');
    await user.click(within(row).getByRole('button', { name: 'Issue a key to Lisbon Tours Co.' }));
    const issued = await screen.findByRole('status', { name: 'New key' });
    expect(issued).toHaveTextContent('octo_0123456789abcdef0123456789abcdef0123456789abcdef');
    expect(issued).toHaveTextContent('it is not shown again');
    await user.click(within(issued).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('status', { name: 'New key' })).toBeNull();
  });

  it("shows a reseller's keys and bookings, and revokes a key", async () => {
    const user = userEvent.setup();
    renderAt(<ResellersPage />, { path: '/admin/resellers' });
    await user.click(
      await screen.findByRole('button', { name: 'Keys and bookings of Lisbon Tours Co.' }),
    );
    const bookings = await screen.findByRole('table', { name: 'Bookings by Lisbon Tours Co.' });
    expect(within(bookings).getByRole('row', { name: /TB-AAAAAA/ })).toHaveTextContent(
      'Rita Alves',
    );
    const keys = screen.getByRole('table', { name: 'Keys of Lisbon Tours Co.' });
    expect(within(keys).getByRole('row', { name: /octo_77aa/ })).toHaveTextContent('Revoked');
    await user.click(within(keys).getByRole('button', { name: 'Revoke key octo_3f9a' }));
    await screen.findByText('Key octo_3f9a... revoked');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/keys/k_1'))).toBe(
      true,
    );
  });

  it('adds a reseller after checking its name and email', async () => {
    const user = userEvent.setup();
    renderAt(<ResellersPage />, { path: '/admin/resellers' });
    await user.click(await screen.findByRole('button', { name: 'Add reseller' }));
    const form = screen.getByRole('form', { name: 'Reseller' });
    await user.click(within(form).getByRole('button', { name: 'Add reseller' }));
    expect(within(form).getByRole('alert')).toBeVisible();
    expect(
      server.requests.some((r) => r.method === 'POST' && r.url === '/api/admin/resellers'),
    ).toBe(false);
    await user.type(within(form).getByLabelText(/Name/), 'Porto Trips');
    await user.type(within(form).getByLabelText(/Email/), 'hello@porto.example');
    await user.click(within(form).getByRole('button', { name: 'Add reseller' }));
    await screen.findByText('Porto Trips added');
    expect(
      server.requests.find((r) => r.method === 'POST' && r.url === '/api/admin/resellers')?.body,
    ).toEqual({
      name: 'Porto Trips',
      email: 'hello@porto.example',
    });
  });
});
