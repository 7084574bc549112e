import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { GuestLimitForm } from './guest-limit-form';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

const posts = () => server.requests.filter((r) => r.method === 'POST');
const input = () => screen.getByLabelText('Maximum guests per booking');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save limit' }));

describe('GuestLimitForm', () => {
  it('shows the current limit, and says "set" the first time', async () => {
    let limit = { maxGuestLimit: 4, isDefault: true };
    server.on('GET /api/limit', () => ({ status: 200, data: limit }));
    server.on('POST /api/limit', (request) => {
      limit = {
        maxGuestLimit: (request.body as { maxGuestLimit: number }).maxGuestLimit,
        isDefault: false,
      };
      return { status: 200, data: { message: 'Guest limit updated successfully!', ...limit } };
    });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    expect(
      await screen.findByText('Current limit: 4 guests (the default; none set yet).'),
    ).toBeInTheDocument();

    await userEvent.type(input(), ' 6 ');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Guest limit set successfully!');
    expect(posts()[0]!.body).toEqual({ maxGuestLimit: 6 });
    expect(localStorage.getItem('maxGuestLimit')).toBe('6');
    expect(await screen.findByText('Current limit: 6 guests.')).toBeInTheDocument();
    expect(input()).toHaveValue(null);
  });

  it('says "updated" when a limit was set before', async () => {
    server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 5, isDefault: false } });
    server.on('POST /api/limit', {
      status: 200,
      data: { message: 'Guest limit updated successfully!' },
    });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    await screen.findByText('Current limit: 5 guests.');
    await userEvent.type(input(), '2');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Guest limit updated successfully!',
    );
  });

  it.each([
    ['', 'Please enter a valid guest limit (a whole number of at least 1).'],
    ['0', 'Please enter a valid guest limit (a whole number of at least 1).'],
    ['2.5', 'Please enter a valid guest limit (a whole number of at least 1).'],
    ['101', 'The guest limit can be at most 100.'],
  ])('refuses %j before sending: %s', async (typed, message) => {
    server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 4, isDefault: true } });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    if (typed) await userEvent.type(input(), typed);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(message);
    expect(posts()).toHaveLength(0);
    expect(localStorage.getItem('maxGuestLimit')).toBeNull();
  });

  it('says the limit was not saved and which one visitors keep when the server fails', async () => {
    localStorage.setItem('maxGuestLimit', '4');
    server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 4, isDefault: true } });
    server.on('POST /api/limit', { status: 503, data: { message: 'Service unavailable' } });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    await screen.findByText(/Current limit: 4/);
    await userEvent.type(input(), '3');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Warning: The limit was not saved, as the server update failed. Visitors keep the current limit of 4 guests. Please try again.',
    );
    // Nothing promised locally: this browser's stay form keeps the limit the API enforces.
    expect(localStorage.getItem('maxGuestLimit')).toBe('4');
    expect(screen.getByText('Current limit: 4 guests (the default; none set yet).')).toBeVisible();
  });

  it('says the same without a number when the current limit could not be read', async () => {
    server.on('GET /api/limit', { status: 503, data: { message: 'Service unavailable' } });
    server.on('POST /api/limit', { status: 503, data: { message: 'Service unavailable' } });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    await screen.findByText('The current limit could not be loaded.');
    await userEvent.type(input(), '3');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Warning: The limit was not saved, as the server update failed. Visitors keep the current limit. Please try again.',
    );
    expect(localStorage.getItem('maxGuestLimit')).toBeNull();
  });

  it('shows "Saving..." while the server answers', async () => {
    server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 4, isDefault: false } });
    server.on('POST /api/limit', { pending: true });
    renderAt(<GuestLimitForm />, { path: '/admin/BookingApartment' });
    await screen.findByText(/Current limit: 4/);
    await userEvent.type(input(), '3');
    await save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
  });
});
