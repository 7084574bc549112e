import type { Manifest, ManifestBooking } from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { useSearchParams } from '@travel/shell/router';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button } from '@travel/shell/ui';
import {
  TourChoicesFailure,
  TourTimeFields,
  useTourChoices,
} from '../../../components/tour-choices';
import { AdminScreen } from '../../../components/admin-screen';
import { downloadText } from '../../../lib/download-file';
import { formatDay } from '../../../lib/format';
import { manifestUrl, saveCheckIn, type ManifestQuery } from '../api/manifest-api';
import { checkInLabel, manifestPaymentLabel } from '../lib/check-in-labels';
import { manifestCsv, manifestFileName } from '../lib/manifest-csv';
import { useCheckIns } from '../lib/use-check-ins';
import { CheckInButtons } from './check-in-buttons';
import '../../../components/admin-screen.css';
import './manifest-page.css';
import { t } from '@travel/shell/i18n';

/** The day in the browser's zone, 'YYYY-MM-DD': where the date starts before one is chosen. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The tour, day and time, kept in the URL: a reload or a link sent to the guide shows the same manifest. */
function readQuery(params: URLSearchParams): ManifestQuery {
  return {
    destinationId: params.get('destinationId') ?? '',
    // Today until a date is chosen; a date cleared on purpose stays cleared ('date=').
    date: params.get('date') ?? today(),
    time: params.get('time') ?? '',
  };
}

function writeQuery(query: ManifestQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value || key === 'date') params.set(key, value);
  return params;
}

/** 'Asia/Tokyo' → 'Tokyo time'; UTC stays UTC. */
function zoneName(timeZone: string): string {
  if (timeZone === 'UTC') return 'UTC';
  return t('admin.manifest.zone', {
    city: (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' '),
  });
}

function PhoneLink({ phone }: { phone?: string }) {
  return phone ? (
    <a className="adm-nowrap" href={`tel:${phone}`}>
      {phone}
    </a>
  ) : (
    <span className="adm-muted">–</span>
  );
}

function Totals({ totals }: { totals: Manifest['totals'] }) {
  return (
    <p className="adm-manifest__totals" aria-live="polite">
      <strong>{t('admin.statistics.bookingCount', { count: totals.bookings })}</strong>
      <strong>{t('admin.bookings.guests', { count: totals.tickets })}</strong>
      <strong>{t('admin.manifest.checkedIn', { count: totals.checkedIn })}</strong>
    </p>
  );
}

/** A booking's internal note, when it has one. */
function BookingNote({ note }: { note: string | undefined }) {
  return note ? (
    <span className="adm-manifest__note">{t('admin.manifest.note', { note })}</span>
  ) : null;
}

/** The reseller that sold a booking through the OCTO API, when one did. */
function SoldBy({ reseller }: { reseller: string | undefined }) {
  return reseller ? (
    <span className="adm-manifest__note">{t('admin.manifest.soldBy', { reseller })}</span>
  ) : null;
}

