import { act, screen } from '@testing-library/react';
import { deferred, mockApi, type Reply } from '@travel/shell/testing';
import { renderApp } from '../../test/render-app';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillForm(user: User, phone: string) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  if (phone) await user.type(screen.getByLabelText('Phone'), phone);
  await user.type(screen.getByLabelText('Message'), 'Do you run tours in May?');
}

// Typing the whole form key by key takes more than jest's default 5 s on a busy machine.
jest.setTimeout(20_000);

describe('ContactPage', () => {
  it('refuses an invalid phone number with the spec message', async () => {
    const { requests: calls } = mockApi({});
    const { user } = await renderApp('/contact');
    await fillForm(user, '+1 555');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(calls).toHaveLength(0);
  });

  it('marks every missing field at once, says all are required and limits the lengths', async () => {
    const { requests: calls } = mockApi({});
    const { user } = await renderApp('/contact');
    const send = await screen.findByRole('button', { name: 'Send message' });
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);
  });

  it('shows every field error the server returns, each under its field', async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: 'Name must be at most 100 characters long',
          errors: [
            { field: 'name', message: 'Name must be at most 100 characters long' },
            { field: 'phone', message: 'Please enter a valid phone number' },
          ],
        },
      }),
    });
    const { user } = await renderApp('/contact');
    await fillForm(user, '+12025550143');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name must be at most 100 characters long',
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at most 100 characters long',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
  });

  it('posts the message and shows the success text', async () => {
    const reply = deferred<Reply>();
    const { requests: calls } = mockApi({ 'POST /api/contact': () => reply.promise });
    const { user } = await renderApp('/contact');
    await fillForm(user, '+12025550143');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () =>
      reply.resolve({ status: 201, data: { message: 'Message sent successfully!' } }),
    );
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+12025550143',
      message: 'Do you run tours in May?',
    });
    // The map's New York default is not the visitor's location: nothing is sent unless they share one.
    expect(calls[0]?.body).not.toHaveProperty('location');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('reads a number typed without "+" as a national number of the chosen country', async () => {
    const { requests: calls } = mockApi({
      'POST /api/contact': { status: 201, data: { message: 'Message sent successfully!' } },
    });
    const { user } = await renderApp('/contact');
    const phone = await screen.findByLabelText('Phone');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone number country' }), 'US');
    expect(phone).toHaveValue('+1');
    // What the walkthrough did: select the prefilled "+1" and type a US number as Americans write it.
    await user.tripleClick(phone);
    await user.keyboard('(202) 555-0143');
    expect(phone).toHaveValue('+1 202 555 0143');
    expect(screen.getByText('US', { selector: '.sh-country-code' })).toBeInTheDocument();
    await fillForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ phone: '+12025550143' });
  });

  it('takes a whole national number pasted in, and a number typed with "+" as international', async () => {
    mockApi({});
    const { user } = await renderApp('/contact');
    const phone = await screen.findByLabelText('Phone');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Phone number country' }), 'GB');
    await user.tripleClick(phone);
    await user.paste('020 7946 0000');
    expect(phone).toHaveValue('+44 20 7946 0000');
    await user.tripleClick(phone);
    await user.keyboard('+33 1 23 45 67 89');
    expect(phone).toHaveValue('+33 1 23 45 67 89');
  });

  it('shows the phone country as its code, not as an emoji flag that needs a colour font', async () => {
    mockApi({});
    const { user } = await renderApp('/contact');
    const select = await screen.findByRole('combobox', { name: 'Phone number country' });
    const shownCountry = () => screen.getByText(/^[A-Z]{2}$/, { selector: '.sh-country-code' });
    await user.selectOptions(select, 'US');
    expect(shownCountry()).toHaveTextContent('US');
    await user.selectOptions(select, 'FR');
    expect(shownCountry()).toHaveTextContent('FR');
    // No regional-indicator symbols (what emoji flags are made of) anywhere in the field.
    expect(shownCountry().closest('.PhoneInput')).not.toHaveTextContent(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('falls back to a plain notice when map tiles cannot load, naming no made-up location', async () => {
    mockApi({});
    await renderApp('/contact');
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^The map cannot be shown right now\.$/,
    );
  });

  describe('asks nothing of the visitor on arrival', () => {
    const fetchBefore = globalThis.fetch;
    const geolocationBefore = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    let lookups: string[];
    let positionAsks: number;

    beforeEach(() => {
      lookups = [];
      positionAsks = 0;
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
        // The map's tile probe fetches too: only the country lookups are counted.
        if (String(input).includes('ipapi')) lookups.push(String(input));
        return new Response('FR', { status: 200 });
      }) as typeof fetch;
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (_found: PositionCallback, refused: PositionErrorCallback) => {
            positionAsks++;
            refused({ code: 1, message: 'denied' } as GeolocationPositionError);
          },
        },
      });
    });
    afterEach(() => {
      globalThis.fetch = fetchBefore;
      if (geolocationBefore) Object.defineProperty(navigator, 'geolocation', geolocationBefore);
      else Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('asks for the position only from the button, and says so when it is refused', async () => {
      mockApi({});
      const { user } = await renderApp('/contact');
      await screen.findByLabelText('Message');
      expect(positionAsks).toBe(0);
      await user.click(screen.getByRole('button', { name: 'Show my location' }));
      expect(positionAsks).toBe(1);
      expect(
        await screen.findByText('Your location is not available: the map shows New York.'),
      ).toBeInTheDocument();
    });

    it("looks up the phone's country once the visitor starts on the form, once", async () => {
      mockApi({});
      const { user } = await renderApp('/contact');
      await screen.findByLabelText('Message');
      expect(lookups).toEqual([]);
      await user.click(screen.getByLabelText('Name'));
      await user.click(screen.getByLabelText('Email'));
      expect(lookups).toEqual(['https://ipapi.co/country/']);
      expect(await screen.findByText('FR', { selector: '.sh-country-code' })).toBeInTheDocument();
    });
  });

  it('sends the position the visitor chose to share', async () => {
    const geolocationBefore = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 38.72, longitude: -9.14 } } as GeolocationPosition),
      },
    });
    try {
      const { requests: calls } = mockApi({
        'POST /api/contact': () => ({
          status: 201,
          data: { message: 'Message sent successfully!' },
        }),
      });
      const { user } = await renderApp('/contact');
      await fillForm(user, '+12025550143');
      await user.click(screen.getByRole('button', { name: 'Show my location' }));
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(calls[0]?.body).toMatchObject({ location: { lat: 38.72, lng: -9.14 } });
    } finally {
      if (geolocationBefore) Object.defineProperty(navigator, 'geolocation', geolocationBefore);
      else Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
