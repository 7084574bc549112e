import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { readTextList } from '../catalog/form-fields';

/** The times a destination's tours start when an admin has not chosen any. */
export const DEFAULT_TOUR_TIMES = ['09:00', '13:00', '17:00'];
export const MAX_TOUR_TIMES = 12;
export const TOUR_TIMES_MESSAGE = 'Tour times must be times like 09:30, separated by commas';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A list of tour times as stored: 'HH:mm' each, sorted and without repeats, 1 to 12 of them; null when
 * `value` is anything else. A time of one digit's hour (9:30) is read as 09:30.
 */
export function normalizeTourTimes(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const times = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string') return null;
    const time = /^\d:/.test(item.trim()) ? `0${item.trim()}` : item.trim();
    if (!TIME.test(time)) return null;
    times.add(time);
  }
  if (times.size < 1 || times.size > MAX_TOUR_TIMES) return null;
  return [...times].sort();
}

/**
 * The multipart field: comma-separated text (`09:00, 13:30`) or a JSON array; normalised when valid,
 * left as sent for the validator to refuse otherwise.
 */
export const ToTourTimes = () =>
  Transform(({ value }: { value: unknown }) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = readTextList(value);
      } catch {
        return value;
      }
    }
    return normalizeTourTimes(list) ?? value;
  });

export const IsTourTimes = () =>
  ValidateBy({
    name: 'isTourTimes',
    validator: {
      validate: (value: unknown) => normalizeTourTimes(value) !== null,
      defaultMessage: () => TOUR_TIMES_MESSAGE,
    },
  });
