import { paths } from '@travel/shell/paths';

export interface MenuLink {
  label: string;
  to: string;
  /** Only the exact path marks the link current (the overview is the prefix of every admin path). */
  end?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
  /** The spec shows the Users group only to admins; the server refuses the calls to anyone else anyway. */
  adminOnly?: boolean;
}

/** A catalog kind's group: its admin list, and the public page showing it. */
function catalogGroup(id: string, label: string, manage: string, publicPage: string): MenuGroup {
  const kind = label.toLowerCase();
  const links = [
    { label: `Manage ${kind}s`, to: manage },
    { label: `Public ${kind} page`, to: publicPage },
  ];
  return { id, label, links };
}

// The spec's side menu (section 2, "Admin side menu"), plus the contact inbox and the audit trail, which the
// API serves too.
export const MENU: MenuGroup[] = [
  {
    id: 'home',
    label: 'Home',
    links: [
      { label: 'Overview', to: paths.admin.overview, end: true },
      { label: 'Updates', to: paths.admin.updates },
      { label: 'Statistics', to: paths.admin.statistics },
      { label: 'Client Page', to: paths.clientHome },
    ],
  },
  {
    id: 'users',
    label: 'Users',
    adminOnly: true,
    links: [
      { label: 'Active Users', to: paths.admin.users },
      { label: 'User Roles', to: paths.admin.roles },
    ],
  },
  {
    id: 'bookings',
    label: 'Bookings',
    links: [
      { label: 'New booking', to: paths.admin.newBooking },
      { label: 'Tour bookings', to: paths.admin.tourBookings },
      { label: 'Apartment bookings', to: paths.admin.stayBookings },
      { label: 'Tour waitlists', to: paths.admin.waitlist },
      { label: 'Cancel or move a tour time', to: paths.admin.tourTimes },
      { label: 'Manifest and check-in', to: paths.admin.manifest },
      { label: 'Promo codes', to: paths.admin.promoCodes },
      { label: 'Gift cards', to: paths.admin.giftCards },
      { label: 'Resellers', to: paths.admin.resellers },
    ],
  },
  catalogGroup('hotel', 'Hotel', paths.admin.hotels, paths.hotel),
  catalogGroup('destination', 'Destination', paths.admin.destinations, paths.destination),
  { id: 'blog', label: 'Blog', links: [{ label: 'Manage blog posts', to: paths.admin.blog }] },
  { id: 'offers', label: 'Offers', links: [{ label: 'Manage offers', to: paths.admin.offers }] },
  {
    id: 'messages',
    label: 'Messages',
    links: [
      { label: 'Contact messages', to: paths.admin.messages },
      { label: 'Outgoing mails', to: paths.admin.mails },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    links: [{ label: 'Display currencies', to: paths.admin.currencies }],
  },
  {
    id: 'activity',
    label: 'Activity',
    adminOnly: true,
    links: [
      { label: 'Audit trail', to: paths.admin.activity },
      { label: 'Recently deleted', to: paths.admin.recentlyDeleted },
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
