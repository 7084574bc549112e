// The site's routes in one place, so a link and the route it points at cannot drift apart.
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
  contact: '/contact',
  about: '/us',
  faqs: '/faqs',
  visa: '/visa',
  usa: '/usa',
  tourPage: withId('/TourPage'),
  offerDetails: withId('/OfferDetails'),
  blogDetails: withId('/BlogDetails'),
  myBookings: '/client',
  admin: {
    overview: '/admin',
    hotels: '/Admin/hotelView',
    destinations: '/Admin/destinationView',
    offers: '/Admin/OfferView',
    blog: '/Admin/AddBlog',
    tourBookings: '/admin/Booking',
    stayBookings: '/admin/BookingApartment',
    users: '/admin/users',
    roles: '/admin/roles',
    messages: '/admin/messages',
    statistics: '/admin/statistics',
    updates: '/admin/updates',
  },
} as const;
