import { t } from '@travel/shell/i18n';
import { useAuthStore } from '@travel/shell/auth';
import { RemoteModule } from '@travel/shell/remotes';
import { usePageMeta } from '@travel/shell/ui';

export function ClientDashboard() {
  usePageMeta({
    title: t('shell.nav.myBookings'),
    description: t('shell.account.description'),
  });
  const user = useAuthStore((state) => state.user);
  // The remote's page brings its own page box (like a remote route, see RemotePage): nested in the shell's,
  // it would start further right than the line above it.
  return (
    <div className="sh-dashboard">
      <header className="sh-page sh-dashboard__header">
        <p className="sh-muted">
          {t('shell.account.signedInAs', { email: user?.email ?? t('shell.account.guest') })}
        </p>
      </header>
      <div className="sh-remote-page">
        <RemoteModule remote="booking" module="MyBookings" label={t('shell.nav.myBookings')} />
      </div>
    </div>
  );
}
