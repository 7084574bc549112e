import { type InputHTMLAttributes, type Ref } from 'react';
import { getCountryCallingCode, parsePhoneNumber, type Country } from 'react-phone-number-input';

/**
 * What a visitor typed, in international form: a number typed without "+" is a national number of the
 * country chosen beside the field ("(202) 555-0143" with US chosen is +1 202 555 0143). The phone field
 * shows numbers as international ones, so without this it read such digits as a country code and a
 * visitor who replaced the prefilled "+1" with a US number got an Egyptian one (+20...).
 */
export function internationalOf(typed: string, country: Country | undefined): string {
  if (!country || typed.trimStart().startsWith('+') || !/\d/.test(typed)) return typed;
  const parsed = parsePhoneNumber(typed, country);
  if (parsed?.country === country) return parsed.number;
  // Not a whole number yet (typed one key at a time): the digits so far, without a trunk prefix "0".
  return `+${getCountryCallingCode(country)}${typed.replace(/\D/g, '').replace(/^0+/, '')}`;
}

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** The country chosen beside the field. */
  nationalCountry?: Country;
  ref?: Ref<HTMLInputElement>;
};

/** The phone field's own <input>: what is typed without "+" is read as a national number (above). */
export function NationalNumberInput({ nationalCountry, onChange, ...rest }: Props) {
  return (
    <input
      {...rest}
      onChange={(event) => {
        const international = internationalOf(event.target.value, nationalCountry);
        if (international !== event.target.value) event.target.value = international;
        onChange?.(event);
      }}
    />
  );
}
