import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Destination } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { ScheduleEditor } from './schedule-editor';

const tour = {
  _id: '000000000000000000000007',
  destination: 'Lisbon',
  tourTimes: ['10:00', '14:00'],
  timeZone: 'Europe/Lisbon',
} as Destination;

const refusal = (code?: string) => ({
  status: 409,
  data: { statusCode: 409, message: 'Nicht gespeichert: diese Zeiten haben Buchungen.', code },
});

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

describe('ScheduleEditor', () => {
  it('links to the Tour times screen when removed times hold bookings, whatever the language of the refusal', async () => {
    server.on(`PATCH /api/updateDestination/${tour._id}`, refusal('TIMES_HOLD_BOOKINGS'));
    renderAt(<ScheduleEditor destination={tour} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(/Nicht gespeichert/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Move or cancel those bookings on the Tour times screen' }),
    ).toHaveAttribute('href', '/admin/tour-times');
  });

  it('offers no such link for another refusal', async () => {
    server.on(`PATCH /api/updateDestination/${tour._id}`, refusal());
    renderAt(<ScheduleEditor destination={tour} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(/Nicht gespeichert/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tour times screen/ })).not.toBeInTheDocument();
  });
});
