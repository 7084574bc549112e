import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrencyList } from '@travel/shell/api-types';
import { inLanguage, mockApi, renderAt } from '@travel/shell/testing';
import CurrenciesPage from '../index';

const SAVED: CurrencyList = {
  base: 'USD',
  currencies: [
    { code: 'USD', rate: 1 },
    { code: 'EUR', rate: 0.92 },
  ],
  updatedAt: '2030-01-01T10:00:00Z',
};

describe('the display currencies screen in German', () => {
  inLanguage('de');

  it('labels the table and says what is wrong with a row in German', async () => {
    mockApi({ 'GET /api/currencies': { status: 200, data: SAVED } });
    const user = userEvent.setup();
    renderAt(<CurrenciesPage />, { path: '/admin/currencies' });
    const table = await screen.findByRole('table', { name: 'Währungen und ihre Kurse' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('USD (Währung der Website)1');
    expect(screen.getByText(/Zuletzt gespeichert: 01\. Jan\. 2030/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Währung hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Code in Zeile 2' }), 'eur');
    await user.click(screen.getByRole('button', { name: 'Währungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zeile 2: EUR steht zweimal in der Liste',
    );
    expect(screen.getByRole('button', { name: 'Zeile 2 entfernen (EUR)' })).toBeVisible();
  });
});
