import { RemoteModule } from '@travel/shell/remotes';

export interface RemotePageProps {
  remote: string;
  module: string;
  label: string;
}

/** A whole route rendered by a remote; the shell keeps the navbar and footer if it fails. */
export function RemotePage({ remote, module, label }: RemotePageProps) {
  return (
    <div className="sh-page">
      <RemoteModule remote={remote} module={module} label={label} />
    </div>
  );
}
