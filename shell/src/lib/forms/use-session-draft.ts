import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

/** `stored`'s fields that `current` has, with the same type: a stale or foreign draft cannot break the form. */
function mergeDraft<T extends object>(current: T, stored: unknown): T {
  if (typeof stored !== 'object' || stored === null) return current;
  const next = { ...current };
  for (const key of Object.keys(current) as Array<keyof T & string>) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === typeof current[key]) next[key] = value as T[typeof key];
  }
  return next;
}

/**
 * Keeps a half-filled form in sessionStorage under `key` (one key per page and form), so that leaving the
 * page and coming back with Back or Forward finds it as it was left; the draft lives as long as the tab.
 * `value` is the form's state and `setValue` its (stable) setter; the draft is restored once after mount,
 * never during the server render or hydration, which must match the server's markup. Call `clear` once the
 * form has done its job (a booking made), so the next visit starts afresh.
 */
export function useSessionDraft<T extends object>(
  key: string,
  value: T,
  setValue: Dispatch<SetStateAction<T>>,
): { clear: () => void } {
  // The form as it was first rendered: not worth a draft, and not to be written over the stored one.
  const untouched = useRef<T | null>(value);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = sessionStorage.getItem(key);
    } catch {
      return; // storage blocked (privacy modes): the form simply starts empty
    }
    if (stored === null) return;
    try {
      const draft: unknown = JSON.parse(stored);
      setValue((current) => mergeDraft(current, draft));
    } catch {
      // A hand-edited value: start afresh.
    }
  }, [key, setValue]);

  useEffect(() => {
    if (value === untouched.current) return;
    untouched.current = null;
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked: the form works, it only will not survive leaving the page.
    }
  }, [key, value]);

  return {
    clear: () => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Blocked storage holds no draft either.
      }
    },
  };
}
