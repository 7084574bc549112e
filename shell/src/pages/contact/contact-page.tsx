import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import PhoneInput, {
  isValidPhoneNumber,
  type Country,
  type FlagProps,
} from 'react-phone-number-input';
import { api, apiErrorMessage, apiFieldErrors } from '@travel/shell/http';
import { ErrorBoundary } from '@travel/shell/remotes';
import { Button, DisabledUntilHydrated, NearViewport, usePageMeta } from '@travel/shell/ui';
import { FormMessage, isEmail, TextAreaField, TextField } from '@travel/shell/forms';
import type { ContactRequest, MessageResponse } from '@travel/shell/api-types';
import { getRuntimeConfig } from '../../config/runtime-config';
import { DEFAULT_COUNTRY, lookupCountry } from './ip-country';
import { usePosition } from './use-position';
import { LocationNotice } from './location-notice';
import { NationalNumberInput } from './national-number-input';
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

type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** The server's limits, so a visitor cannot type past what would be refused. */
const MAX_LENGTH = { name: 100, email: 254, message: 5000 } as const;

/** Every field's problem at once, in the server's words; all four fields are required. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(form.email)) errors.email = 'Please enter a valid email address';
  if (!form.phone || !isValidPhoneNumber(form.phone))
    errors.phone = 'Please enter a valid phone number';
  if (!form.message.trim()) errors.message = 'Message is required';
  return errors;
}

const FIELD_ORDER: Array<keyof ContactForm> = ['name', 'email', 'phone', 'message'];

function firstOf(errors: ContactErrors): string | null {
  return FIELD_ORDER.map((field) => errors[field]).find(Boolean) ?? null;
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
  // The country chosen beside the phone field (the looked-up default until the visitor picks one).
  const [phoneCountry, setPhoneCountry] = useState<Country | undefined>(undefined);
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
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
  /** What the name, email and message fields share: the id, limit, value, error and change of `name`. */
  const textField = (name: keyof typeof MAX_LENGTH) => ({
    id: `${ids}-${name}`,
    name,
    required: true,
    maxLength: MAX_LENGTH[name],
    value: form[name],
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateContact(form);
    setFieldErrors(invalid);
    setError(firstOf(invalid));
    setSuccess(null);
    if (firstOf(invalid)) return;
    setBusy(true);
    try {
      const body: ContactRequest = {
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone,
        message: form.message.trim(),
        // Only a position the visitor chose to share: the map's New York default is nobody's location.
        ...(locating === 'found' ? { location: position } : {}),
      };
      const response = await api.post<MessageResponse>('/api/contact', body);
      setSuccess(response.data.message || 'Message sent successfully!');
      setForm(EMPTY);
    } catch (caught) {
      setFieldErrors(apiFieldErrors(caught));
      setError(apiErrorMessage(caught, 'Failed to send your message. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-contact">
      <h1>Contact us</h1>
      <div className="sh-contact__grid">
        <DisabledUntilHydrated legend="Send us a message">
          <form
            className="sh-card sh-form"
            onSubmit={(event) => void submit(event)}
            onFocus={detectCountryOnce}
            noValidate
          >
            <p className="sh-contact__required">All fields are required.</p>
            <TextField label="Name" autoComplete="name" {...textField('name')} />
            <TextField label="Email" type="email" autoComplete="email" {...textField('email')} />
            <div className={fieldErrors.phone ? 'sh-field sh-field--invalid' : 'sh-field'}>
              <label className="sh-field__label" htmlFor={`${ids}-phone`}>
                Phone
              </label>
              <PhoneInput
                id={`${ids}-phone`}
                name="phone"
                international
                limitMaxLength
                required
                aria-invalid={fieldErrors.phone ? true : undefined}
                aria-describedby={fieldErrors.phone ? `${ids}-phone-error` : undefined}
                defaultCountry={country}
                onCountryChange={setPhoneCountry}
                inputComponent={NationalNumberInput}
                numberInputProps={{ nationalCountry: phoneCountry ?? country }}
                flagComponent={CountryCode}
                value={form.phone || undefined}
                onChange={(value) => update('phone')(value ?? '')}
                autoComplete="tel"
              />
              {fieldErrors.phone ? (
                <p id={`${ids}-phone-error`} className="sh-field__error">
                  {fieldErrors.phone}
                </p>
              ) : null}
            </div>
            <TextAreaField label="Message" rows={5} {...textField('message')} />
            <FormMessage error={error} success={success} />
            <Button type="submit" busy={busy} busyText="Sending...">
              Send message
            </Button>
          </form>
        </DisabledUntilHydrated>
        <section className="sh-contact__map" aria-label="Map">
          {/* Below the form on a phone: the map's code and tiles load once the visitor scrolls to it. */}
          <NearViewport className="sh-contact__map-box" margin="0px" visibleShare={0.5}>
            <ErrorBoundary
              fallback={() => <LocationNotice position={locating === 'found' ? position : null} />}
            >
              <Suspense fallback={<p className="sh-map-notice">Loading map...</p>}>
                <ContactMap position={position} own={locating === 'found'} tileUrl={mapTileUrl} />
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
