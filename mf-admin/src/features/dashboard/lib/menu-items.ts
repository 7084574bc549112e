import { paths } from '@travel/shell/paths';

export interface MenuLink {
  /** The message id of its label (translated at render, in the page's language). */
  label: string;
  to: string;
  /** Only the exact path marks the link current (the overview is the prefix of every admin path). */
  end?: boolean;
}

export interface MenuGroup {
  id: string;
  /** The message id of its label. */
  label: string;
  links: MenuLink[];
  /** The spec shows the Users group only to admins; the server refuses the calls to anyone else anyway. */
  adminOnly?: boolean;
}

/** A catalog kind's group (`hotel`, `destination`): its admin list, and the public page showing it. */
function catalogGroup(id: string, manage: string, publicPage: string): MenuGroup {
  const links = [
    { label: `admin.menu.${id}.manage`, to: manage },
    { label: `admin.menu.${id}.public`, to: publicPage },
  ];
  return { id, label: `admin.menu.${id}`, links };
}

// The spec's side menu (section 2, "Admin side menu"), plus the contact inbox and the audit trail, which the
// API serves too.
export const MENU: MenuGroup[] = [
  {
    id: 'home',
    label: 'admin.menu.home',
    links: [
      { label: 'admin.menu.overview', to: paths.admin.overview, end: true },
      { label: 'admin.menu.updates', to: paths.admin.updates },
      { label: 'admin.menu.statistics', to: paths.admin.statistics },
      { label: 'admin.menu.clientPage', to: paths.clientHome },
    ],
  },
  {
    id: 'users',
    label: 'admin.menu.users',
    adminOnly: true,
    links: [
      { label: 'admin.menu.activeUsers', to: paths.admin.users },
      { label: 'admin.menu.userRoles', to: paths.admin.roles },
    ],
  },
  {
    id: 'bookings',
    label: 'admin.menu.bookings',
    links: [
      { label: 'admin.menu.newBooking', to: paths.admin.newBooking },
      { label: 'admin.menu.tourBookings', to: paths.admin.tourBookings },
      { label: 'admin.menu.stayBookings', to: paths.admin.stayBookings },
      { label: 'admin.menu.waitlist', to: paths.admin.waitlist },
      { label: 'admin.menu.tourTimes', to: paths.admin.tourTimes },
      { label: 'admin.menu.manifest', to: paths.admin.manifest },
      { label: 'admin.menu.promoCodes', to: paths.admin.promoCodes },
      { label: 'admin.menu.giftCards', to: paths.admin.giftCards },
      { label: 'admin.menu.resellers', to: paths.admin.resellers },
    ],
  },
  catalogGroup('hotel', paths.admin.hotels, paths.hotel),
  catalogGroup('destination', paths.admin.destinations, paths.destination),
  {
    id: 'blog',
    label: 'admin.menu.blog',
    links: [{ label: 'admin.menu.blog.manage', to: paths.admin.blog }],
  },
  {
    id: 'offers',
    label: 'admin.menu.offers',
    links: [{ label: 'admin.menu.offers.manage', to: paths.admin.offers }],
  },
  {
    id: 'messages',
    label: 'admin.menu.messages',
    links: [
      { label: 'admin.menu.contactMessages', to: paths.admin.messages },
      { label: 'admin.menu.mails', to: paths.admin.mails },
    ],
  },
  {
    id: 'settings',
    label: 'admin.menu.settings',
    links: [{ label: 'admin.menu.currencies', to: paths.admin.currencies }],
  },
  {
    id: 'activity',
    label: 'admin.menu.activity',
    adminOnly: true,
    links: [
      { label: 'admin.menu.auditTrail', to: paths.admin.activity },
      { label: 'admin.menu.recentlyDeleted', to: paths.admin.recentlyDeleted },
    ],
  },
];

/** What a guide may open: the manifests (the API refuses a guide every other admin route). */
export const GUIDE_PATHS: readonly string[] = [paths.admin.manifest];

/** The menu a guide sees: the manifest link alone, in its group. */
export const GUIDE_MENU: MenuGroup[] = MENU.flatMap((group) => {
  const links = group.links.filter((link) => GUIDE_PATHS.includes(link.to));
  return links.length ? [{ ...group, links }] : [];
});

/** The group holding the page being shown starts open, so the current link is visible. */
export function groupOfPath(pathname: string): string | undefined {
  const current = pathname.toLowerCase();
  return MENU.find((group) =>
    group.links.some((link) =>
      link.end ? current === link.to.toLowerCase() : current.startsWith(link.to.toLowerCase()),
    ),
  )?.id;
}
