import type { ReactNode } from 'react';
import { InitialReadsContext, type InitialReads } from '@travel/shell/http';
import { PreloadedRemotesContext, type PreloadedRemotes } from '@travel/shell/remotes';

/**
 * What the first render of a server-rendered page reads instead of fetching: the same on the server and when
 * the browser hydrates, so both render the same markup.
 */
export function PageProviders({
  reads,
  remotes,
  children,
}: {
  reads: InitialReads;
  remotes: PreloadedRemotes;
  children: ReactNode;
}) {
  return (
    <InitialReadsContext value={reads}>
      <PreloadedRemotesContext value={remotes}>{children}</PreloadedRemotesContext>
    </InitialReadsContext>
  );
}
