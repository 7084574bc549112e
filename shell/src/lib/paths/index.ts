// The site's routes in one place; a test in each route table fails when a value here matches no route.
// The odd casing ('/TourPage', '/Admin/hotelView') is the spec's: existing links depend on it.
const withId = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

export const paths = {
  home: '/',
  clientHome: '/Home',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  destination: '/destination',
  hotel: '/hotel',
  blog: '/blog',
  contact: '/contact',
  about: '/us',
  faqs: '/faqs',
  visa: '/visa',
  usa: '/usa',
  tourPage: withId('/TourPage'),
  offerDetails: withId('/OfferDetails'),
  blogDetails: withId('/BlogDetails'),
  /** The blog index's later pages: `/blog?page=2`; page 1 is the index itself. */
  blogPage: (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog'),
  /** A search's own page, to share or come Back to: `/search?q=lisbon&price=100`, its later pages `&page=2`. */
  search: (terms: SearchTerms, page = 1) => {
    const query = searchQuery(terms);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return text ? `/search?${text}` : '/search';
  },
  myBookings: '/client',
  /** Buying a gift card (its thanks page is `/gift-cards/thanks`). */
  giftCards: '/gift-cards',
  /** The page of a booking's mail link; the link itself adds `?ref=&token=`. */
  manageBooking: '/booking/manage',
  /** The pages of the waitlist mails' links; the links add `?destination=&token=`. */
  waitlistClaim: '/waitlist/claim',
  waitlistLeave: '/waitlist/leave',
  waitlistConfirm: '/waitlist/confirm',
  admin: {
    overview: '/admin',
    hotels: '/Admin/hotelView',
    destinations: '/Admin/destinationView',
    offers: '/Admin/OfferView',
    blog: '/Admin/AddBlog',
    tourBookings: '/admin/Booking',
    stayBookings: '/admin/BookingApartment',
    waitlist: '/admin/waitlist',
    /** Cancel or move a whole tour time, after a dry run of who it touches. */
    tourTimes: '/admin/tour-times',
    users: '/admin/users',
    roles: '/admin/roles',
    messages: '/admin/messages',
    /** The mail outbox: failed and waiting mails, with Resend. */
    mails: '/admin/mails',
    statistics: '/admin/statistics',
    updates: '/admin/updates',
    activity: '/admin/activity',
    /** What admins deleted in the last 30 days, with Restore. */
    recentlyDeleted: '/admin/recently-deleted',
    /** Who is on one tour time, with check-in: admins and guides (a guide's only screen). */
    manifest: '/admin/manifest',
    /** Promo codes: list, add, edit, deactivate, and each code's uses with their bookings. */
    promoCodes: '/admin/promo-codes',
    /** Gift cards: list with balances, issue one by hand, a card's ledger, void. */
    giftCards: '/admin/gift-cards',
    /** Resellers of the OCTO API: their keys (shown once, revoked) and bookings. */
    resellers: '/admin/resellers',
    /** A tour or stay booked for a phone or walk-in customer; `?kind=stay` opens it on a stay. */
    newBooking: '/admin/new-booking',
    /** The display currencies and their rates: edited in a table or imported from a CSV file. */
    currencies: '/admin/currencies',
  },
} as const;

/**
 * The page number a list's address names (`?page=`), read the same way by the render server and the page:
 * anything but a plain page number is page 1.
 */
export function listPageOf(search: string | URLSearchParams): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

/** What a visitor searched for: the home search's text (`q`) and price (`500` or `100-500`), trimmed. */
export interface SearchTerms {
  q: string;
  price: string;
}

/** The terms a search page's address names, read the same way by the render server and the page. */
export function searchTermsOf(search: string | URLSearchParams): SearchTerms {
  const params = new URLSearchParams(search);
  return { q: (params.get('q') ?? '').trim(), price: (params.get('price') ?? '').trim() };
}

/** Only the terms given, in one order: one search has one address, and one API read. */
function searchQuery({ q, price }: SearchTerms): URLSearchParams {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (price) query.set('price', price);
  return query;
}

/** The API read of a search (GET /api/search), exactly as the page asks for it and the server renders it. */
export const searchApiPath = (terms: SearchTerms): string => `/api/search?${searchQuery(terms)}`;

// What a link to the login page carries: where login sends the user back to
// (spec 4: "the page they came from").
export interface FromState {
  from?: string;
  /** Why the visitor was signed out, in the API's words ("Your password was changed; ..."). */
  signedOut?: string;
}

/** Why the visitor was sent to the page they land on (an admin-only address, say), shown there. */
export interface NoticeState {
  notice?: { title: string; text: string };
}
