import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useAuthStore } from '@travel/shell/auth';
import { addDays, formatDate, todayIsoDate } from '../../../lib/dates';
import { deferred, mockApi, type MockApi, type Reply } from '@travel/shell/testing';
import StayBookingForm from '../index';
import { answerBooked } from '../../../test/bookings';

const offer = { _id: 'o1', title: 'Seaside apartment', Price: 80.5, timeZone: 'Europe/Lisbon' };

let server: MockApi;
const sentTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null });
  server = mockApi();
  server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 4 } });
});

// Days on the offer's own clock, as the form counts them.
const day = (offset: number) => addDays(todayIsoDate(offer.timeZone), offset);
const submitButton = () => screen.getByRole('button', { name: /book stay|booking\.\.\./i });

async function renderForm() {
  render(<StayBookingForm offer={offer} />);
  // Wait until the server's limit has been applied, so later assertions see a settled form.
  await screen.findByText(/Maximum \d+ guests allowed/);
}

async function fillForm(
  user: UserEvent,
  { guests = '3', checkIn = day(3), checkOut = day(5) } = {},
) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Check-in'), checkIn);
  await user.type(screen.getByLabelText('Check-out'), checkOut);
  await user.clear(screen.getByLabelText('Guests'));
  await user.type(screen.getByLabelText('Guests'), guests);
}

describe('StayBookingForm pricing', () => {
  it('shows per night, nights, total and per person once both dates are set', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByText('Seaside apartment: $80.50 per guest per night')).toBeInTheDocument();
    expect(screen.queryByTestId('stay-total')).not.toBeInTheDocument();

    await fillForm(user, { guests: '3', checkIn: day(3), checkOut: day(5) });
    // The offer's price is per guest: the night's figure names the guests it is for.
    expect(screen.getByText('Per night for 3 guests')).toBeInTheDocument();
    expect(screen.getByTestId('stay-per-night')).toHaveTextContent('$241.50');
    expect(screen.getByTestId('stay-nights')).toHaveTextContent('2');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$483.00');
    expect(screen.getByTestId('stay-per-person')).toHaveTextContent('$161.00');

    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '1');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('$161.00');
    expect(screen.getByTestId('stay-per-person')).toHaveTextContent('$161.00');
  });

  it("repeats the card's discount badge next to the price, and only when there is one", async () => {
    render(<StayBookingForm offer={{ ...offer, Discount: 30 }} />);
    const lead = screen.getByText('Seaside apartment: $80.50 per guest per night');
    expect(lead).toHaveTextContent('Seaside apartment: $80.50 per guest per night 30% off');
    expect(await screen.findByText('30% off')).toBeInTheDocument();
  });

  it('hides the figures while check-out is not after check-in', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { checkIn: day(5), checkOut: day(5) });
    expect(screen.queryByTestId('stay-total')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Check-out must be after check-in');
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
  });
});

