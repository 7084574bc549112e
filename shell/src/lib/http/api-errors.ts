import { isHttpError } from './http-error';

/** The server's one-sentence `message`, else the caller's fallback (spec section 8 texts). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError<{ message?: unknown } | null>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** Field errors of a 400 validation response, keyed by field name, for inline display. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (isHttpError<{ errors?: unknown } | null>(error)) {
    const errors = error.response?.data?.errors;
    for (const item of Array.isArray(errors) ? errors : []) {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string') {
        result[field] ??= message;
      }
    }
  }
  return result;
}
