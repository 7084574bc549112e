import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { Spinner } from '@travel/shell/ui';
import { DashboardLayout } from '../features/dashboard';

// Each screen is its own chunk: an admin opening the hotel table does not download the charts.
const OverviewPage = lazy(() => import('../features/overview'));
const HotelsPage = lazy(() => import('../features/hotels'));
const DestinationsPage = lazy(() => import('../features/destinations'));
const OffersPage = lazy(() => import('../features/offers'));
const BlogPostsPage = lazy(() => import('../features/blog-posts'));
const TourBookingsPage = lazy(() => import('../features/tour-bookings'));
const StayBookingsPage = lazy(() => import('../features/stay-bookings'));
const UsersPage = lazy(() => import('../features/users'));
const MessagesPage = lazy(() => import('../features/messages'));

function NotFound() {
  return (
    <section className="adm-panel" aria-labelledby="adm-not-found">
      <h1 id="adm-not-found">Page not found</h1>
      <p>
        This admin page does not exist. <Link to={paths.admin.overview}>Back to the overview</Link>
      </p>
    </section>
  );
}

/**
 * The admin dashboard, mounted by the shell at /admin/* (the spec's /Admin/... links match too: routes
 * are case-insensitive). Paths below are relative to that mount point.
 */
export function AdminApp() {
  return (
    <DashboardLayout>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="statistics" element={<OverviewPage />} />
          <Route path="updates" element={<OverviewPage />} />
          <Route path="hotelView" element={<HotelsPage />} />
          <Route path="hotel" element={<HotelsPage />} />
          <Route path="destinationView" element={<DestinationsPage />} />
          <Route path="OfferView" element={<OffersPage />} />
          <Route path="AddBlog" element={<BlogPostsPage />} />
          <Route path="Booking" element={<TourBookingsPage />} />
          <Route path="BookingApartment" element={<StayBookingsPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="roles" element={<UsersPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </DashboardLayout>
  );
}
