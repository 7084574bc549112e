export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the client hands it to the network, headers and body final. */
export interface HttpRequest {
  method: HttpMethod;
  /** Path with the encoded `params` appended, without the API origin. */
  url: string;
  /** The API origin at the time of the call; undefined means same origin. */
  baseURL: string | undefined;
  headers: Headers;
  /** JSON text, or FormData for which the browser writes the multipart Content-Type itself. */
  body: string | FormData | undefined;
  signal: AbortSignal | undefined;
}

/** The part of a fetch `Response` the client reads, so a test double need not build a real one. */
export interface TransportResponse {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

export type Transport = (request: HttpRequest) => Promise<TransportResponse>;

const isAbsolute = (url: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

export function fullUrl(request: HttpRequest): string {
  if (!request.baseURL || isAbsolute(request.url)) return request.url;
  return `${request.baseURL}/${request.url.replace(/^\/+/, '')}`;
}

// `fetch` is looked up on each call, not captured at load, so a test's stub of it is honoured.
const fetchTransport: Transport = (request) =>
  fetch(fullUrl(request), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
  });

let transport: Transport = fetchTransport;

export const send: Transport = (request) => transport(request);

/**
 * Replaces the network under the client (the component tests' mock API); `null` puts fetch back.
 * Everything above it (headers, token, body encoding, parsing, errors, the 401 path) still runs.
 */
export function setTransport(replacement: Transport | null): void {
  transport = replacement ?? fetchTransport;
}
