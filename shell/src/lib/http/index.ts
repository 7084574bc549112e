export {
  api,
  configureHttp,
  setUnauthorizedHandler,
  imageUrl,
  imageSrcSet,
  IMAGE_WIDTHS,
  type HttpConfig,
  type QueryValue,
  type RequestConfig,
} from './http-client';
export { apiErrorMessage, apiFieldErrors } from './api-errors';
export { HttpError, isHttpError, isAbortError, type HttpResponse } from './http-error';
export {
  setTransport,
  type HttpMethod,
  type HttpRequest,
  type Transport,
  type TransportResponse,
} from './transport';
export { takePrefetched } from './prefetch';
