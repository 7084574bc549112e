import type { RouteObject } from '@travel/shell/router';
import { HomePage } from '../pages/home/home-page';
import { Layout } from './layout';
import { PageError, PageLoading, RouteError } from './route-error';
import { RemotePage } from './remote-page';
import { RequireAdmin, RequireSignedIn } from './guards';

/**
 * The pages inside the layout, behind one pathless route: when a page fails (its code did not load, it
 * threw), its error view takes the page's place and the navbar and footer stay; while a page's code arrives
 * on the first visit, a loading state shows inside the layout (without one React Router renders nothing at
 * all until the chunk arrives, and warns about it).
 */
function inLayout(pages: RouteObject[]): RouteObject[] {
  return [
    { errorElement: <PageError />, hydrateFallbackElement: <PageLoading />, children: pages },
  ];
}

// Every page but Home is its own chunk: the first load on Home has a 160 KB gzip budget.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: inLayout([
      { index: true, element: <HomePage /> },
      { path: 'Home', element: <HomePage /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('../pages/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('../pages/auth/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../pages/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'us',
        lazy: async () => ({ Component: (await import('../pages/static/about-page')).AboutPage }),
      },
      {
        path: 'faqs',
        lazy: async () => ({ Component: (await import('../pages/static/faq-page')).FaqPage }),
      },
      {
        path: 'visa',
        lazy: async () => ({ Component: (await import('../pages/static/visa-page')).VisaPage }),
      },
      {
        path: 'usa',
        lazy: async () => ({ Component: (await import('../pages/static/usa-page')).UsaPage }),
      },
      {
        path: 'blog',
        lazy: async () => ({ Component: (await import('../pages/blog/blog-page')).BlogPage }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('../pages/contact/contact-page')).ContactPage,
        }),
      },
      {
        path: 'destination',
        element: <RemotePage remote="catalog" module="DestinationPage" label="Destination" />,
      },
      {
        path: 'hotel',
        element: <RemotePage remote="catalog" module="HotelPage" label="Hotels" />,
      },
      {
        path: 'OfferDetails/:id',
        element: <RemotePage remote="catalog" module="OfferDetailsPage" label="Offer details" />,
      },
      {
        path: 'TourPage/:id?',
        element: <RemotePage remote="booking" module="TourPage" label="Tour page" />,
      },
      {
        // The link in booking mails: no account needed, the token in the query is the key.
        path: 'booking/manage',
        element: <RemotePage remote="booking" module="ManageBookingPage" label="Your booking" />,
      },
      {
        // Where Stripe's payment page sends visitors back (paid, or not), with the same link.
        path: 'booking/paid',
        element: <RemotePage remote="booking" module="ManageBookingPage" label="Your booking" />,
      },
      {
        path: 'booking/payment-cancelled',
        element: <RemotePage remote="booking" module="ManageBookingPage" label="Your booking" />,
      },
      {
        // The links in waitlist mails (api waitlist.service.ts builds them): the token is the key.
        path: 'waitlist/claim',
        element: <RemotePage remote="booking" module="WaitlistPage" label="Waitlist offer" />,
      },
      {
        path: 'waitlist/leave',
        element: <RemotePage remote="booking" module="WaitlistPage" label="Leave the waitlist" />,
      },
      {
        path: 'BlogDetails/:id',
        element: <RemotePage remote="blog" module="BlogDetailsPage" label="Blog post" />,
      },
      {
        path: 'client/*',
        lazy: async () => {
          const { ClientDashboard } = await import('../pages/account/client-dashboard');
          return {
            element: (
              <RequireSignedIn>
                <ClientDashboard />
              </RequireSignedIn>
            ),
          };
        },
      },
      {
        // Paths match case-insensitively, so this also covers the spec's /Admin/... links.
        path: 'admin/*',
        lazy: async () => {
          const { AdminArea } = await import('../pages/account/admin-area');
          return {
            element: (
              <RequireAdmin>
                <AdminArea />
              </RequireAdmin>
            ),
          };
        },
      },
      { path: '*', element: <HomePage notFound /> },
    ]),
  },
];
