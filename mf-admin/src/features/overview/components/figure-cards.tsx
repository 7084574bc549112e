import type { AdminStats } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { formatPrice } from '@travel/shell/ui';
import { totals, type DayFigure } from '../lib/chart-scale';

interface Card {
  label: string;
  value: string;
  to?: string;
}

function cards(stats: AdminStats): Card[] {
  const month = totals(stats.perDay as DayFigure[]);
  const c = stats.counts;
  return [
    { label: 'Confirmed bookings, 30 days', value: String(month.bookings) },
    { label: 'Confirmed revenue, 30 days', value: formatPrice(month.revenue) },
    // The counts are of confirmed bookings: each links to its list filtered the same way.
    {
      label: 'Confirmed tour bookings',
      value: String(c.tourBookings),
      to: `${paths.admin.tourBookings}?status=confirmed`,
    },
    {
      label: 'Confirmed apartment bookings',
      value: String(c.stayBookings),
      to: `${paths.admin.stayBookings}?status=confirmed`,
    },
    // People in line for sold-out tour times, and offers whose seats are held until claimed.
    {
      label: 'Waiting on tour waitlists',
      value: String(c.waitlistWaiting),
      to: paths.admin.waitlist,
    },
    { label: 'Waitlist offers held', value: String(c.waitlistOffered), to: paths.admin.waitlist },
    { label: 'Destinations', value: String(c.destinations), to: paths.admin.destinations },
    { label: 'Hotels', value: String(c.hotels), to: paths.admin.hotels },
    { label: 'Offers', value: String(c.offers), to: paths.admin.offers },
    { label: 'Blog posts', value: String(c.blogPosts), to: paths.admin.blog },
    { label: 'Users', value: String(c.users), to: paths.admin.users },
    { label: 'Messages', value: String(c.contactMessages), to: paths.admin.messages },
  ];
}

/** The headline figures; each count links to the screen that manages it. */
export function FigureCards({ stats }: { stats: AdminStats }) {
  return (
    <ul className="adm-cards" aria-label="Key figures">
      {cards(stats).map((card) => (
        <li key={card.label} className="adm-card">
          <span className="adm-card__value">{card.value}</span>
          <span className="adm-card__label">
            {card.to ? <Link to={card.to}>{card.label}</Link> : card.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
