import type { AdminStats } from '@travel/shell/api-types';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { formatPrice } from '@travel/shell/ui';
import { formatNumber, t } from '@travel/shell/i18n';
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
    { label: t('admin.cards.bookings30'), value: formatNumber(month.bookings) },
    { label: t('admin.cards.revenue30'), value: formatPrice(month.revenue) },
    // The counts are of confirmed bookings: each links to its list filtered the same way.
    {
      label: t('admin.cards.tourBookings'),
      value: formatNumber(c.tourBookings),
      to: `${paths.admin.tourBookings}?status=confirmed`,
    },
    {
      label: t('admin.cards.stayBookings'),
      value: formatNumber(c.stayBookings),
      to: `${paths.admin.stayBookings}?status=confirmed`,
    },
    // People in line for sold-out tour times, and offers whose seats are held until claimed.
    {
      label: t('admin.cards.waiting'),
      value: formatNumber(c.waitlistWaiting),
      to: paths.admin.waitlist,
    },
    {
      label: t('admin.cards.offered'),
      value: formatNumber(c.waitlistOffered),
      to: paths.admin.waitlist,
    },
    {
      label: t('admin.cards.destinations'),
      value: formatNumber(c.destinations),
      to: paths.admin.destinations,
    },
    { label: t('admin.cards.hotels'), value: formatNumber(c.hotels), to: paths.admin.hotels },
    { label: t('admin.cards.offers'), value: formatNumber(c.offers), to: paths.admin.offers },
    { label: t('admin.cards.blogPosts'), value: formatNumber(c.blogPosts), to: paths.admin.blog },
    { label: t('admin.cards.users'), value: formatNumber(c.users), to: paths.admin.users },
    {
      label: t('admin.cards.messages'),
      value: formatNumber(c.contactMessages),
      to: paths.admin.messages,
    },
  ];
}

/** The headline figures; each count links to the screen that manages it. */
export function FigureCards({ stats }: { stats: AdminStats }) {
  return (
    <ul className="adm-cards" aria-label={t('admin.cards.label')}>
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
