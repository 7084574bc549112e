import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import MailsPage from '../index';

function mail(n: number, fields: Partial<OutboxMail> = {}): OutboxMail {
  return {
    _id: String(n).padStart(24, '0'),
    kind: 'booking-held',
    to: `guest${n}@example.com`,
    subject: `Your booking TB-00000${n}`,
    status: 'failed',
    essential: true,
    attempts: 8,
    lastError: 'Message failed: 451 Try again later',
    createdAt: '2026-11-21T09:00:00.000Z',
    lastAttemptAt: '2026-11-21T10:04:00.000Z',
    ...fields,
  };
}

const page = (data: OutboxMail[], p = 1, totalPages = 1) => ({
  status: 200,
  data: { data, page: p, totalPages, total: data.length },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('MailsPage', () => {
  it('opens on the failed mails: recipient, subject, attempts, last error and time', async () => {
    server.on('GET /api/admin/mails', page([mail(1)]));
    renderAt(<MailsPage />, { path: '/admin/mails' });
    const row = await screen.findByRole('row', { name: /guest1@example.com/ });
    expect(row).toHaveTextContent('Your booking TB-000001');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('8');
    expect(row).toHaveTextContent('Message failed: 451 Try again later');
    expect(row).toHaveTextContent('2026');
    expect(server.requests[0]!.url).toBe('/api/admin/mails?status=failed&page=1');
  });

  it('resends a mail, says so, and reads the list again', async () => {
    let failed = [mail(1)];
    server.on('GET /api/admin/mails', () => page(failed));
    server.on(`POST /api/admin/mails/${mail(1)._id}/resend`, () => {
      failed = [];
      return {
        status: 200,
        data: { message: 'The mail will be sent again.', data: mail(1, { status: 'pending' }) },
      };
    });
    renderAt(<MailsPage />, { path: '/admin/mails' });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resend "Your booking TB-000001" to guest1@example.com',
      }),
    );
    expect(await screen.findByText('The mail will be sent again.')).toBeInTheDocument();
    expect(await screen.findByText('No mails here.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal when a mail was sent meanwhile", async () => {
    server.on('GET /api/admin/mails', page([mail(1)]));
    server.on(`POST /api/admin/mails/${mail(1)._id}/resend`, {
      status: 409,
      data: { statusCode: 409, message: 'This mail was already sent.' },
    });
    renderAt(<MailsPage />, { path: '/admin/mails' });
    await userEvent.click(await screen.findByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('This mail was already sent.')).toBeInTheDocument();
  });

  it('filters by status from the first page, and offers no Resend for a sent mail', async () => {
    server.on('GET /api/admin/mails', (request) =>
      request.url.includes('status=sent')
        ? page([mail(2, { status: 'sent', lastError: undefined, sentAt: '2026-11-21T09:01:00Z' })])
        : page([mail(1)]),
    );
    renderAt(<MailsPage />, { path: '/admin/mails' });
    await screen.findByRole('row', { name: /guest1@example.com/ });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Sent');
    const row = await screen.findByRole('row', { name: /guest2@example.com/ });
    expect(within(row).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.at(-1)!.url).toBe('/api/admin/mails?status=sent&page=1'),
    );
  });

  it('shows the error with Retry', async () => {
    let calls = 0;
    server.on('GET /api/admin/mails', () => (++calls === 1 ? { status: 500, data: {} } : page([])));
    renderAt(<MailsPage />, { path: '/admin/mails' });
    expect(
      await screen.findByText('Failed to fetch mails. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No mails here.')).toBeInTheDocument();
  });
});
