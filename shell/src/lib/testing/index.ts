// Jest only: one network-edge mock of the shared HTTP client for the component tests of every app.
export {
  mockApi,
  resetApiMock,
  type MockApi,
  type Reply,
  type Handler,
  type RecordedRequest,
} from './mock-api';
export { deferred } from './deferred';
