import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import PhoneInput, {
  isValidPhoneNumber,
  type Country,
  type FlagProps,
} from 'react-phone-number-input';
import { api, apiErrorMessage } from '@travel/shell/http';
import { ErrorBoundary } from '@travel/shell/remotes';
import { Button, NearViewport, usePageMeta } from '@travel/shell/ui';
import { FormMessage, isEmail } from '@travel/shell/forms';
import type { ContactRequest, MessageResponse } from '@travel/shell/api-types';
import { getRuntimeConfig } from '../../config/runtime-config';
import { DEFAULT_COUNTRY, lookupCountry } from './ip-country';
import { usePosition } from './use-position';
import { LocationNotice } from './location-notice';
import 'react-phone-number-input/style.css';
import '../form-page.css';
import './contact-page.css';

const ContactMap = lazy(() => import('./contact-map'));

interface ContactForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactForm = { name: '', email: '', phone: '', message: '' };

export function validateContact(form: ContactForm): string | null {
  if (!form.name.trim()) return 'Name is required';
  if (!form.email.trim()) return 'Email is required';
  if (!isEmail(form.email)) return 'Please enter a valid email address';
  if (!form.phone || !isValidPhoneNumber(form.phone)) return 'Please enter a valid phone number';
  if (!form.message.trim()) return 'Message is required';
  return null;
}

// The country as its code ('US', 'FR') rather than a flag: the library's flags are images from a CDN
// (unreachable offline) and emoji flags show as empty boxes where no colour emoji font is installed.
// The library hides the icon from assistive technology: the country select itself names the country.
function CountryCode({ country }: FlagProps) {
  return <span className="sh-country-code">{country}</span>;
}

export function ContactPage() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Write to our travel agency, find our office on the map, or call us: we answer within a working day.',
  });
  const ids = useId();
  const { position, locating, locate } = usePosition();
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { ipLookupUrl, mapTileUrl } = getRuntimeConfig();

  // The phone field's default country is looked up once the visitor starts on the form, not on every
  // visit to the page: most visitors only read the address, and the lookup is a third-party request.
  const countryLookup = useRef<Promise<void> | null>(null);
  const detectCountryOnce = () => {
    countryLookup.current ??= lookupCountry(ipLookupUrl).then(setCountry);
  };

  const update = (field: keyof ContactForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateContact(form);
    setError(invalid);
    setSuccess(null);
    if (invalid) return;
    setBusy(true);
    try {
      const body: ContactRequest = {
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone,
        message: form.message.trim(),
        location: position,
      };
      const response = await api.post<MessageResponse>('/api/contact', body);
      setSuccess(response.data.message || 'Message sent successfully!');
      setForm(EMPTY);
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Failed to send your message. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-contact">
      <h1>Contact us</h1>
      <div className="sh-contact__grid">
        <form
          className="sh-card sh-form"
          onSubmit={(event) => void submit(event)}
          onFocus={detectCountryOnce}
          noValidate
        >
          <div className="sh-field">
            <label htmlFor={`${ids}-name`}>Name</label>
            <input
              id={`${ids}-name`}
              name="name"
              autoComplete="name"
              value={form.name}
              onChange={(event) => update('name')(event.target.value)}
            />
          </div>
          <div className="sh-field">
            <label htmlFor={`${ids}-email`}>Email</label>
            <input
              id={`${ids}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => update('email')(event.target.value)}
            />
          </div>
          <div className="sh-field">
            <label htmlFor={`${ids}-phone`}>Phone</label>
            <PhoneInput
              id={`${ids}-phone`}
              name="phone"
              international
              defaultCountry={country}
              flagComponent={CountryCode}
              value={form.phone || undefined}
              onChange={(value) => update('phone')(value ?? '')}
              autoComplete="tel"
            />
          </div>
          <div className="sh-field">
            <label htmlFor={`${ids}-message`}>Message</label>
            <textarea
              id={`${ids}-message`}
              name="message"
              rows={5}
              value={form.message}
              onChange={(event) => update('message')(event.target.value)}
            />
          </div>
          <FormMessage error={error} success={success} />
          <Button type="submit" busy={busy} busyText="Sending...">
            Send message
          </Button>
        </form>
        <section className="sh-contact__map" aria-label="Map">
          {/* Below the form on a phone: the map's code and tiles load once the visitor scrolls to it. */}
          <NearViewport className="sh-contact__map-box" margin="0px" visibleShare={0.5}>
            <ErrorBoundary fallback={() => <LocationNotice position={position} />}>
              <Suspense fallback={<p className="sh-map-notice">Loading map...</p>}>
                <ContactMap position={position} tileUrl={mapTileUrl} />
              </Suspense>
            </ErrorBoundary>
          </NearViewport>
          <div className="sh-contact__locate">
            <Button
              type="button"
              variant="secondary"
              onClick={locate}
              busy={locating === 'asking'}
              busyText="Finding you..."
            >
              Show my location
            </Button>
            <p className="sh-contact__locate-note" role="status">
              {locating === 'unavailable'
                ? 'Your location is not available: the map shows New York.'
                : ''}
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
