import { RemoteModule } from '@travel/shell/remotes';
import { usePageMeta } from '@travel/shell/ui';

export function AdminArea() {
  usePageMeta({
    title: 'Administration',
    description: 'Manage tours, hotels, offers, blog posts, bookings and users.',
  });
  return (
    <div className="sh-page sh-dashboard">
      <RemoteModule remote="admin" module="AdminApp" label="Admin dashboard" />
    </div>
  );
}
