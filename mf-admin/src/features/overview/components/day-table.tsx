import { formatPrice } from '@travel/shell/ui';
import { shortDay, type DayFigure } from '../lib/chart-scale';

/** The charts' figures as a table: the accessible (and exact) version of the bars. */
export function DayTable({ days, caption }: { days: DayFigure[]; caption: string }) {
  return (
    <div className="adm-day-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Bookings</th>
            <th scope="col">Revenue</th>
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
