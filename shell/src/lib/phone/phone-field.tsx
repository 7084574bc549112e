import { useRef, useState, type ReactNode } from 'react';
import PhoneInput, { type Country, type FlagProps } from 'react-phone-number-input';
import { DEFAULT_COUNTRY, lookupCountry } from './ip-country';
import { NationalNumberInput } from './national-number-input';
import 'react-phone-number-input/style.css';
import './phone-field.css';

// The country as its code ('US', 'FR') rather than a flag: the library's flags are images from a CDN
// (unreachable offline) and emoji flags show as empty boxes where no colour emoji font is installed.
// The library hides the icon from assistive technology: the country select itself names the country.
function CountryCode({ country }: FlagProps) {
  return <span className="sh-country-code">{country}</span>;
}

export interface PhoneFieldProps {
  id: string;
  label: string;
  /** International form (+12025550143), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The country offered before the visitor picks one (see usePhoneCountry). */
  defaultCountry: Country;
  name?: string;
  required?: boolean;
  error?: string;
  /** A line under the label ("Optional: ..."). */
  hint?: ReactNode;
}

/**
 * A phone number with its country beside it, as the contact form and the booking forms take it: shown and
 * sent in international form; digits typed without "+" are a national number of the chosen country.
 */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  defaultCountry,
  name = 'phone',
  required = false,
  error,
  hint,
}: PhoneFieldProps) {
  // The country chosen beside the field (the default until the visitor picks one).
  const [phoneCountry, setPhoneCountry] = useState<Country | undefined>(undefined);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'sh-field sh-field--invalid' : 'sh-field'}>
      <label className="sh-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="sh-field__hint">
          {hint}
        </p>
      ) : null}
      <PhoneInput
        id={id}
        name={name}
        international
        limitMaxLength
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        defaultCountry={defaultCountry}
        onCountryChange={setPhoneCountry}
        inputComponent={NationalNumberInput}
        numberInputProps={{ nationalCountry: phoneCountry ?? defaultCountry }}
        flagComponent={CountryCode}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        autoComplete="tel"
      />
      {error ? (
        <p id={errorId} className="sh-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The IP lookup service the site is configured with (its /config.json), '' when there is none. */
async function configuredLookupUrl(): Promise<string> {
  try {
    const response = await fetch('/config.json');
    if (!response.ok) return '';
    const body = (await response.json()) as { ipLookupUrl?: unknown };
    return typeof body.ipLookupUrl === 'string' ? body.ipLookupUrl : '';
  } catch {
    return '';
  }
}

/**
 * The phone field's default country, looked up from the visitor's address once `detect` is first called
 * (when the visitor starts on the form, not on every visit: the lookup is a third-party request). Without
 * `lookupUrl`, the site's configured service is used.
 */
export function usePhoneCountry(lookupUrl?: string): { country: Country; detect: () => void } {
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const lookup = useRef<Promise<void> | null>(null);
  const detect = () => {
    lookup.current ??= (
      lookupUrl === undefined ? configuredLookupUrl() : Promise.resolve(lookupUrl)
    )
      .then(lookupCountry)
      .then(setCountry);
  };
  return { country, detect };
}
