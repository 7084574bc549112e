import type { ReactNode } from 'react';
import type { ApiState } from '../data/use-api-get';
import { ErrorPanel } from './error-panel';

export interface AsyncViewProps<T> {
  /** A request's state; with its `reload` (what `useApiGet` returns), an error offers Retry by itself. */
  state: ApiState<T> & { reload?: () => void };
  /** The spec's loading text, e.g. 'Loading hotels...'. */
  loading: string;
  error: string | ((state: { notFound: boolean; message: string }) => string);
  /** What a 404 shows instead of the error panel: a detail page whose record is gone. */
  notFound?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What Retry does; the state's own `reload` when not given. */
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** The loading / error (with Retry) / empty / data states of one request, in the same markup everywhere. */
export function AsyncView<T>({
  state,
  loading,
  error,
  notFound,
  isEmpty,
  empty,
  onRetry,
  children,
}: AsyncViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <p className="sh-async sh-async--loading" role="status">
        {loading}
      </p>
    );
  }
  if (state.status === 'error' && state.notFound && notFound !== undefined) return <>{notFound}</>;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        message={typeof error === 'function' ? error(state) : error}
        onAction={onRetry ?? state.reload}
      />
    );
  }
  if (isEmpty?.(state.data)) return <>{empty ?? null}</>;
  return <>{children(state.data)}</>;
}
