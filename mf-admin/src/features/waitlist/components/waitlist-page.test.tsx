import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import WaitlistPage from '../index';
import { cancelThenDelete } from '../../../test/confirm-dialog';

const LISBON = 'a'.repeat(24);
const PORTO = 'b'.repeat(24);

function entry(n: number, fields: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: String(n).padStart(24, '0'),
    destinationId: LISBON,
    date: '2030-06-01',
    time: '14:00',
    position: n,
    name: `Waiter ${n}`,
    email: `waiter${n}@example.com`,
    tickets: 2,
    status: 'waiting',
    addressConfirmed: true,
    joinedAt: '2030-05-20T10:00:00.000Z',
    ...fields,
  };
}

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/destination': {
      status: 200,
      data: [
        { _id: PORTO, title: 'Porto wine cellars', destination: 'Porto' },
        { _id: LISBON, title: 'Lisbon old town walk', tourTimes: ['09:30', '14:00'] },
      ],
    },
  });
});

const lists = () => server.requests.filter((r) => r.url.startsWith('/api/admin/waitlist?'));
const at = `/admin/waitlist?destinationId=${LISBON}&date=2030-06-01&time=14%3A00`;

describe('the admin waitlist screen', () => {
  it('asks for a destination and a date first, and reads nothing until then', async () => {
    const user = userEvent.setup();
    server.on('GET /api/admin/waitlist', { status: 200, data: { data: [] } });
    renderAt(<WaitlistPage />, { path: '/admin/waitlist' });
    expect(screen.getByText('Choose a destination and a date to see its waitlists.')).toBeVisible();
    await screen.findByRole('option', { name: 'Lisbon old town walk' });
    await user.selectOptions(screen.getByLabelText('Destination'), LISBON);
    expect(lists()).toHaveLength(0);
    // The destination's own times, and all of them at once.
    expect(
      within(screen.getByLabelText('Time'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All times', '09:30', '14:00']);
    await user.type(screen.getByLabelText('Tour date'), '2030-06-01');
    expect(await screen.findByText('Nobody is on this waitlist.')).toBeVisible();
    expect(lists().at(-1)?.url).toBe(`/api/admin/waitlist?destinationId=${LISBON}&date=2030-06-01`);
    expect(window.location.search).toBe(`?destinationId=${LISBON}&date=2030-06-01`);
  });

  it('lists position, time, name, email, tickets and status of each entry', async () => {
    server.on('GET /api/admin/waitlist', {
      status: 200,
      data: {
        data: [
          entry(1, { status: 'offered', offerExpiresAt: '2030-05-31T10:30:00.000Z' }),
          entry(2, { tickets: 4 }),
          entry(6, { position: 3, addressConfirmed: false }),
          entry(3, { position: null, status: 'claimed', bookingReference: 'TB-7K3Q9X' }),
          entry(4, { position: null, status: 'left', endedAt: '2030-05-21T09:00:00.000Z' }),
          entry(5, { position: null, status: 'passed', endedAt: '2030-05-21T09:00:00.000Z' }),
        ],
      },
    });
    renderAt(<WaitlistPage />, { path: at });
    const table = await screen.findByRole('table', { name: 'Waitlist entries' });
    expect(lists()[0]?.url).toBe(
      `/api/admin/waitlist?destinationId=${LISBON}&date=2030-06-01&time=14%3A00`,
    );
    expect(screen.getByLabelText('Destination')).toHaveValue(LISBON);
    expect(screen.getByLabelText('Time')).toHaveValue('14:00');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Position',
      'Time',
      'Name',
      'Email',
      'Tickets',
      'Status',
      'Joined',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^114:00Waiter 1waiter1@example.com2Offereduntil /);
    expect(rows[1]).toHaveTextContent(/^214:00Waiter 2waiter2@example.com4Waiting\d/);
    // Passed over by offers until its address is confirmed: the admin sees why.
    expect(rows[2]).toHaveTextContent(
      /^314:00Waiter 6waiter6@example.com2Waitingaddress not confirmed/,
    );
    expect(rows[3]).toHaveTextContent(/not in line14:00Waiter 3.*ClaimedTB-7K3Q9X/);
    expect(rows[4]).toHaveTextContent(/Lefton /);
    expect(rows[5]).toHaveTextContent(/Passedon /);
    expect(screen.getByText('3 entries in line, 6 in all')).toBeVisible();
  });

  it('removes an entry once confirmed, then reads the list again', async () => {
    const user = userEvent.setup();
    let removed = false;
    server.on('GET /api/admin/waitlist', () => ({
      status: 200,
      data: { data: removed ? [entry(2)] : [entry(1, { status: 'offered' }), entry(2)] },
    }));
    server.on(`DELETE /api/admin/waitlist/${entry(1)._id}`, () => {
      removed = true;
      return { status: 200, data: { message: 'Waitlist entry removed' } };
    });
    renderAt(<WaitlistPage />, { path: at });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Waiter 1 from the waitlist' }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      /^Remove Waiter 1 \(waiter1@example.com\) from the 14:00 waitlist on .+\? The seats offered to them go to the next person in line at once\. This cannot be undone\.$/,
    );
    await cancelThenDelete(user, server, 'Remove Waiter 1 from the waitlist');
    expect(await screen.findByText('Waitlist entry removed')).toBeVisible();
    expect(await screen.findByText('1 entry in line, 1 in all')).toBeVisible();
    expect(screen.queryByText('Waiter 1')).toBeNull();
  });

  it('says when the list cannot be read, with a retry', async () => {
    server.on('GET /api/admin/waitlist', { status: 500, data: { message: 'boom' } });
    renderAt(<WaitlistPage />, { path: at });
    expect(
      await screen.findByText('Failed to fetch the waitlist. Please try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /retry/i })).toBeVisible();
  });
});
