export {
  api,
  configureHttp,
  setUnauthorizedHandler,
  imageUrl,
  apiUrlFor,
  imageSrcSet,
  IMAGE_WIDTHS,
  type HttpConfig,
  type QueryValue,
  type RequestConfig,
} from './http-client';
export {
  apiErrorCode,
  apiErrorMessage,
  apiFieldErrors,
  savedRecord,
  UnexpectedResponseError,
  unexpectedResponseMessage,
} from './api-errors';
export { HttpError, isHttpError, isAbortError, type HttpResponse } from './http-error';
export {
  setTransport,
  type HttpMethod,
  type HttpRequest,
  type Transport,
  type TransportResponse,
} from './transport';
export { takePrefetched } from './prefetch';
export {
  InitialReads,
  InitialReadsContext,
  useInitialReads,
  type InitialRead,
} from './initial-reads';
