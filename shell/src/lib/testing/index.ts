// Jest only: one network-edge mock of the shared HTTP client and one way to render a screen at a URL,
// for the component tests of every app.
export {
  mockApi,
  resetApiMock,
  type MockApi,
  type Reply,
  type Handler,
  type RecordedRequest,
} from './mock-api';
export { deferred } from './deferred';
export { renderAt, type RenderAtOptions } from './render-at';
export { translationProblems } from './translations';
