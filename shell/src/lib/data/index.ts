export {
  useApiGet,
  isMissing,
  type ApiGetOptions,
  type ApiState,
  type ApiResult,
} from './use-api-get';
export { useEventStream, type EventStreamOptions } from './use-event-stream';
export { useLiveApiGet } from './use-live-api-get';
