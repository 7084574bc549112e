import { useAuthStore } from '@travel/shell/auth';
import { RemoteModule } from '@travel/shell/remotes';
import { usePageMeta } from '@travel/shell/ui';

export function ClientDashboard() {
  usePageMeta({
    title: 'My bookings',
    description: 'Your tour and stay bookings at Travel & Tours.',
  });
  const user = useAuthStore((state) => state.user);
  return (
    <div className="sh-page sh-dashboard">
      <header className="sh-dashboard__header">
        <p className="sh-muted">Signed in as {user?.email ?? 'guest'}</p>
      </header>
      <RemoteModule remote="booking" module="MyBookings" label="My bookings" />
    </div>
  );
}
