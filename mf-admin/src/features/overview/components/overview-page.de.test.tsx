import { screen, within } from '@testing-library/react';
import type { AdminStats } from '@travel/shell/api-types';
import { mockApi, renderAt, inLanguage } from '@travel/shell/testing';
import OverviewPage from '../index';

function stats(): AdminStats {
  const perDay = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    bookings: i === 29 ? 3 : i === 10 ? 1 : 0,
    revenue: i === 29 ? 1300.5 : i === 10 ? 45.5 : 0,
  }));
  const counts = {
    destinations: 6,
    hotels: 4,
    offers: 5,
    blogPosts: 3,
    tourBookings: 1234,
    stayBookings: 7,
    users: 9,
    contactMessages: 2,
    waitlistWaiting: 5,
    waitlistOffered: 1,
  };
  return { counts, perDay };
}

describe('OverviewPage in German', () => {
  inLanguage('de');

  it('names the figures in German, with German numbers and prices', async () => {
    mockApi({ 'GET /api/admin/stats': { status: 200, data: stats() } });
    renderAt(<OverviewPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { name: 'Übersicht' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Kennzahlen' });
    expect(
      within(cards).getByText('Bestätigter Umsatz, 30 Tage').previousSibling,
    ).toHaveTextContent(/^1\.346,00\s\$$/);
    const tours = within(cards).getByRole('link', { name: 'Bestätigte Tourbuchungen' });
    expect(tours.parentElement?.previousSibling).toHaveTextContent('1.234');
  });

  it('sums up the chart with a German plural and German days', async () => {
    mockApi({ 'GET /api/admin/stats': { status: 200, data: stats() } });
    renderAt(<OverviewPage />, { path: '/admin/statistics' });
    const chart = await screen.findByRole('img', { name: /^Bestätigte Buchungen pro Tag/ });
    expect(chart).toHaveAccessibleName(
      'Bestätigte Buchungen pro Tag, letzte 30 Tage Insgesamt 4 Buchungen vom 1. Nov. bis 30. Nov.; am meisten am 30. Nov. mit 3 Buchungen.',
    );
    const table = screen.getByRole('table', {
      name: 'Buchungen und Umsatz pro Tag, neueste zuerst',
    });
    expect(within(table).getAllByRole('row')[20]).toHaveTextContent(/^11\. Nov\.1/);
  });
});
