import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrencyList } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import CurrenciesPage from '../index';

const SAVED: CurrencyList = {
  base: 'USD',
  currencies: [
    { code: 'USD', rate: 1 },
    { code: 'EUR', rate: 0.92 },
  ],
  updatedAt: '2030-01-01T10:00:00Z',
};

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/currencies': { status: 200, data: SAVED },
    'PUT /api/admin/currencies': {
      status: 200,
      data: { message: 'Currencies saved', data: SAVED },
    },
    'POST /api/admin/currencies/import': {
      status: 200,
      data: { message: 'Currencies saved', data: SAVED },
    },
  });
});

const table = () => screen.findByRole('table', { name: 'Currencies and their rates' });

describe('the display currencies screen', () => {
  it('lists the base currency first, fixed at 1, and each saved rate in its row', async () => {
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('USD (site currency)1');
    expect(
      within(rows[2] as HTMLElement).getByRole('textbox', { name: 'Code of row 1' }),
    ).toHaveValue('EUR');
    expect(screen.getByRole('textbox', { name: 'Rate of row 1' })).toHaveValue('0.92');
    expect(screen.getByText(/stay in USD/)).toBeInTheDocument();
  });

  it('adds, edits and removes rows, then saves the list', async () => {
    const user = userEvent.setup();
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of row 2' }), 'gbp');
    await user.type(screen.getByRole('textbox', { name: 'Rate of row 2' }), '0.79');
    await user.clear(screen.getByRole('textbox', { name: 'Rate of row 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Rate of row 1' }), '0.9');
    await user.click(screen.getByRole('button', { name: 'Save currencies' }));
    await screen.findByText('Currencies saved');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      currencies: [
        { code: 'EUR', rate: 0.9 },
        { code: 'GBP', rate: 0.79 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove row 1 (EUR)' }));
    expect(screen.queryByRole('textbox', { name: 'Rate of row 2' })).toBeNull();
  });

  it('names a bad row before sending anything', async () => {
    const user = userEvent.setup();
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of row 2' }), 'eur');
    await user.type(screen.getByRole('textbox', { name: 'Rate of row 2' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save currencies' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: EUR is listed twice');
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal of a save", async () => {
    server.on('PUT /api/admin/currencies', {
      status: 400,
      data: {
        statusCode: 400,
        message: 'currencies[0]: "ABC" is not an ISO 4217 currency code (such as EUR or GBP)',
      },
    });
    const user = userEvent.setup();
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    await table();
    await user.clear(screen.getByRole('textbox', { name: 'Code of row 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of row 1' }), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save currencies' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'currencies[0]: "ABC" is not an ISO 4217 currency code',
    );
  });

  it('imports a CSV file, and shows the line the server refused', async () => {
    const user = userEvent.setup();
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    await table();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const csv = new File(['code,rate\nEUR,0.92\n'], 'rates.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    await user.click(importButton);
    await screen.findByText('Imported 1 currencies');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.body).toBeInstanceOf(FormData);
    expect((post?.body as FormData).get('file')).toBeInstanceOf(File);

    server.on('POST /api/admin/currencies/import', {
      status: 400,
      data: { statusCode: 400, message: 'Line 2: EUR is listed twice' },
    });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Line 2: EUR is listed twice')).toBeInTheDocument();
  });
});
