import type { RouteObject } from '@travel/shell/router';
import { HomePage } from '../pages/home/home-page';
import { Layout } from './layout';
import { PageError, PageLoading, RouteError } from './route-error';
import type { PropFreeModule, RemoteName } from '@travel/shell/remotes';
import { RemotePage } from './remote-page';
import { currentLang } from '@travel/shell/i18n';
import { pageMessages } from './shell-messages';

/** A shell page's code and its texts in the page's language, both in before it renders. */
function withPageMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), pageMessages.load(currentLang())]))[0];
}

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

/** A page that is a remote's module, loaded (and on the server, rendered) from where that remote is deployed. */
function remoteRoute<R extends RemoteName>(
  path: string,
  remote: R,
  module: PropFreeModule<R>,
  /** The message id of what the page is, for its fallback ('Tour page could not be loaded.'). */
  label: string,
): RouteObject {
  return { path, element: <RemotePage remote={remote} module={module} label={label} /> };
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
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/auth/login-page')).LoginPage,
        })),
      },
      {
        path: 'register',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/auth/register-page')).RegisterPage,
        })),
      },
      {
        path: 'verify-email',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/auth/verify-email-page')).VerifyEmailPage,
        })),
      },
      {
        path: 'forgot-password',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/auth/forgot-password-page')).ForgotPasswordPage,
        })),
      },
      {
        path: 'reset-password',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
        })),
      },
      {
        path: 'us',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/static/about-page')).AboutPage,
        })),
      },
      {
        path: 'faqs',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/static/faq-page')).FaqPage,
        })),
      },
      {
        path: 'visa',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/static/visa-page')).VisaPage,
        })),
      },
      {
        path: 'usa',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/static/usa-page')).UsaPage,
        })),
      },
      {
        path: 'blog',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/blog/blog-page')).BlogPage,
        })),
      },
      {
        path: 'contact',
        lazy: withPageMessages(async () => ({
          Component: (await import('../pages/contact/contact-page')).ContactPage,
        })),
      },
      remoteRoute('destination', 'catalog', 'DestinationPage', 'shell.page.destination'),
      remoteRoute('hotel', 'catalog', 'HotelPage', 'shell.page.hotels'),
      remoteRoute('search', 'catalog', 'SearchPage', 'shell.page.search'),
      remoteRoute('OfferDetails/:id', 'catalog', 'OfferDetailsPage', 'shell.page.offer'),
      remoteRoute('TourPage/:id?', 'booking', 'TourPage', 'shell.page.tour'),
      // The link in booking mails: no account needed, the token in the query is the key.
      remoteRoute('booking/manage', 'booking', 'ManageBookingPage', 'shell.page.booking'),
      // Where Stripe's payment page sends visitors back (paid, or not), with the same link.
      remoteRoute('booking/paid', 'booking', 'ManageBookingPage', 'shell.page.booking'),
      remoteRoute(
        'booking/payment-cancelled',
        'booking',
        'ManageBookingPage',
        'shell.page.booking',
      ),
      // The links in waitlist mails (api waitlist.service.ts builds them): the token is the key.
      remoteRoute('waitlist/claim', 'booking', 'WaitlistPage', 'shell.page.waitlistOffer'),
      remoteRoute('waitlist/leave', 'booking', 'WaitlistPage', 'shell.page.waitlistLeave'),
      remoteRoute('waitlist/confirm', 'booking', 'WaitlistPage', 'shell.page.waitlistConfirm'),
      // Buying a gift card, and where Stripe's payment page sends the buyer back.
      remoteRoute('gift-cards', 'booking', 'GiftCardPage', 'shell.page.giftCards'),
      remoteRoute('gift-cards/thanks', 'booking', 'GiftCardPage', 'shell.page.giftCards'),
      remoteRoute('BlogDetails/:id', 'blog', 'BlogDetailsPage', 'shell.page.blogPost'),
      {
        path: 'client/*',
        lazy: withPageMessages(async () => {
          // The guards come with the page: only account and admin pages need them, not the first load.
          const [{ ClientDashboard }, { RequireSignedIn }] = await Promise.all([
            import('../pages/account/client-dashboard'),
            import('./guards'),
          ]);
          return {
            element: (
              <RequireSignedIn>
                <ClientDashboard />
              </RequireSignedIn>
            ),
          };
        }),
      },
      {
        // Paths match case-insensitively, so this also covers the spec's /Admin/... links.
        path: 'admin/*',
        lazy: withPageMessages(async () => {
          const [{ AdminArea }, { RequireAdmin }] = await Promise.all([
            import('../pages/account/admin-area'),
            import('./guards'),
          ]);
          return {
            element: (
              <RequireAdmin>
                <AdminArea />
              </RequireAdmin>
            ),
          };
        }),
      },
      { path: '*', element: <HomePage notFound /> },
    ]),
  },
];
