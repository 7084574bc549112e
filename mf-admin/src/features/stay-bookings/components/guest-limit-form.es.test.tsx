import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, inLanguage } from '@travel/shell/testing';
import { GuestLimitForm } from './guest-limit-form';

describe('GuestLimitForm in Spanish', () => {
  inLanguage('es');

  it('shows the limit with a Spanish plural and refuses a limit too high in Spanish', async () => {
    const server = mockApi({
      'GET /api/limit': { status: 200, data: { maxGuestLimit: 1, isDefault: false } },
    });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    expect(await screen.findByText('Límite actual: 1 huésped.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Máximo de huéspedes por reserva'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar límite' }));
    expect(
      screen.getByText('El límite de huéspedes puede ser como máximo 100.'),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
