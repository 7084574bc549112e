import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { mockApi, renderAt, type MockApi, inLanguage } from '@travel/shell/testing';
import { addDays, todayIsoDate } from '../../../lib/dates';
import TourPage from '../index';

const lisbon = {
  _id: 'd1',
  title: 'Lisbon Old Town',
  description: 'Trams, tiles and pastel de nata.',
  CostPerPerson: 1234.5,
  durationMinutes: 150,
  tourTimes: ['09:30', '14:00'],
  timeZone: 'Europe/Lisbon',
};

let server: MockApi;

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/destination/d1', { status: 200, data: lisbon });
  server.on('GET /api/destination/d1/availability', (request) => ({
    status: 200,
    data: {
      date: new URL(request.url, 'http://x').searchParams.get('date') ?? '',
      maxTicketsPerBooking: 10,
      slots: [
        { time: '09:30', capacity: 20, left: 1 },
        { time: '14:00', capacity: 20, left: 12 },
      ],
    },
  }));
});

async function openTour() {
  renderAt(<TourPage />, { path: '/TourPage/d1', route: ['/TourPage/:id'] });
  await screen.findByRole('heading', { level: 1, name: 'Lisbon Old Town' });
}

describe('TourPage in German', () => {
  inLanguage('de');

  it('shows the price, the duration and the form in German', async () => {
    await openTour();
    expect(screen.getByTestId('tour-price')).toHaveTextContent('1.234,50 $');
    expect(screen.getByTestId('tour-price').parentElement).toHaveTextContent(
      '1.234,50 $ pro Person',
    );
    expect(screen.getByTestId('tour-duration')).toHaveTextContent('2 Stunden 30 Minuten');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Diese Tour buchen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt buchen' })).toBeInTheDocument();
    expect(screen.getByTestId('tour-time-zone')).toHaveTextContent(
      'Alle Startzeiten nach Ortszeit Lisbon.',
    );
  });

  it('says the seats left of each time with its plural', async () => {
    const user = userEvent.setup();
    await openTour();
    await user.type(screen.getByLabelText('Datum'), addDays(todayIsoDate('Europe/Lisbon'), 10));
    expect(await screen.findByRole('radio', { name: '09:30 Noch 1 Platz frei' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '14:00 Noch 12 Plätze frei' })).toBeEnabled();
  });

  it('names what is missing in German when the form is sent empty', async () => {
    const user = userEvent.setup();
    await openTour();
    await user.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte geben Sie Ihren Namen ein'),
    );
    expect(screen.getByLabelText('Datum')).toHaveAccessibleDescription(
      'Bitte wählen Sie ein Datum',
    );
    const times = screen.getByRole('group', { name: 'Uhrzeit' });
    expect(within(times).getByText('Bitte wählen Sie eine Uhrzeit')).toBeInTheDocument();
  });

  it('refuses more tickets than the time has left, with the plural of the seats', async () => {
    const user = userEvent.setup();
    await openTour();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Datum'), addDays(todayIsoDate('Europe/Lisbon'), 10));
    await user.click(await screen.findByRole('radio', { name: /^09:30/ }));
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '3');
    await user.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Für diese Uhrzeit ist nur noch 1 Ticket frei',
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  }, 30_000);
});
