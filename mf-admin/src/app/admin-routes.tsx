import { lazy, type ComponentType } from 'react';
import { Link, Navigate, type RouteObject } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { BOOKING_DETAIL_ROUTE } from '../lib/booking-paths';
import { t } from '@travel/shell/i18n';

// Each screen is its own chunk: an admin opening the hotel table does not download the charts.
const OverviewPage = lazy(() => import('../features/overview'));
const HotelsPage = lazy(() => import('../features/hotels'));
const DestinationsPage = lazy(() => import('../features/destinations'));
const OffersPage = lazy(() => import('../features/offers'));
const BlogPostsPage = lazy(() => import('../features/blog-posts'));
const TourBookingsPage = lazy(() => import('../features/tour-bookings'));
const StayBookingsPage = lazy(() => import('../features/stay-bookings'));
const WaitlistPage = lazy(() => import('../features/waitlist'));
const TourTimesPage = lazy(() => import('../features/tour-times'));
const UsersPage = lazy(() => import('../features/users'));
const MessagesPage = lazy(() => import('../features/messages'));
const ActivityPage = lazy(() => import('../features/activity'));
const MailsPage = lazy(() => import('../features/mails'));
const RecentlyDeletedPage = lazy(() => import('../features/recently-deleted'));
const BookingDetailPage = lazy(() => import('../features/booking-detail'));
const ManifestPage = lazy(() => import('../features/manifest'));
const PromoCodesPage = lazy(() => import('../features/promo-codes'));
const GiftCardsPage = lazy(() => import('../features/gift-cards'));
const ResellersPage = lazy(() => import('../features/resellers'));
const NewBookingPage = lazy(() => import('../features/new-booking'));
const CurrenciesPage = lazy(() => import('../features/currencies'));

/** Every admin path of the site's `paths`, with its screen: links and routes come from one list. */
const screens: ReadonlyArray<readonly [string, ComponentType]> = [
  [paths.admin.overview, OverviewPage],
  [paths.admin.statistics, OverviewPage],
  [paths.admin.updates, OverviewPage],
  [paths.admin.hotels, HotelsPage],
  [paths.admin.destinations, DestinationsPage],
  [paths.admin.offers, OffersPage],
  [paths.admin.blog, BlogPostsPage],
  [paths.admin.tourBookings, TourBookingsPage],
  [paths.admin.stayBookings, StayBookingsPage],
  [paths.admin.waitlist, WaitlistPage],
  [paths.admin.tourTimes, TourTimesPage],
  [paths.admin.users, UsersPage],
  [paths.admin.roles, UsersPage],
  [paths.admin.messages, MessagesPage],
  [paths.admin.activity, ActivityPage],
  [paths.admin.mails, MailsPage],
  [paths.admin.recentlyDeleted, RecentlyDeletedPage],
  [paths.admin.manifest, ManifestPage],
  [paths.admin.promoCodes, PromoCodesPage],
  [paths.admin.giftCards, GiftCardsPage],
  [paths.admin.resellers, ResellersPage],
  [paths.admin.newBooking, NewBookingPage],
  [paths.admin.currencies, CurrenciesPage],
];

/** A path below the dashboard's mount point (/admin/*, any case), as the routes under it are written. */
const belowMount = (path: string) => path.replace(/^\/admin\/?/i, '');

function NotFound() {
  return (
    <section className="adm-panel" aria-labelledby="adm-not-found">
      <h1 id="adm-not-found">{t('admin.notFound.title')}</h1>
      <p>
        {t('admin.notFound.text')} <Link to={paths.admin.overview}>{t('admin.notFound.back')}</Link>
      </p>
    </section>
  );
}

/** The dashboard's routes, relative to where the shell mounts it. */
export const adminRoutes: RouteObject[] = [
  ...screens.map(([path, Screen]): RouteObject => {
    const below = belowMount(path);
    return below ? { path: below, element: <Screen /> } : { index: true, element: <Screen /> };
  }),
  // One booking of either kind, its reference in the address (linked from each row of the booking lists).
  { path: BOOKING_DETAIL_ROUTE, element: <BookingDetailPage /> },
  // Older names of two screens that existing links still use.
  { path: 'overview', element: <OverviewPage /> },
  { path: 'hotel', element: <HotelsPage /> },
  { path: '*', element: <NotFound /> },
];

/**
 * A guide's routes: the manifest alone; any other admin address leads there (the API refuses a guide
 * everything else anyway).
 */
export const guideRoutes: RouteObject[] = [
  { path: belowMount(paths.admin.manifest), element: <ManifestPage /> },
  { path: '*', element: <Navigate to={paths.admin.manifest} replace /> },
];
