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
 * A list of strings sent as JSON text (`["Wifi","Pool"]`) or comma-separated (`Wifi, Pool`); items are
 * trimmed and empty ones dropped. Anything else is left for the validators.
 */
export const ToStringList = () =>
  Transform(({ value, key }: { value: unknown; key: string }) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          list = JSON.parse(text);
        } catch {
          // Its own message: left to the list validators, broken JSON read as "too many items" or worse.
          throw new BadRequestException(
            `${key.charAt(0).toUpperCase()}${key.slice(1)} must be a JSON list such as ["Wifi","Pool"] or text separated by commas`,
          );
        }
      } else {
        list = text.split(',');
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
