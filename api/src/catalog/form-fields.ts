import { BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { hasAtMostCents } from '../common/money';

/**
 * Multipart sends every value as text: a numeric string becomes a number, anything else (an object from
 * `price[x]=1`, words) stays as it is for the validators to refuse.
 */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
  });

/**
 * A list sent in one multipart text field: JSON text when it starts with `[` (a JSON syntax error is thrown),
 * else the items between commas, blank ones left out.
 */
export function readTextList(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed);
  return trimmed.split(',').filter((item) => item.trim() !== '');
}

/**
 * A list of strings sent as JSON text (`["Wifi","Pool"]`) or comma-separated (`Wifi, Pool`); items are
 * trimmed and empty ones dropped. Anything else is left for the validators. `label` names the field in the
 * message as the form does (else its key, capitalized).
 */
export const ToStringList = (label?: string) =>
  Transform(({ value, key }: { value: unknown; key: string }) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = readTextList(value);
      } catch {
        // Its own message: left to the list validators, broken JSON read as "too many items" or worse.
        throw new BadRequestException(
          `${label ?? `${key.charAt(0).toUpperCase()}${key.slice(1)}`} must be a JSON list such as ["Wifi","Pool"] or text separated by commas`,
        );
      }
    }
    if (!Array.isArray(list)) return list;
    return list
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  });

export const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };

/** An optional text field: trimmed, and sent empty it means "none". */
export const TrimOrNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });

/** A catalog price: at most 2 decimals (spec 5 "step 0.01"), the same rule for hotels, destinations, offers. */
export const HasCents = (message: string) =>
  ValidateBy({
    name: 'hasCents',
    validator: {
      validate: (value: unknown) => typeof value !== 'number' || hasAtMostCents(value),
      defaultMessage: () => message,
    },
  });
