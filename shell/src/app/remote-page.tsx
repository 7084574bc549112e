import type { ComponentType } from 'react';
import { t } from '@travel/shell/i18n';
import { RemoteModule, type PropFreeModule, type RemoteName } from '@travel/shell/remotes';

// RemotePage's own props are the check (a listed remote, a module without props); TypeScript cannot
// see through the generic R that such a module needs no `props`, so the mount is not checked again.
const PageMount = RemoteModule as ComponentType<{ remote: string; module: string; label: string }>;

export interface RemotePageProps<R extends RemoteName> {
  remote: R;
  /** Only a module mounted without props can be a whole route. */
  module: PropFreeModule<R>;
  /** A message id: what the page is, for its fallback. */
  label: string;
}

/**
 * A whole route rendered by a remote; the shell keeps the navbar and footer if it fails. A remote's
 * page brings its own page box (content width and side padding, like .sh-page), so the shell adds
 * none: two nested paddings would start the page further right than every other one.
 */
export function RemotePage<R extends RemoteName>({ remote, module, label }: RemotePageProps<R>) {
  return (
    <div className="sh-remote-page">
      <PageMount remote={remote} module={module} label={t(label)} />
    </div>
  );
}
