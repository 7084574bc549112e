/**
 * Query parameters that carry a credential: manage links (`token`), the verify-email and reset-password
 * pages' links (`token`), waitlist claim links (`token`). They sit in URLs, so the request log would
 * otherwise keep them in full.
 */
const SECRET_PARAMS = ['token', 'manageToken', 'resetToken'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');
const SECRET_KEY = new RegExp(`^(?:${SECRET_PARAMS.join('|')})$`, 'i');

export const REDACTED = '[Redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * A copy of a parsed query with the secrets' values replaced. A copy, because the serializer is handed the
 * request's own query object, which the route still reads after the log line is written.
 */
function redactQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, SECRET_KEY.test(key) ? REDACTED : value]),
  );
}

/** pino-http's request serializer, given the serialized request: its URL and query without the secrets. */
export function redactRequest<T extends { url?: string; query?: unknown }>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query && typeof req.query === 'object') {
    req.query = redactQuery(req.query as Record<string, unknown>);
  }
  return req;
}
