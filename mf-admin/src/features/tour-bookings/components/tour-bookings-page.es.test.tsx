import { screen, within } from '@testing-library/react';
import { mockApi, renderAt, inLanguage } from '@travel/shell/testing';
import TourBookingsPage from '../index';
import { booking } from './tour-booking-fixture';

describe('TourBookingsPage in Spanish', () => {
  inLanguage('es');

  it('lists the bookings with Spanish words, plurals, dates and prices', async () => {
    mockApi({
      'GET /api/destination': { status: 200, data: [] },
      'GET /api/booking': {
        status: 200,
        data: {
          data: [
            booking(1, {
              status: 'held',
              channel: 'back-office',
              tickets: 1,
              extras: true,
              cost: 1091,
              checkIn: 'arrived',
            }),
            booking(2, { tickets: 3 }),
          ],
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
