export {
  api,
  configureHttp,
  setUnauthorizedHandler,
  apiErrorMessage,
  apiFieldErrors,
  imageUrl,
  type HttpConfig,
} from './http-client';
