import { screen, within } from '@testing-library/react';
import type { TourBooking } from '@travel/shell/api-types';
import { mockApi, renderAt } from '@travel/shell/testing';
import { inLanguage } from '../../../test/in-language';
import TourBookingsPage from '../index';

function booking(n: number, fields: Partial<TourBooking> = {}): TourBooking {
  return {
    _id: String(n).padStart(24, '0'),
    reference: `TB-AAAA${String(n).padStart(2, '0')}`,
    status: 'held',
    channel: 'back-office',
    payment: { status: 'on_the_day' },
    destinationId: 'a'.repeat(24),
    destinationTitle: 'Lisbon old town walk',
    costPerPerson: 45.5,
    date: '2026-12-01',
    time: '09:30',
    timeZone: 'Europe/Lisbon',
    startsAt: '2026-12-01T09:30:00.000Z',
    tickets: 1,
    extras: true,
    cost: 1091,
    name: `Booker ${n}`,
    email: `booker${n}@example.com`,
    checkIn: 'arrived',
    day: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

describe('TourBookingsPage in Spanish', () => {
  inLanguage('es');

  it('lists the bookings with Spanish words, plurals, dates and prices', async () => {
    mockApi({
      'GET /api/destination': { status: 200, data: [] },
      'GET /api/booking': {
        status: 200,
        data: {
          data: [booking(1), booking(2, { tickets: 3, extras: false })],
          page: 1,
          totalPages: 1,
          total: 2,
        },
      },
    });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking' });
    expect(screen.getByRole('heading', { name: 'Reservas de tours' })).toBeInTheDocument();
    expect(await screen.findByText('2 reservas')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lista: Reservas de tours' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Back office');
    expect(first).toHaveTextContent('Retenida');
    expect(first).toHaveTextContent('Llegó');
    expect(first).toHaveTextContent('01 dic 2026');
    expect(first).toHaveTextContent(/1091,00\sUS\$1 entrada \+ extras/);
    expect(second).toHaveTextContent('3 entradas');
    expect(
      within(first!).getByRole('link', { name: 'Abrir la reserva TB-AAAA01' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtrar reservas' })).toHaveTextContent(
      'Fecha del tour desde',
    );
  });

  it('says why a date range is refused, in Spanish', async () => {
    mockApi({ 'GET /api/destination': { status: 200, data: [] } });
    renderAt(<TourBookingsPage />, { path: '/admin/Booking?from=2026-12-10&to=2026-12-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha de inicio debe ser igual o anterior a la fecha de fin.',
    );
  });
});
