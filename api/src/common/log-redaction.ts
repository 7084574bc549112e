/**
 * Query parameters that carry a credential: manage links (`token`), the verify-email and reset-password
 * pages' links (`token`). They sit in URLs, so the request log would otherwise keep them in full.
 */
const SECRET_QUERY = /([?&](?:token|manageToken|resetToken)=)[^&#]*/gi;

export const REDACTED = '[Redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** pino-http's request serializer, given the serialized request: its URL without the secrets. */
export function redactRequest<T extends { url?: string }>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  return req;
}
