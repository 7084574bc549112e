/** The items of a list an admin types, one a line or separated by commas: each trimmed, blanks dropped. */
export function listItems(text: string, separator: 'line' | 'comma'): string[] {
  return text
    .split(separator === 'comma' ? ',' : '\n')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** One item a line: 'Lunch\n\n Water ' -> ['Lunch', 'Water']. */
export const lineItems = (text: string): string[] => listItems(text, 'line');

/** Separated by commas: 'Free Wifi, Shuttle ,, Pool' -> ['Free Wifi', 'Shuttle', 'Pool']. */
export const commaItems = (text: string): string[] => listItems(text, 'comma');
