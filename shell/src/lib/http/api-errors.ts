import { t } from '@travel/shell/i18n';
import type { ApiErrorCode } from '../api-types';
import { isHttpError } from './http-error';

/** Spec section 8: a call answered 2xx, but with a body that is not what it answers. */
export const unexpectedResponseMessage = (): string => t('kit.unexpectedResponse');

export class UnexpectedResponseError extends Error {
  // A brand, as HttpError has: a remote running stand-alone bundles its own copy of this module.
  readonly isUnexpectedResponse = true;

  constructor() {
    super(unexpectedResponseMessage());
    this.name = 'UnexpectedResponseError';
  }
}

function isUnexpectedResponse(error: unknown): error is UnexpectedResponseError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isUnexpectedResponse?: unknown }).isUnexpectedResponse === true
  );
}

/**
 * The stored record of a save's `{ data }` answer; throws UnexpectedResponseError when the body carries no
 * record with an `_id`, so a save that did not really happen is never reported as done.
 */
export function savedRecord<T extends { _id: string }>(body: unknown): T {
  const data = (body as { data?: unknown } | null)?.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { _id?: unknown })._id === 'string'
  )
    return data as T;
  throw new UnexpectedResponseError();
}

/**
 * The server's one-sentence `message`, else the caller's fallback (spec section 8 texts); an answer that did
 * not fit says 'Unexpected server response'.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isUnexpectedResponse(error)) return error.message;
  if (isHttpError<{ message?: unknown } | null>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** The API's reason for a refusal a client acts on (ErrorBody.code): screens branch on it, never on wording. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  if (!isHttpError<{ code?: unknown } | null>(error)) return undefined;
  const code = error.response?.data?.code;
  return typeof code === 'string' ? (code as ApiErrorCode) : undefined;
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
