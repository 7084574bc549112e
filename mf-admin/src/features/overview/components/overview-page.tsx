import { useLocation } from '@travel/shell/router';
import { AsyncView, formatPrice } from '@travel/shell/ui';
import { currentLang, LOCALES, t } from '@travel/shell/i18n';
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
  overview: 'admin.overview.title',
  statistics: 'admin.statistics.title',
  updates: 'admin.updates.title',
};

/** The revenue axis's short amounts ('$1.2K', '1200 $'), one formatter per language. */
const compactUsd = new Map<string, Intl.NumberFormat>();
function formatCompactUsd(value: number): string {
  const locale = LOCALES[currentLang()];
  let format = compactUsd.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactUsd.set(locale, format);
  }
  return format.format(value);
}

function Charts({ days, tableOpen }: { days: DayFigure[]; tableOpen: boolean }) {
  return (
    <>
      <div className="adm-grid adm-grid--charts">
        <DayChart
          title={t('admin.statistics.bookingsChart')}
          days={days}
          value={(d) => d.bookings}
          format={(count) => t('admin.statistics.bookingCount', { count })}
          formatAxis={(v) => String(v)}
          minimumTop={4}
          wholeNumbers
        />
        <DayChart
          title={t('admin.statistics.revenueChart')}
          days={days}
          value={(d) => d.revenue}
          format={formatPrice}
          formatAxis={formatCompactUsd}
          minimumTop={100}
        />
      </div>
      {tableOpen ? (
        <DayTable days={days} caption={t('admin.statistics.table')} />
      ) : (
        <details className="adm-panel">
          <summary>{t('admin.statistics.showTable')}</summary>
          <DayTable days={days} caption={t('admin.statistics.table')} />
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
    <AdminScreen id="overview" title={t(TITLES[view])}>
      {view === 'updates' ? null : (
        <p className="adm-screen__note" id="overview-scope">
          {t('admin.overview.scope')}
        </p>
      )}
      {view === 'overview' ? <OversoldTimes /> : null}
      {view === 'updates' ? (
        <LatestUpdates />
      ) : (
        <AsyncView
          state={stats}
          loading={t('admin.statistics.loading')}
          error={t('admin.statistics.failed')}
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
