import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hotel } from '@travel/shell/api-types';
import { inLanguage, mockApi, renderAt } from '@travel/shell/testing';
import HotelsPage from '../index';

const hotel = (n: number): Hotel => ({
  _id: String(n).padStart(24, '0'),
  hotelName: `Hotel ${n}`,
  location: `City ${n}`,
  pricePerNight: 1000 + n,
  description: `About ${n}`,
  image: [],
  gallery: [],
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  missingTranslations: { de: ['description'], es: [] },
});

describe('the hotels screen in German', () => {
  inLanguage('de');

  it('counts, heads and prices the list in German', async () => {
    mockApi({ 'GET /api/hotel': { status: 200, data: [hotel(1), hotel(2)] } });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    const row = await screen.findByRole('row', { name: /Hotel 1/ });
    expect(screen.getByText('2 Hotels')).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Bild', 'Hotelname', 'Ort', 'Preis/Nacht', 'Übersetzungen', 'Aktionen']);
    expect(row).toHaveTextContent(/1\.001,00\s\$/);
    expect(row).toHaveTextContent('Deutsch: 1 fehlt');
    expect(within(row).getByRole('button', { name: 'Hotel 1 bearbeiten' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Hotels suchen'), 'Hotel 2');
    expect(screen.getByText('1 Hotel')).toBeInTheDocument();
  });

  it('says in German what the hotel form lacks', async () => {
    mockApi({ 'GET /api/hotel': { status: 200, data: [] } });
    renderAt(<HotelsPage />, { path: '/Admin/hotelView' });
    await userEvent.click(await screen.findByRole('button', { name: 'Neues Hotel hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Hotel hinzufügen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hotel hinzufügen' }));
    expect(await within(dialog).findByText('Bitte laden Sie ein Bild hoch')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Hotelname')).toHaveAccessibleDescription(
      expect.stringContaining('Hotelname ist erforderlich'),
    );
  });
});
