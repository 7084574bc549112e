import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail, TourBooking } from '@travel/shell/api-types';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import BookingDetailPage from '../index';

const booking: TourBooking = {
  _id: 'b'.repeat(24),
  reference: 'TB-AAAAAA',
  status: 'confirmed',
  payment: { status: 'on_the_day' },
  channel: 'web',
  lang: 'en',
  checkIn: 'none',
  timeZone: 'Europe/Lisbon',
  destinationId: 'd'.repeat(24),
  destinationTitle: 'Lisbon at dawn',
  costPerPerson: 45.5,
  date: '2030-06-01',
  time: '09:00',
  tickets: 2,
  extras: false,
  cost: 91,
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '+351912345678',
  day: '2030-05-01',
  startsAt: '2030-06-01T08:00:00.000Z',
  createdAt: '2030-05-01T10:00:00.000Z',
};

const detail = (fields: Partial<TourBooking> = {}): AdminBookingDetail => ({
  kind: 'tour',
  booking: { ...booking, ...fields },
  cancelBefore: '2030-05-31T08:00:00.000Z',
  mails: [],
  withdrawn: false,
});

let server: MockApi;
beforeEach(() => {
  server = mockApi({
    'GET /api/admin/bookings/TB-AAAAAA': { status: 200, data: { data: detail() } },
    'GET /api/destination': { status: 200, data: [] },
    'GET /api/admin/audit': { status: 200, data: { data: [], page: 1, totalPages: 1, total: 0 } },
  });
});

const changeForm = async () =>
  (await screen.findByRole('heading', { name: 'Change' })).closest('form') as HTMLFormElement;

describe('the booking page: Change', () => {
  it('sends only what changed: a new phone, the tickets left alone', async () => {
    const user = userEvent.setup();
    server.on('PATCH /api/admin/bookings/TB-AAAAAA', {
      status: 200,
      data: { message: 'Booking changed.', data: detail({ phone: '+351213456789' }) },
    });
    renderAt(<BookingDetailPage />, {
      path: '/admin/bookings/TB-AAAAAA',
      route: '/admin/bookings/:reference',
    });
    const form = within(await changeForm());
    const phone = form.getByLabelText('Phone');
    expect(phone).toHaveValue('+351912345678');
    await user.clear(phone);
    await user.type(phone, '+351 213 456 789');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    const sent = server.requests.filter((r) => r.method === 'PATCH');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ phone: '+351 213 456 789' });
    expect(await screen.findByText('Booking changed.')).toBeInTheDocument();
  });

  it('sends a blank phone to remove it, and shows the server refusing a bad number', async () => {
    const user = userEvent.setup();
    server.on('PATCH /api/admin/bookings/TB-AAAAAA', {
      status: 400,
      data: { statusCode: 400, message: 'Please enter a valid phone number' },
    });
    renderAt(<BookingDetailPage />, {
      path: '/admin/bookings/TB-AAAAAA',
      route: '/admin/bookings/:reference',
    });
    const form = within(await changeForm());
    await user.clear(form.getByLabelText('Phone'));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ phone: '' });
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
  });
});
