import { formatPrice } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';
import { shortDay } from '../../../lib/format';
import type { DayFigure } from '../lib/chart-scale';

/** The charts' figures as a table: the accessible (and exact) version of the bars. */
export function DayTable({ days, caption }: { days: DayFigure[]; caption: string }) {
  return (
    <div className="adm-day-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.stats.day')}</th>
            <th scope="col">{t('admin.stats.bookings')}</th>
            <th scope="col">{t('admin.stats.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row">
                <time dateTime={d.day}>{shortDay(d.day)}</time>
              </th>
              <td>{d.bookings}</td>
              <td>{formatPrice(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
