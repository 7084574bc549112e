import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import MessagesPage from '../index';

function message(n: number): ContactMessage {
  return {
    _id: String(n).padStart(24, '0'),
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    phone: '+351912345678',
    message: `Hello number ${n}`,
    createdAt: '2026-11-21T09:00:00.000Z',
  };
}

const page = (data: ContactMessage[], p = 1, totalPages = 1, total = data.length) => ({
  status: 200,
  data: { data, page: p, totalPages, total },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('MessagesPage', () => {
  it('lists messages with name, email, phone, text and date', async () => {
    server.on('GET /api/contact', page([message(1)]));
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    const row = await screen.findByRole('row', { name: /Sender 1/ });
    expect(within(row).getByRole('link', { name: 'sender1@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender1@example.com',
    );
    expect(row).toHaveTextContent('+351912345678');
    expect(row).toHaveTextContent('Hello number 1');
    expect(server.requests[0]!.url).toBe('/api/contact?page=1');
  });

  it("shows a shared position as a map link, a place name as text, and none as 'Not shared'", async () => {
    server.on(
      'GET /api/contact',
      page([
        { ...message(1), location: { lat: 38.72, lng: -9.14 } },
        { ...message(2), location: 'Porto' },
        message(3),
      ]),
    );
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    const shared = await screen.findByRole('row', { name: /Sender 1/ });
    expect(
      within(shared).getByRole('link', { name: '38.7200, -9.1400 (map, opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.72&mlon=-9.14#map=15/38.72/-9.14',
    );
    expect(screen.getByRole('row', { name: /Sender 2/ })).toHaveTextContent('Porto');
    expect(screen.getByRole('row', { name: /Sender 3/ })).toHaveTextContent('Not shared');
  });

  it('shows the empty state, and the error with Retry', async () => {
    let calls = 0;
    server.on('GET /api/contact', () => (++calls === 1 ? { status: 500, data: {} } : page([])));
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    expect(
      await screen.findByText('Failed to fetch messages. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('deletes after a yes only, and steps back when the last page empties', async () => {
    let second = [message(21)];
    server.on('GET /api/contact', (request) =>
      request.url.endsWith('page=2')
        ? page(second, 2, second.length ? 2 : 1, 20 + second.length)
        : page([message(1)], 1, second.length ? 2 : 1, 20 + second.length),
    );
    server.on(`DELETE /api/contact/${message(21)._id}`, () => {
      second = [];
      return { status: 200, data: { message: 'Message deleted successfully' } };
    });
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    await screen.findByText('Sender 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const remove = await screen.findByRole('button', { name: 'Delete the message from Sender 21' });

    await userEvent.click(remove);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete this message?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(remove);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.at(-1)!.url).toBe('/api/contact?page=1'));
    expect(await screen.findByText('Sender 1')).toBeInTheDocument();
  });

  it("offers Undo in the delete's toast, which restores the message and shows it again", async () => {
    let listed = [message(1)];
    server.on('GET /api/contact', () => page(listed));
    server.on(`DELETE /api/contact/${message(1)._id}`, () => {
      listed = [];
      return { status: 200, data: { message: 'Message deleted successfully' } };
    });
    server.on(`POST /api/admin/deleted/contact-message/${message(1)._id}/restore`, () => {
      listed = [message(1)];
      return { status: 200, data: { message: 'Message restored.' } };
    });
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the message from Sender 1' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // Toasts outlive a test: this one is the newest.
    const toast = (await screen.findAllByText('Message deleted successfully'))
      .at(-1)!
      .closest('.sh-toast');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Message restored.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Sender 1/ })).toBeInTheDocument();
    expect(toast).not.toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    server.on('GET /api/contact', page([message(1)]));
    server.on(`DELETE /api/contact/${message(1)._id}`, { status: 500, data: {} });
    renderAt(<MessagesPage />, { path: '/admin/messages' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the message from Sender 1' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete message. Please try again.'),
    ).toBeInTheDocument();
  });
});
