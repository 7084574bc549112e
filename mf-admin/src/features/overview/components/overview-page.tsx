import { useLocation } from '@travel/shell/router';
import { AsyncView, formatPrice } from '@travel/shell/ui';
import { useAdminStats } from '../api/overview-api';
import type { DayFigure } from '../lib/chart-scale';
import { DayChart } from './day-chart';
import { DayTable } from './day-table';
import { FigureCards } from './figure-cards';
import { LatestUpdates } from './latest-updates';
import { OversoldTimes } from './oversold-times';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import './overview.css';

type View = 'overview' | 'statistics' | 'updates';

function viewOf(pathname: string): View {
  if (/\/statistics\/?$/i.test(pathname)) return 'statistics';
  if (/\/updates\/?$/i.test(pathname)) return 'updates';
  return 'overview';
}

const TITLES: Record<View, string> = {
  overview: 'Overview',
  statistics: 'Statistics',
  updates: 'Latest updates',
};

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function Charts({ days, tableOpen }: { days: DayFigure[]; tableOpen: boolean }) {
  return (
    <>
      <div className="adm-grid adm-grid--charts">
        <DayChart
          title="Confirmed bookings per day, last 30 days"
          days={days}
          value={(d) => d.bookings}
          format={(v) => (v === 1 ? '1 booking' : `${v} bookings`)}
          formatAxis={(v) => String(v)}
          minimumTop={4}
          wholeNumbers
        />
        <DayChart
          title="Revenue of confirmed bookings per day, last 30 days"
          days={days}
          value={(d) => d.revenue}
          format={formatPrice}
          formatAxis={(v) => compactUsd.format(v)}
          minimumTop={100}
        />
      </div>
      {tableOpen ? (
        <DayTable days={days} caption="Bookings and revenue per day, newest first" />
      ) : (
        <details className="adm-panel">
          <summary>Show the figures per day as a table</summary>
          <DayTable days={days} caption="Bookings and revenue per day, newest first" />
        </details>
      )}
    </>
  );
}

/** /admin and /admin/overview: figures and charts; /admin/statistics: charts and table; /admin/updates: the newest items. */
export function OverviewPage() {
  const view = viewOf(useLocation().pathname);
  const stats = useAdminStats(view !== 'updates');

  return (
    <AdminScreen id="overview" title={TITLES[view]}>
      {view === 'updates' ? null : (
        <p className="adm-screen__note" id="overview-scope">
          Bookings and revenue count confirmed bookings only: held bookings waiting for
          confirmation, cancelled and expired ones are left out.
        </p>
      )}
      {view === 'overview' ? <OversoldTimes /> : null}
      {view === 'updates' ? (
        <LatestUpdates />
      ) : (
        <AsyncView
          state={stats}
          loading="Loading statistics..."
          error="Failed to load the statistics. Please try again later."
          onRetry={stats.reload}
        >
          {(data) => (
            <>
              {view === 'overview' ? <FigureCards stats={data} /> : null}
              <Charts days={data.perDay} tableOpen={view === 'statistics'} />
            </>
          )}
        </AsyncView>
      )}
    </AdminScreen>
  );
}
