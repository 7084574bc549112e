export {
  api,
  configureHttp,
  setUnauthorizedHandler,
  apiErrorMessage,
  apiFieldErrors,
  imageUrl,
  isAxiosError,
  takePrefetched,
  type HttpConfig,
} from './http-client';
