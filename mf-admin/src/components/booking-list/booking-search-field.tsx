import { useEffect, useRef, useState } from 'react';
import { TextField } from '@travel/shell/forms';
import { MAX_SEARCH_LENGTH } from '../../lib/list-query';
import { t } from '@travel/shell/i18n';

/** Long enough to skip the letters typed in one go, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 300;

export interface BookingSearchFieldProps {
  /** The search the list shows (from the URL), trimmed. */
  value: string;
  /** Applies a search (trimmed); the list goes back to its first page. */
  onSearch: (text: string) => void;
}

/**
 * The bookings' search box: what is typed is sent once the admin pauses (or at once with Enter), so every
 * letter does not cost a request and a history entry.
 */
export function BookingSearchField({ value, onSearch }: BookingSearchFieldProps) {
  const [text, setText] = useState(value);
  // The search can change under the box (Back, Clear filters): the box then shows it. An answer to what was
  // typed here leaves the text alone, so a trailing space, or letters typed meanwhile, survive.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  // The latest callback, without restarting the delay each time the screen renders.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  const wanted = text.trim();
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => search.current(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, value]);

  // The label says what is searched: a hint under the box would push it out of line with the filters.
  return (
    <TextField
      label={t('admin.filter.search')}
      name="q"
      type="search"
      maxLength={MAX_SEARCH_LENGTH}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && wanted !== value) search.current(wanted);
      }}
    />
  );
}
