import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { useOversoldTimes } from '../api/overview-api';
import { formatDay } from '../../../lib/format';

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
      <h2 id="oversold-heading">Oversold tour times</h2>
      <ul>
        {times.map((t) => (
          <li key={`${t.destinationId}|${t.date}|${t.time}`}>
            {t.destinationTitle}, {formatDay(t.date)} at {t.time}: {t.sold} tickets sold,{' '}
            {t.capacity} seats
          </li>
        ))}
      </ul>
      <p>
        Nothing was cancelled. <Link to={paths.admin.tourTimes}>Move or cancel bookings</Link> of
        these times, or raise the seats per time again.
      </p>
    </section>
  );
}
