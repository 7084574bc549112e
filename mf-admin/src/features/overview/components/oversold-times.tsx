import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { useOversoldTimes } from '../api/overview-api';
import { formatDay } from '../../../lib/format';
import { t } from '@travel/shell/i18n';

/**
 * The tour times sold beyond their seats (seats per time cut below what was sold, confirmed by the admin):
 * shown until resolved, with the way to resolve them. Nothing at all while there are none.
 */
export function OversoldTimes() {
  const oversold = useOversoldTimes(true);
  if (oversold.status !== 'success' || oversold.data.data.length === 0) return null;
  const times = oversold.data.data;
  return (
    <section className="adm-panel adm-oversold" aria-labelledby="oversold-heading">
      <h2 id="oversold-heading">{t('admin.oversold.title')}</h2>
      <ul>
        {times.map((time) => (
          <li key={`${time.destinationId}|${time.date}|${time.time}`}>
            {t('admin.oversold.item', {
              tour: time.destinationTitle,
              date: formatDay(time.date),
              time: time.time,
              sold: time.sold,
              capacity: time.capacity,
            })}
          </li>
        ))}
      </ul>
      <p>
        {t('admin.oversold.before')}{' '}
        <Link to={paths.admin.tourTimes}>{t('admin.oversold.link')}</Link>{' '}
        {t('admin.oversold.after')}
      </p>
    </section>
  );
}