/** /admin/manifest: who is on one tour time, to print, export, or check in from a phone. */
export function ManifestPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const set = (patch: Partial<ManifestQuery>) =>
    setSearchParams(writeQuery({ ...query, ...patch }), { replace: true });
  const choices = useTourChoices(query.destinationId);
  const url = manifestUrl(query);
  const manifest = useApiGet<Manifest>(url);
  const loaded = manifest.status === 'success' ? manifest.data : undefined;
  const checkIns = useCheckIns(loaded, saveCheckIn);
  const { saving, mark } = checkIns;
  const onMark = (booking: ManifestBooking, status: ManifestBooking['checkIn']) =>
    void mark(booking, status);

  const columns: Column<ManifestBooking>[] = [
    {
      key: 'name',
      header: t('admin.detail.name'),
      // The admin's internal note under the name: what the guide must know on the day (a wheelchair,
      // paid at the desk). The API sends it to admins only.
      render: (b) => (
        <span className="adm-stack">
          <strong>{b.name}</strong>
          <SoldBy reseller={b.reseller} />
          <BookingNote note={b.note} />
        </span>
      ),
    },
    {
      key: 'reference',
      header: t('admin.col.reference'),
      className: 'adm-nowrap',
      render: (b) => b.reference,
    },
    { key: 'phone', header: t('admin.detail.phone'), render: (b) => <PhoneLink phone={b.phone} /> },
    {
      key: 'email',
      header: t('admin.col.email'),
      className: 'adm-manifest__email',
      render: (b) => b.email,
    },
    { key: 'tickets', header: t('admin.detail.guests'), render: (b) => b.tickets },
    {
      key: 'extras',
      header: t('admin.col.extras'),
      render: (b) => (b.extras ? t('admin.common.yes') : t('admin.common.no')),
    },
    {
      key: 'payment',
      header: t('admin.filter.payment'),
      render: (b) => (
        <span className="adm-stack">
          {manifestPaymentLabel(b.payment)}
          {b.status === 'held' ? (
            <span className="adm-muted">{t('admin.manifest.notConfirmed')}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'checkIn',
      header: t('admin.col.checkIn'),
      render: (b) => (
        <>
          <CheckInButtons booking={b} saving={!!saving[b.reference]} onMark={onMark} />
          <span className="adm-manifest__print-mark">
            {b.checkIn === 'none' ? '☐' : checkInLabel(b.checkIn)}
          </span>
        </>
      ),
    },
  ];

  const actions = loaded ? (
    <div className="adm-manifest__actions">
      <Button variant="secondary" onClick={() => window.print()}>
        {t('admin.manifest.print')}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          downloadText(
            manifestFileName(loaded),
            manifestCsv({ ...loaded, bookings: checkIns.bookings }),
          )
        }
      >
        {t('admin.common.exportCsv')}
      </Button>
    </div>
  ) : undefined;

  return (
    <AdminScreen id="manifest" title={t('admin.manifest.title')} actions={actions}>
      <div
        className="adm-filter adm-manifest__controls"
        role="group"
        aria-label={t('admin.tourChoice.label')}
      >
        <TourTimeFields
          choices={choices}
          value={query}
          onChange={set}
          noTime={t('admin.detail.chooseTime')}
        />
      </div>
      <TourChoicesFailure choices={choices} />
      {url === null ? (
        <p className="adm-screen__note">{t('admin.manifest.choose')}</p>
      ) : (
        <AsyncView
          state={manifest}
          loading={t('admin.manifest.loading')}
          error={t('admin.manifest.failed')}
          onRetry={manifest.reload}
        >
          {(data) => (
            <div className="adm-manifest">
              <h2 className="adm-manifest__title">
                {data.destination.title}
                <span className="adm-manifest__when">
                  {formatDay(data.date)}, {data.time} ({zoneName(data.timeZone)})
                </span>
              </h2>
              <Totals totals={checkIns.totals} />
              {checkIns.bookings.length === 0 ? (
                <p className="adm-screen__note">{t('admin.manifest.nobody')}</p>
              ) : (
                <>
                  <div className="adm-list adm-manifest__table">
                    <DataTable
                      caption={t('admin.manifest.caption', {
                        tour: data.destination.title,
                        time: data.time,
                      })}
                      columns={columns}
                      rows={checkIns.bookings}
                      rowKey={(b) => b.reference}
                      empty={t('admin.manifest.nobody')}
                    />
                  </div>
                  <ul className="adm-manifest__cards" aria-label={t('admin.detail.guests')}>
                    {checkIns.bookings.map((b) => (
                      <li
                        key={b.reference}
                        className={`adm-manifest__card adm-manifest__card--${b.checkIn}`}
                      >
                        <div className="adm-manifest__card-head">
                          <strong className="adm-manifest__card-name">{b.name}</strong>
                          <span className="adm-manifest__card-guests">
                            {t('admin.bookings.guests', { count: b.tickets })}
                          </span>
                        </div>
                        <p className="adm-manifest__card-line">
                          {b.reference} · <PhoneLink phone={b.phone} />
                          {b.extras ? ` · ${t('admin.col.extras')}` : ''} ·{' '}
                          {manifestPaymentLabel(b.payment)}
                        </p>
                        <SoldBy reseller={b.reseller} />
                        <BookingNote note={b.note} />
                        <CheckInButtons
                          booking={b}
                          saving={!!saving[b.reference]}
                          onMark={onMark}
                          large
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </AsyncView>
      )}
    </AdminScreen>
  );
}