describe('StayBookingForm guest limit', () => {
  it('uses the cached limit at once, then the server value, which it caches', async () => {
    localStorage.setItem('maxGuestLimit', '2');
    const limit = deferred<Reply>();
    server.on('GET /api/limit', () => limit.promise);
    render(<StayBookingForm offer={offer} />);

    expect(screen.getByText('Maximum 2 guests allowed')).toBeInTheDocument();
    limit.resolve({ status: 200, data: { maxGuestLimit: 6 } });
    expect(await screen.findByText('Maximum 6 guests allowed')).toBeInTheDocument();
    expect(localStorage.getItem('maxGuestLimit')).toBe('6');
  });

  it('keeps the cached limit when the server cannot be reached', async () => {
    localStorage.setItem('maxGuestLimit', '3');
    server.on('GET /api/limit', { status: 503, data: { message: 'Down' } });
    render(<StayBookingForm offer={offer} />);
    expect(screen.getByText('Maximum 3 guests allowed')).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET', '/api/limit')).toHaveLength(1));
    expect(screen.getByText('Maximum 3 guests allowed')).toBeInTheDocument();
    expect(localStorage.getItem('maxGuestLimit')).toBe('3');
  });

  it.each([['abc'], ['0'], ['-2']])(
    'falls back to 4 when the cached limit is %p and the server gives nothing usable',
    async (cached) => {
      localStorage.setItem('maxGuestLimit', cached);
      server.on('GET /api/limit', { status: 200, data: { maxGuestLimit: 'lots' } });
      await renderForm();
      expect(screen.getByText('Maximum 4 guests allowed')).toBeInTheDocument();
    },
  );

  it('reads a limit nested under `limit`', async () => {
    server.on('GET /api/limit', { status: 200, data: { limit: { maxGuestLimit: 5 } } });
    render(<StayBookingForm offer={offer} />);
    expect(await screen.findByText('Maximum 5 guests allowed')).toBeInTheDocument();
  });

  it('shows both limit messages and disables Submit while over the limit', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { guests: '5' });

    expect(screen.getByText('Maximum 4 guests allowed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Number of guests cannot exceed 4');
    expect(screen.getByLabelText('Guests')).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '4');
    expect(screen.queryByText('Number of guests cannot exceed 4')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('prints no total while the guests are over the limit', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { checkIn: day(2), checkOut: day(4), guests: '5' });
    expect(screen.queryByTestId('stay-total')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '2');
    expect(screen.getByTestId('stay-total')).toBeInTheDocument();
  });
});

describe('StayBookingForm submission', () => {
  it('asks for the required fields before sending anything, each at its field, the first focused', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(
      'Please choose a check-in date',
    );
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a check-out date'),
    );
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
  });

  it('says 0 guests is too few at the guests, and focuses them', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { guests: '0' });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please book for at least 1 guest');
    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveFocus();
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
  });

  it('refuses more than 30 nights before sending, and bounds the dates and guests', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByLabelText('Guests')).toHaveAttribute('max', '4');
    await fillForm(user, { guests: '2', checkIn: day(3), checkOut: day(34) });
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('max', day(33));
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('A stay can last at most 30 nights');
    expect(screen.getByLabelText('Check-out')).toHaveFocus();
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
  });

  it("takes the server's longest stay once the offer's nights are read", async () => {
    server.on('GET /api/offer/o1/availability', {
      status: 200,
      data: { from: day(0), to: day(366), maxNightsPerStay: 7, taken: [] },
    });
    const user = userEvent.setup();
    await renderForm();
    expect(
      await screen.findByText('A stay lasts at most 7 nights. Dates are Lisbon time.'),
    ).toBeInTheDocument();
    await fillForm(user, { checkIn: day(3), checkOut: day(11) });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('A stay can last at most 7 nights');
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
  });

  it('keeps a half-filled form when the visitor leaves and comes back, and not once booked', async () => {
    server.on('POST /api/bookingapartment', (request) => ({
      status: 201,
      data: { data: { ...(request.body as object), _id: 's9', reference: 'SB-DRAFT1' } },
    }));
    const user = userEvent.setup();
    render(<StayBookingForm offer={offer} />);
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Check-in'), day(3));
    cleanup();

    await renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Check-in')).toHaveValue(day(3));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Check-out'), day(5));
    await user.click(submitButton());
    expect(await screen.findByText('SB-DRAFT1')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('sends the stay with its figures, shows Booking..., then the reference', async () => {
    const reply = deferred<Reply>();
    server.on('POST /api/bookingapartment', () => reply.promise);
    const user = userEvent.setup();
    await renderForm();
    const checkIn = day(3);
    const checkOut = day(5);
    await fillForm(user, { guests: '3', checkIn, checkOut });
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Booking...');
    expect(submitButton()).toBeDisabled();
    const [sent] = sentTo('POST', '/api/bookingapartment');
    expect(sent?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      checkIn,
      checkOut,
      guests: 3,
      offerId: 'o1',
      pricePerNight: 241.5,
      totalCost: 483,
      costPerPerson: 161,
    });

    await answerBooked(reply, sent?.body, 's1', 'ST-4PX2QA');
    expect(screen.getByText('$483.00')).toBeInTheDocument();
  });

  it.each([
    [409, 'These dates are no longer available for this offer'],
    [400, 'Number of guests cannot exceed 2'],
    [400, 'The price has changed. Please review your booking.'],
  ])('shows the server refusal (%i %s)', async (status, message) => {
    server.on('POST /api/bookingapartment', { status, data: { statusCode: status, message } });
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { guests: '2' });
    await user.click(submitButton());

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toHaveTextContent('Book stay');
  });

  it('falls back to the spec text when the request fails without a message', async () => {
    server.on('POST /api/bookingapartment', { status: 500 });
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { guests: '2' });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit booking. Please try again.',
    );
  });
});

