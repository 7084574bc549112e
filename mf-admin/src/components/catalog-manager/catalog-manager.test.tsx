import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@travel/shell/http';
import { deferred, mockApi, type MockApi, type Reply, renderAt } from '@travel/shell/testing';
import { CatalogManager, type CatalogConfig, type CatalogSource } from './catalog-manager';
import { column } from './catalog-parts';
import type { CatalogFormProps } from './use-catalog-form';

// The manager on a made-up resource: what every catalog screen shares is tested here once, and each
// screen's own test keeps its form's rules.
interface Thing {
  _id: string;
  name: string;
  city: string;
}

const thing = (n: number, city = `City ${n}`): Thing => ({
  _id: `t${n}`,
  name: `Thing ${n}`,
  city,
});

function ThingForm({ record, onSaved, onClose }: CatalogFormProps<Thing>) {
  return (
    <div>
      <p>{record ? `Editing ${record.name} of ${record.city}` : 'A new thing'}</p>
      <button type="button" onClick={onSaved}>
        Save
      </button>
      <button type="button" onClick={onClose}>
        Leave
      </button>
    </div>
  );
}

const ALL: CatalogSource<Thing> = {
  kind: 'all',
  url: '/api/things',
  select: (body) => body as Thing[],
};

const PAGED: CatalogSource<Thing> = {
  kind: 'paged',
  url: (page) => `/api/things?page=${page}`,
  select: (body) => {
    const { data, page, totalPages, total } = body as {
      data: Thing[];
      page: number;
      totalPages: number;
      total: number;
    };
    return { rows: data, page, totalPages, total };
  },
};

function config(source: CatalogSource<Thing>): CatalogConfig<Thing> {
  return {
    title: 'Thing Management',
    caption: 'Things',
    source,
    rowKey: (row) => row._id,
    rowName: (row) => row.name,
    columns: [column.field('name', 'Name'), column.field('city', 'City')],
    searchText: (row) => `${row.name} ${row.city}`,
    searchLabel: 'Search things',
    nouns: ['thing', 'things'],
    recordUrl: (row) => `/api/things/${row._id}`,
    selectRecord: (body) => (body as { data?: Thing }).data,
    remove: (row) => api.delete(`/api/things/${row._id}`),
    deletedKind: 'hotel',
    Form: ThingForm,
  };
}

const pageOf = (data: Thing[], page: number, totalPages: number, total: number): Reply => ({
  status: 200,
  data: { data, page, totalPages, total },
});

const listRequests = () =>
  server.requests.filter(
    (r) => r.method === 'GET' && r.url.startsWith('/api/things') && !/\/t\d/.test(r.url),
  );
