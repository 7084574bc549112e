import type { ReactNode } from 'react';
import type { ApiState } from '../data/use-api-get';
import { Button } from './button';

export interface AsyncViewProps<T> {
  state: ApiState<T>;
  /** The spec's loading text, e.g. 'Loading hotels...'. */
  loading: string;
  error: string | ((state: { notFound: boolean; message: string }) => string);
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/** The loading / error (with Retry) / empty / data states of one request, in the same markup everywhere. */
export function AsyncView<T>({
  state,
  loading,
  error,
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
  if (state.status === 'error') {
    return (
      <div className="sh-async sh-async--error" role="alert">
        <p>{typeof error === 'function' ? error(state) : error}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  }
  if (isEmpty?.(state.data)) return <>{empty ?? null}</>;
  return <>{children(state.data)}</>;
}
