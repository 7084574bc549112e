// Remote loading is state (registered remotes, one load per module): a shared singleton, kept
// apart from `@travel/shell/ui` so the UI entry stays presentational.
export {
  RemoteModule,
  ErrorBoundary,
  PreloadedRemotesContext,
  type PreloadedRemotes,
  type RemoteExports,
  type RemoteModuleProps,
} from './remote-module';
export type {
  RemoteModules,
  RemoteName,
  ExposedModule,
  ExposedProps,
  ExposedComponent,
  PropFreeModule,
} from './remote-contract';
export {
  loadRemotesConfig,
  setRemotes,
  isRemoteConfigured,
  remotesConfigured,
  loadRemoteModule,
  withMessages,
  RemoteUnavailableError,
  type RemotesConfig,
} from './remote-registry';
