import { t } from '@travel/shell/i18n';
import type { PriceCategory, TourExtra } from '@travel/shell/api-types';
import { lineItems } from '../../../lib/text-lists';

// The destination form edits a tour's price categories and extras as text, one a line, and sends them as
// the JSON the API takes (priceCategories, extras). Keys come from the names, so the spec's "Extra offers"
// keeps its key (extra-offers) and bookings keep naming what they chose.

// The words of the format ("no seat", "max", "note", "per booking", "per person") stay English in every
// language: they are what the parser reads.
export const categoriesHint = () => t('admin.destinations.categoriesHint');
export const extrasHint = () => t('admin.destinations.extrasHint');

const MONEY = /^\d+(\.\d{1,2})?$/;

/** A key from a name: lower-case letters and digits joined by dashes ("Child (4-11)" -> child-4-11). */
export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** "Name: rest", split at the last colon before the price. */
function nameAndRest(line: string): [string, string] | null {
  const at = line.lastIndexOf(':');
  if (at <= 0) return null;
  return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
}

export function categoriesToText(categories: readonly PriceCategory[] | undefined): string {
  return (categories ?? [])
    .map((c) =>
      [
        `${c.name}: ${c.price}`,
        ...(c.takesSeat ? [] : ['no seat']),
        ...(c.maxPerBooking ? [`max ${c.maxPerBooking}`] : []),
        ...(c.ageNote ? [`note ${c.ageNote}`] : []),
      ].join(', '),
    )
    .join('\n');
}

export function extrasToText(extras: readonly TourExtra[] | undefined): string {
  return (extras ?? [])
    .map((e) => `${e.name}: ${e.price} per ${e.per}${e.description ? `; ${e.description}` : ''}`)
    .join('\n');
}

type Parsed<T> = { items: T[]; error: string | null };

function unique<T extends { key: string }>(items: T[], twice: string): string | null {
  const keys = items.map((item) => item.key);
  return new Set(keys).size === keys.length ? null : twice;
}

export function parseCategories(text: string): Parsed<PriceCategory> {
  const items: PriceCategory[] = [];
  for (const line of lineItems(text)) {
    const parts = nameAndRest(line);
    const [price = '', ...options] = parts ? parts[1].split(',').map((p) => p.trim()) : [];
    if (!parts || !keyOf(parts[0]) || !MONEY.test(price)) {
      return { items, error: t('admin.destinations.categoryLine', { line }) };
    }
    const category: PriceCategory = {
      key: keyOf(parts[0]),
      name: parts[0],
      price: Number(price),
      takesSeat: true,
    };
    for (const option of options) {
      const max = /^max (\d+)$/i.exec(option);
      if (/^no seat$/i.test(option)) category.takesSeat = false;
      else if (max) category.maxPerBooking = Number(max[1]);
      else if (/^note /i.test(option)) category.ageNote = option.slice(5).trim();
      else return { items, error: t('admin.destinations.categoryOption', { option }) };
    }
    items.push(category);
  }
  return { items, error: unique(items, t('admin.destinations.categoryTwice')) };
}

export function parseExtras(text: string): Parsed<TourExtra> {
  const items: TourExtra[] = [];
  for (const line of lineItems(text)) {
    const semicolon = line.indexOf(';');
    const head = semicolon < 0 ? line : line.slice(0, semicolon);
    const description = semicolon < 0 ? '' : line.slice(semicolon + 1).trim();
    const parts = nameAndRest(head);
    const match = parts && /^(\d+(?:\.\d{1,2})?)(?:\s+per\s+(booking|person))?$/i.exec(parts[1]);
    if (!parts || !match || !keyOf(parts[0])) {
      return { items, error: t('admin.destinations.extraLine', { line }) };
    }
    items.push({
      key: keyOf(parts[0]),
      name: parts[0],
      description,
      price: Number(match[1]),
      per: (match[2]?.toLowerCase() ?? 'booking') as TourExtra['per'],
    });
  }
  return { items, error: unique(items, t('admin.destinations.extraTwice')) };
}
