import type { Country } from 'react-phone-number-input';
import { isSupportedCountry } from 'react-phone-number-input';

export const DEFAULT_COUNTRY: Country = 'US';
export const LOOKUP_TIMEOUT_MS = 1500;

/**
 * The visitor's country from an IP lookup service, for the phone input's default country.
 * Offline or slow lookups fall back to 'US' within LOOKUP_TIMEOUT_MS.
 */
export async function lookupCountry(url: string): Promise<Country> {
  if (!url) return DEFAULT_COUNTRY;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) return DEFAULT_COUNTRY;
    const code = (await response.text()).trim().toUpperCase();
    return isSupportedCountry(code) ? code : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  } finally {
    clearTimeout(timer);
  }
}
