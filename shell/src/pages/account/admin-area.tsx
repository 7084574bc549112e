import { Suspense, use } from 'react';
import { isRemoteConfigured, RemoteModule, remotesConfigured } from '@travel/shell/remotes';
import { Spinner, usePageMeta } from '@travel/shell/ui';

function AdminContent() {
  use(remotesConfigured());
  if (!isRemoteConfigured('admin')) {
    return (
      <section className="sh-card" aria-labelledby="sh-admin-title">
        <h1 id="sh-admin-title">Admin dashboard</h1>
        <p>The management screens are not available on this site yet.</p>
      </section>
    );
  }
  return <RemoteModule remote="admin" module="AdminApp" label="Admin dashboard" />;
}

export function AdminArea() {
  usePageMeta({
    title: 'Administration',
    description: 'Manage tours, hotels, offers, blog posts, bookings and users.',
  });
  return (
    <div className="sh-page sh-dashboard">
      <Suspense fallback={<Spinner />}>
        <AdminContent />
      </Suspense>
    </div>
  );
}
