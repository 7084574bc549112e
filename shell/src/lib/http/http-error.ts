import type { HttpRequest } from './transport';

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A request the API answered with a non-2xx status (`response` set) or that never got an answer
 * (`response` undefined: offline, DNS, CORS). Aborts are not wrapped: they stay the platform's
 * `AbortError`, which the readers that cancel requests expect.
 */
export class HttpError<D = unknown> extends Error {
  // A brand rather than instanceof alone: a remote running stand-alone bundles its own copy of
  // this module, and an error must still be recognised by the other copy.
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly config: HttpRequest,
    readonly response?: HttpResponse<D>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export function isHttpError<D = unknown>(error: unknown): error is HttpError<D> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isHttpError?: unknown }).isHttpError === true
  );
}

// By name: fetch rejects with a DOMException, which is not an Error subclass in every runtime.
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
