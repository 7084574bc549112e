import { t } from '@travel/shell/i18n';
import { lazy, Suspense, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { api, apiErrorMessage, apiFieldErrors } from '@travel/shell/http';
import { ErrorBoundary } from '@travel/shell/remotes';
import { Button, DisabledUntilHydrated, NearViewport, usePageMeta } from '@travel/shell/ui';
import { FormMessage, isEmail, TextAreaField, TextField } from '@travel/shell/forms';
import type { ContactRequest, MessageResponse } from '@travel/shell/api-types';
import { getRuntimeConfig } from '../../config/runtime-config';
import {
  invalidPhoneMessage,
  isValidPhone,
  PhoneField,
  usePhoneCountry,
} from '@travel/shell/phone';
import { usePosition } from './use-position';
import { LocationNotice } from './location-notice';
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
  if (!form.name.trim()) errors.name = t('shell.contact.nameRequired');
  if (!form.email.trim()) errors.email = t('shell.auth.emailRequired');
  else if (!isEmail(form.email)) errors.email = t('shell.auth.emailInvalid');
  if (!form.phone || !isValidPhone(form.phone)) errors.phone = invalidPhoneMessage();
  if (!form.message.trim()) errors.message = t('shell.contact.messageRequired');
  return errors;
}

const FIELD_ORDER: Array<keyof ContactForm> = ['name', 'email', 'phone', 'message'];

function firstOf(errors: ContactErrors): string | null {
  return FIELD_ORDER.map((field) => errors[field]).find(Boolean) ?? null;
}

export function ContactPage() {
  usePageMeta({
    title: t('shell.contact.title'),
    description: t('shell.contact.metaDescription'),
  });
  const ids = useId();
  const { position, locating, locate } = usePosition();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const { ipLookupUrl, mapTileUrl } = getRuntimeConfig();

  // The phone field's default country is looked up once the visitor starts on the form, not on every
  // visit to the page: most visitors only read the address, and the lookup is a third-party request.
  const { country, detect: detectCountryOnce } = usePhoneCountry(ipLookupUrl);

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
      setSuccess(response.data.message || t('shell.contact.sent'));
      setForm(EMPTY);
    } catch (caught) {
      setFieldErrors(apiFieldErrors(caught));
      setError(apiErrorMessage(caught, t('shell.contact.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sh-page sh-contact">
      <h1>{t('shell.contact.title')}</h1>
      <div className="sh-contact__grid">
        <DisabledUntilHydrated legend={t('shell.contact.legend')}>
          <form
            className="sh-card sh-form"
            onSubmit={(event) => void submit(event)}
            onFocus={detectCountryOnce}
            noValidate
          >
            <p className="sh-contact__required">{t('shell.contact.allRequired')}</p>
            <TextField label={t('shell.contact.name')} autoComplete="name" {...textField('name')} />
            <TextField
              label={t('kit.form.email')}
              type="email"
              autoComplete="email"
              {...textField('email')}
            />
            <PhoneField
              id={`${ids}-phone`}
              label={t('shell.contact.phone')}
              required
              defaultCountry={country}
              value={form.phone}
              onChange={update('phone')}
              error={fieldErrors.phone}
            />
            <TextAreaField label={t('shell.contact.message')} rows={5} {...textField('message')} />
            <FormMessage error={error} success={success} />
            <Button type="submit" busy={busy} busyText={t('shell.sending')}>
              {t('shell.contact.send')}
            </Button>
          </form>
        </DisabledUntilHydrated>
        <section className="sh-contact__map" aria-label={t('shell.contact.map')}>
          {/* Below the form on a phone: the map's code and tiles load once the visitor scrolls to it. */}
          <NearViewport className="sh-contact__map-box" margin="0px" visibleShare={0.5}>
            <ErrorBoundary
              fallback={() => <LocationNotice position={locating === 'found' ? position : null} />}
            >
              <Suspense fallback={<p className="sh-map-notice">{t('shell.contact.loadingMap')}</p>}>
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
              busyText={t('shell.contact.locating')}
            >
              {t('shell.contact.showLocation')}
            </Button>
            <p className="sh-contact__locate-note" role="status">
              {locating === 'unavailable' ? t('shell.contact.locationUnavailable') : ''}
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
