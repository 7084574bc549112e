export { useApiGet, type ApiState, type ApiResult } from './use-api-get';