describe('StayBookingForm booked nights', () => {
  const nightCell = (date: string) =>
    screen.getByTestId('nights-calendar').querySelector(`[data-date="${date}"]`);

  beforeEach(() => {
    server.on('GET /api/offer/o1/availability', {
      status: 200,
      data: { from: day(0), to: day(366), taken: [day(4), day(5)] },
    });
  });

  it('greys out the nights already booked, in words as well as colour', async () => {
    // The calendar shows the check-in's month: check-in and the two booked nights after it share one.
    let checkIn = 3;
    while (day(checkIn).slice(0, 7) !== day(checkIn + 2).slice(0, 7)) checkIn += 1;
    server.on('GET /api/offer/o1/availability', {
      status: 200,
      data: { from: day(0), to: day(366), taken: [day(checkIn + 1), day(checkIn + 2)] },
    });
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText('Check-in'), day(checkIn));
    await waitFor(() => expect(nightCell(day(checkIn + 1))).toHaveClass('bk-nights__day--taken'));
    // Written out by hand (no Intl on the way to the first render), as the en-US date format writes them.
    const longDay = new Date(`${day(checkIn + 1)}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    expect(
      nightCell(day(checkIn + 1))
        ?.querySelector('button')
        ?.getAttribute('aria-label'),
    ).toBe(`${longDay}, booked`);
    expect(screen.getByTestId('nights-calendar').querySelector('caption')).toHaveTextContent(
      new Date(`${day(checkIn)}T00:00:00Z`).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: 'long',
        year: 'numeric',
      }),
    );
    expect(nightCell(day(checkIn + 2))).toHaveClass('bk-nights__day--taken');
    expect(nightCell(day(checkIn))).not.toHaveClass('bk-nights__day--taken');
    expect(sentTo('GET', '/api/offer/o1/availability')).toHaveLength(1);
  });

  it('picks the check-out by clicking a day, a booked night only to leave on its morning', async () => {
    // Check-in and the booked nights share a month, so the calendar shows them all.
    let checkIn = 3;
    while (day(checkIn).slice(0, 7) !== day(checkIn + 2).slice(0, 7)) checkIn += 1;
    server.on('GET /api/offer/o1/availability', {
      status: 200,
      data: { from: day(0), to: day(366), taken: [day(checkIn + 1), day(checkIn + 2)] },
    });
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText('Check-in'), day(checkIn));
    const dayButton = (date: string) =>
      nightCell(date)?.querySelector('button') as HTMLButtonElement;
    await waitFor(() => expect(nightCell(day(checkIn + 1))).toHaveClass('bk-nights__day--taken'));
    expect(dayButton(day(checkIn))).toHaveAttribute('aria-pressed', 'true');
    // Named apart from the date fields: their labels find the fields alone.
    expect(dayButton(day(checkIn))).toHaveAccessibleName(/, your arrival$/);
    expect(screen.getAllByLabelText(/check-in/i)).toHaveLength(1);
    await user.click(dayButton(day(checkIn + 1)));
    expect(screen.getAllByLabelText(/check-out/i)).toHaveLength(1);
    expect(screen.getByLabelText('Check-out')).toHaveValue(day(checkIn + 1));
    expect(screen.getByTestId('stay-nights')).toHaveTextContent('1');
    // Both dates chosen: a booked night can no longer be clicked, and a click starts a new stay.
    expect(dayButton(day(checkIn + 2))).toBeDisabled();
    await user.click(dayButton(day(checkIn)));
    expect(screen.getByLabelText('Check-in')).toHaveValue(day(checkIn));
    expect(screen.getByLabelText('Check-out')).toHaveValue('');
  });

  it('pages through the months, from this one to a year ahead', async () => {
    const user = userEvent.setup();
    await renderForm();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toBeDisabled();
    const thisMonth = screen.getByTestId('nights-calendar').querySelector('caption')?.textContent;
    await user.click(next);
    expect(screen.getByTestId('nights-calendar').querySelector('caption')).not.toHaveTextContent(
      thisMonth ?? '',
    );
    expect(previous).toBeEnabled();
    for (let i = 0; i < 11; i++) await user.click(next);
    expect(next).toBeDisabled();
  });

  it('says why a range across a booked night is refused before it is sent', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { checkIn: day(2), checkOut: day(6) });
    const reason = await screen.findByTestId('stay-range-error');
    expect(reason).toHaveTextContent(
      `The night of ${formatDate(day(4))} is already booked. Please choose other dates.`,
    );
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('stay-total')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(sentTo('POST', '/api/bookingapartment')).toHaveLength(0);
    // Said once, next to the dates, not repeated at the button.
    expect(screen.getAllByText(reason.textContent ?? '')).toHaveLength(1);

    // Leaving on the morning of a booked night is fine: that night is not stayed.
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), day(4));
    expect(screen.queryByTestId('stay-range-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('stay-nights')).toHaveTextContent('2');
  });

  it('says at once when the check-in night itself is booked', async () => {
    const user = userEvent.setup();
    await renderForm();
    await screen.findByTestId('nights-calendar');
    await waitFor(() => expect(sentTo('GET', '/api/offer/o1/availability')).toHaveLength(1));
    await user.type(screen.getByLabelText('Check-in'), day(5));
    expect(await screen.findByTestId('stay-range-error')).toHaveTextContent(
      `The night of ${formatDate(day(5))} is already booked.`,
    );
  });

  it('reads the booked nights again when the server refuses the dates', async () => {
    let taken = [day(20)];
    server.on('GET /api/offer/o1/availability', () => ({
      status: 200,
      data: { from: day(0), to: day(366), taken },
    }));
    server.on('POST /api/bookingapartment', () => {
      taken = [day(3), day(4)];
      return {
        status: 409,
        data: { statusCode: 409, message: 'These dates are no longer available for this offer' },
      };
    });
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { checkIn: day(3), checkOut: day(5) });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These dates are no longer available for this offer',
    );
    expect(await screen.findByTestId('stay-range-error')).toHaveTextContent(formatDate(day(3)));
    expect(sentTo('GET', '/api/offer/o1/availability')).toHaveLength(2);
  });

  it('still books when the booked nights cannot be read, and says the dates are checked then', async () => {
    server.on('GET /api/offer/o1/availability', { status: 500, data: {} });
    await renderForm();
    expect(
      await screen.findByText(
        'Booked nights could not be loaded; your dates are checked when you book.',
      ),
    ).toBeInTheDocument();
  });
});

describe('StayBookingForm messages', () => {
  it('takes "Check-out must be after check-in" away once the dates are fixed', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, { checkIn: day(5), checkOut: day(5) });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Check-out must be after check-in');

    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), day(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes "Please fill in all required fields" away once the fields are filled in', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillForm(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is no card inside the offer page card', async () => {
    await renderForm();
    expect(screen.getByRole('form', { name: 'Book your stay' })).toHaveClass('bk-form--flat');
  });

  it('asks for the confirmation by mail after a held booking', async () => {
    server.on('POST /api/bookingapartment', (request) => ({
      status: 201,
      data: {
        data: {
          ...(request.body as object),
          _id: 's9',
          reference: 'ST-HELD01',
          status: 'held',
          holdExpiresAt: new Date(Date.now() + 29.5 * 60_000).toISOString(),
        },
      },
    }));
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('booking-next')).toHaveTextContent(
      'confirm your booking within 30 minutes, or the nights are released for other visitors.',
    );
  });
});