const dialog = () => screen.getByRole('alertdialog');

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('CatalogManager', () => {
  it('loads, shows the fetch error with Retry, then the empty state', async () => {
    let calls = 0;
    server.on('GET /api/things', () =>
      ++calls === 1
        ? { status: 500, data: { message: 'Database down' } }
        : { status: 200, data: [] },
    );
    renderAt(<CatalogManager config={config(ALL)} />);
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch things: Database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No things found.')).toBeInTheDocument();
    expect(screen.getByText('Add a new thing to get started!')).toBeInTheDocument();
  });

  it('counts, sorts and searches the whole list, with Edit and Delete on each row', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(2), thing(1, 'Zagreb')] });
    renderAt(<CatalogManager config={config(ALL)} />);
    const row = await screen.findByRole('row', { name: /Thing 2/ });
    expect(within(row).getByRole('button', { name: 'Edit Thing 2' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Thing 2' })).toBeInTheDocument();
    expect(screen.getByText('2 things')).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Name', 'City', 'Actions']);

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Thing 1');
    await userEvent.type(screen.getByLabelText('Search things'), 'zagreb');
    expect(screen.queryByText('Thing 2')).not.toBeInTheDocument();
    expect(screen.getByText('1 thing')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search things'), 'x');
    expect(screen.getByText('Nothing matches "zagrebx".')).toBeInTheDocument();
  });

  it('opens the form empty to add, and with the record the server sends to edit', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    server.on('GET /api/things/t1', { status: 200, data: { data: thing(1, 'Fresh city') } });
    renderAt(<CatalogManager config={config(ALL)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Thing' }));
    const add = screen.getByRole('dialog', { name: 'Add New Thing' });
    expect(within(add).getByText('A new thing')).toBeInTheDocument();
    await userEvent.click(within(add).getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Thing 1' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Thing' });
    expect(await within(edit).findByText('Editing Thing 1 of Fresh city')).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A save reloads the list.
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it("shows the record's history from the audit trail under the edit form", async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    server.on('GET /api/things/t1', { status: 200, data: { data: thing(1) } });
    server.on('GET /api/admin/audit', {
      status: 200,
      data: {
        data: [
          {
            _id: 'e2',
            at: '2026-11-20T10:00:00.000Z',
            actor: { id: 'a1', email: 'boss@example.com', type: 'admin' },
            action: 'updated',
            kind: 'hotel',
            record: 't1',
            before: { city: 'Porto' },
            after: { city: 'Lisbon' },
          },
        ],
        page: 1,
        totalPages: 1,
        total: 1,
      },
    });
    renderAt(<CatalogManager config={config(ALL)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Thing 1' }));
    const history = within(screen.getByRole('dialog')).getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/by boss@example.com/)).toBeInTheDocument();
    expect(history).toHaveTextContent('City: Porto → Lisbon');
    expect(server.requests.map((r) => r.url)).toContain('/api/admin/audit?record=t1&page=1');
  });

  it('says so when the record to edit is gone', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    server.on('GET /api/things/t1', { status: 200, data: {} });
    renderAt(<CatalogManager config={config(ALL)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Thing 1' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(/The record was not found/),
    ).toBeInTheDocument();
  });

  it('deletes after a yes only, reloads, and reports a refusal', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    let calls = 0;
    server.on('DELETE /api/things/t1', () =>
      ++calls === 1
        ? { status: 200, data: { message: 'Deleted' } }
        : { status: 404, data: { message: 'Thing not found' } },
    );
    renderAt(<CatalogManager config={config(ALL)} />);
    const remove = await screen.findByRole('button', { name: 'Delete Thing 1' });
    await userEvent.click(remove);
    expect(dialog()).toHaveAccessibleDescription('Are you sure you want to delete this thing?');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(remove);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Thing deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Thing 1' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete thing: Thing not found')).toBeInTheDocument();
  });

  it('offers to cancel the bookings of a booked record in the same action, with the counts the API gives', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    const refusal =
      'This tour has 2 live bookings (3 tickets) on 1 date: 2030-06-01 at 09:00 (2 bookings, 3 tickets). Nothing was deleted.';
    server.on('DELETE /api/things/t1', {
      status: 409,
      data: { statusCode: 409, message: refusal, code: 'HAS_LIVE_BOOKINGS' },
    });
    server.on('DELETE /api/things/t1?cancelBookings=true', {
      status: 200,
      data: { message: 'Deleted' },
    });
    renderAt(
      <CatalogManager
        config={{
          ...config(ALL),
          removeCancellingBookings: (row) =>
            api.delete(`/api/things/${row._id}?cancelBookings=true`),
        }}
      />,
    );
    const remove = await screen.findByRole('button', { name: 'Delete Thing 1' });
    await userEvent.click(remove);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete with its bookings?' });
    expect(ask).toHaveAccessibleDescription(refusal);
    // No: nothing more is sent, and nothing is said to have failed.
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Failed to delete thing: This tour/)).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);

    await userEvent.click(remove);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete with its bookings?' });
    await userEvent.click(
      within(again).getByRole('button', { name: 'Cancel them all and delete' }),
    );
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
        '/api/things/t1',
        '/api/things/t1',
        '/api/things/t1?cancelBookings=true',
      ]),
    );
    // Reloaded once deleted (toasts of earlier tests may still be on screen, so the list tells).
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('never offers to cancel bookings for another conflict, whatever its wording', async () => {
    server.on('GET /api/things', { status: 200, data: [thing(1)] });
    server.on('DELETE /api/things/t1', {
      status: 409,
      data: { statusCode: 409, message: 'This tour has 2 live bookings, and something else.' },
    });
    renderAt(
      <CatalogManager
        config={{
          ...config(ALL),
          removeCancellingBookings: (row) =>
            api.delete(`/api/things/${row._id}?cancelBookings=true`),
        }}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thing 1' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Failed to delete thing: This tour has 2 live bookings, and something else.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Delete with its bookings?' })).toBeNull();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('pages on the server, keeping the current page on screen while the next loads', async () => {
    const second = deferred<Reply>();
    server.on('GET /api/things', (request) =>
      request.url.endsWith('page=2') ? second.promise : pageOf([thing(1)], 1, 2, 7),
    );
    renderAt(<CatalogManager config={config(PAGED)} />);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(screen.getByText('7 things')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Thing 1')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    second.resolve(pageOf([thing(7)], 2, 2, 7));
    expect(await screen.findByText('Thing 7')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(listRequests().map((r) => r.url)).toEqual(['/api/things?page=1', '/api/things?page=2']);
  });

  it('steps back a page when the last row of the last page goes', async () => {
    let second = [thing(7)];
    server.on('GET /api/things', (request) =>
      request.url.endsWith('page=2')
        ? pageOf(second, 2, 2, 2)
        : pageOf([thing(1)], 1, second.length ? 2 : 1, 1 + second.length),
    );
    server.on('DELETE /api/things/t7', () => {
      second = [];
      return { status: 200, data: {} };
    });
    renderAt(<CatalogManager config={config(PAGED)} />);
    await screen.findByText('Thing 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Thing 7' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listRequests().at(-1)!.url).toBe('/api/things?page=1'));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
  });
});
