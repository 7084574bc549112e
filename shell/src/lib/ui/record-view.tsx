import { t } from '@travel/shell/i18n';
import type { ReactNode } from 'react';
import { AsyncView, type AsyncViewProps } from './async-view';
import { ErrorPanel } from './error-panel';

/** A record that is gone or mistyped: no Retry, which could never bring it back, but the way to the list. */
export interface GoneRecord {
  title: string;
  message: string;
  link: ReactNode;
}

/**
 * A record page's body (a post, an offer) read as `{ data }`: 'Loading...', the failure with Retry, the
 * record through `children`, or `gone` for a 404 or an answer without the record.
 */
export function RecordView<T>({
  state,
  error,
  gone,
  children,
}: {
  state: AsyncViewProps<{ data?: T | null }>['state'];
  error: string;
  gone: GoneRecord;
  children: (record: T) => ReactNode;
}) {
  const notFound = (
    <ErrorPanel title={gone.title} message={gone.message}>
      {gone.link}
    </ErrorPanel>
  );
  return (
    <AsyncView state={state} loading={t('kit.loading')} error={error} notFound={notFound}>
      {({ data }) => (data ? children(data) : notFound)}
    </AsyncView>
  );
}
