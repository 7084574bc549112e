import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemoteModule, RemoteUnavailableError } from './remote-registry';
import { t, type Lang } from '@travel/shell/i18n';
import { ErrorPanel, Spinner } from '@travel/shell/ui';
import type { ExposedModule, ExposedProps, RemoteName } from './remote-contract';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The fallback tells the user; the console keeps the detail for whoever debugs it.
    if (error instanceof RemoteUnavailableError) return;
    console.warn('A page section failed to render:', error.message, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * An exposed module: its component, and the loader of its app's messages (`AppMessages.load`), which the
 * loader below awaits in the page's language before the component renders.
 */
export type RemoteExports = {
  default: ComponentType<object>;
  loadMessages?: (lang: Lang) => Promise<void>;
};

/**
 * The remote modules a server-rendered page was rendered with, loaded before its first render on the server
 * and again in the browser before hydrating, by `remote/module`: the module, or null when it failed to load
 * on the server (the page then carries the section's fallback, and hydrating shows the same).
 */
export type PreloadedRemotes = ReadonlyMap<string, RemoteExports | null>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes>(new Map());

// One load per remote module for the whole page (several mounts share it); `use` needs the same
// promise on every render. A Retry drops the entry and asks for a fresh registration.
const loads = new Map<string, Promise<RemoteExports>>();
const retried = new Set<string>();

function loadOnce(remote: string, module: string): Promise<RemoteExports> {
  const key = `${remote}/${module}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = loadRemoteModule<RemoteExports>(remote, module, { fresh: retried.delete(key) });
    loads.set(key, pending);
  }
  return pending;
}

function retry(remote: string, module: string): void {
  const key = `${remote}/${module}`;
  loads.delete(key);
  retried.add(key);
}

function RemoteContent({
  remote,
  module,
  props,
}: {
  remote: string;
  module: string;
  props: object;
}) {
  const preloaded = useContext(PreloadedRemotesContext).get(`${remote}/${module}`);
  // Loaded before the first render (server, hydration): rendered at once, so both render the same markup.
  const Remote = (preloaded ?? use(loadOnce(remote, module))).default;
  return <Remote {...props} />;
}

/** `props` is required exactly when the exposed component has required props. */
type PropsOf<P> = NoRequiredProps<P> extends true ? { props?: P } : { props: P };
type NoRequiredProps<P> = object extends P ? true : Record<string, never> extends P ? true : false;

export type RemoteModuleProps<R extends RemoteName, M extends ExposedModule<R>> = {
  /** Federation name from remotes.json, e.g. 'booking'. */
  remote: R;
  /** Expose key without './', e.g. 'StayBookingForm'. */
  module: M;
  /** What the section is, for the fallback text ('Blog', 'Special offers'). */
  label?: string;
  loading?: ReactNode;
} & PropsOf<ExposedProps<R, M>>;

/**
 * Mounts a federated component lazily behind its own error boundary, so a remote that is down
 * leaves the rest of the page working and can be retried in place, without a page reload. The
 * remote, module and props are checked against the kit's remote contract (remote-contract.ts).
 */
export function RemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  mount: RemoteModuleProps<R, M>,
) {
  const { remote, module, label, loading } = mount;
  // The conditional `props` member cannot be read off a still-generic type; its shape was checked
  // at the mount.
  const props = (mount as { props?: object }).props;
  const [attempt, setAttempt] = useState(0);
  // Error boundaries do not run on the server: a module the server could not load shows its fallback from
  // the first render on, until a Retry.
  const preloaded = useContext(PreloadedRemotesContext);
  const failedOnServer = attempt === 0 && preloaded.get(`${remote}/${module}`) === null;
  // The server may have given up on a remote that is fine (its upstream timeout, on a busy render server,
  // or a release switching over): once hydrated, the browser loads it once itself and shows it when it
  // comes, the server's fallback shown meanwhile (so hydration matches). A remote really down keeps the
  // fallback, and its Retry.
  useEffect(() => {
    if (!failedOnServer) return;
    let mounted = true;
    retry(remote, module);
    loadOnce(remote, module).then(
      () => mounted && setAttempt((n) => n + 1),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [failedOnServer, remote, module]);
  const fallback = () => (
    <ErrorPanel
      message={label ? t('kit.remote.failed', { label }) : t('kit.remote.sectionFailed')}
      onAction={() => {
        retry(remote, module);
        setAttempt((n) => n + 1);
      }}
    />
  );
  if (failedOnServer) return fallback();

  return (
    <ErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={loading ?? <Spinner />}>
        <RemoteContent remote={remote} module={module} props={props ?? {}} />
      </Suspense>
    </ErrorBoundary>
  );
}
