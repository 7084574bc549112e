import { formatMinorUnits, formatMoney } from '../money';
import { Lang, LOCALES } from './languages';
import { t } from './translate';

// Dates, times and money as each language writes them. English keeps the spec's forms exactly
// ('2026-12-01', '$45.50', '45.50 USD'); German and Spanish use Intl's for de-DE and es-ES.

const UTC = 'UTC';

/** A calendar day ('YYYY-MM-DD'): English as is; 'Dienstag, 1. Dezember 2026'; 'martes, 1 de diciembre de 2026'. */
export function formatDay(lang: Lang, day: string): string {
  if (lang === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeZone: UTC }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant, in UTC: '2026-12-01 10:30 UTC'; '1. Dezember 2026 um 10:30 UTC'. */
export function formatInstantUtc(lang: Lang, at: Date): string {
  if (lang === 'en') return `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: UTC,
  }).format(at);
  return `${text} UTC`;
}

/** How the zone is named: 'Lisbon time' in English; Intl's generic name otherwise ('Westeuropäische Zeit'). */
export function zoneName(lang: Lang, zone: string): string {
  if (zone === UTC || !zone.includes('/')) return zone;
  if (lang === 'en') {
    return t('en', 'time.zone', { city: zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') });
  }
  const part = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** A wall-clock time with its zone named: '09:00 Lisbon time', '09:00 Uhr (Westeuropäische Zeit)'. */
export function zonedTime(lang: Lang, time: string, zone: string): string {
  return t(lang, 'time.zoned', { time, zone: zoneName(lang, zone) });
}

/** An amount in currency units (dollars, as the spec shows them): '$45.50', '45,50 $', '45,50 US$'. */
export function money(lang: Lang, amount: number): string {
  if (lang === 'en') return formatMoney(amount);
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

/** An amount in hundredths with its currency: '45.50 USD', '45,50 €'. */
export function minorUnits(lang: Lang, amount: number, currency: string): string {
  if (lang === 'en') return formatMinorUnits(amount, currency);
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** A tour's length: '3 hours 30 minutes'; a tour without one lasts the spec's '1 day'. */
export function duration(lang: Lang, minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return t(lang, 'unit.oneDay');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [
    hours ? t(lang, 'unit.hours', { n: hours }) : '',
    rest ? t(lang, 'unit.minutes', { n: rest }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
