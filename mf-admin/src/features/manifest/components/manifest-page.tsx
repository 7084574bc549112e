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
import { CHECK_IN_LABELS, PAYMENT_LABELS } from '../lib/check-in-labels';
import { manifestCsv, manifestFileName } from '../lib/manifest-csv';
import { useCheckIns } from '../lib/use-check-ins';
import { CheckInButtons } from './check-in-buttons';
import '../../../components/admin-screen.css';
import './manifest-page.css';

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
  return `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;
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
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <p className="adm-manifest__totals" aria-live="polite">
      <strong>{plural(totals.bookings, 'booking', 'bookings')}</strong>
      <strong>{plural(totals.tickets, 'guest', 'guests')}</strong>
      <strong>{totals.checkedIn} checked in</strong>
    </p>
  );
}

/** A booking's internal note, when it has one. */
function BookingNote({ note }: { note: string | undefined }) {
  return note ? <span className="adm-manifest__note">Note: {note}</span> : null;
}

/** The reseller that sold a booking through the OCTO API, when one did. */
function SoldBy({ reseller }: { reseller: string | undefined }) {
  return reseller ? <span className="adm-manifest__note">Sold by {reseller}</span> : null;
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
      header: 'Name',
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
    { key: 'reference', header: 'Reference', className: 'adm-nowrap', render: (b) => b.reference },
    { key: 'phone', header: 'Phone', render: (b) => <PhoneLink phone={b.phone} /> },
    { key: 'email', header: 'Email', className: 'adm-manifest__email', render: (b) => b.email },
    { key: 'tickets', header: 'Guests', render: (b) => b.tickets },
    { key: 'extras', header: 'Extras', render: (b) => (b.extras ? 'Yes' : 'No') },
    {
      key: 'payment',
      header: 'Payment',
      render: (b) => (
        <span className="adm-stack">
          {PAYMENT_LABELS[b.payment]}
          {b.status === 'held' ? <span className="adm-muted">not confirmed</span> : null}
        </span>
      ),
    },
    {
      key: 'checkIn',
      header: 'Check-in',
      render: (b) => (
        <>
          <CheckInButtons booking={b} saving={!!saving[b.reference]} onMark={onMark} />
          <span className="adm-manifest__print-mark">
            {b.checkIn === 'none' ? '☐' : CHECK_IN_LABELS[b.checkIn]}
          </span>
        </>
      ),
    },
  ];

  const actions = loaded ? (
    <div className="adm-manifest__actions">
      <Button variant="secondary" onClick={() => window.print()}>
        Print
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
        Export CSV
      </Button>
    </div>
  ) : undefined;

  return (
    <AdminScreen id="manifest" title="Manifest" actions={actions}>
      <div
        className="adm-filter adm-manifest__controls"
        role="group"
        aria-label="Choose a tour time"
      >
        <TourTimeFields choices={choices} value={query} onChange={set} noTime="Choose a time" />
      </div>
      <TourChoicesFailure choices={choices} />
      {url === null ? (
        <p className="adm-screen__note">
          Choose a destination, a date and a time to see who is on that tour.
        </p>
      ) : (
        <AsyncView
          state={manifest}
          loading="Loading the manifest..."
          error="Failed to fetch the manifest. Please try again later."
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
                <p className="adm-screen__note">Nobody is booked on this tour time.</p>
              ) : (
                <>
                  <div className="adm-list adm-manifest__table">
                    <DataTable
                      caption={`Guests of ${data.destination.title} at ${data.time}`}
                      columns={columns}
                      rows={checkIns.bookings}
                      rowKey={(b) => b.reference}
                      empty="Nobody is booked on this tour time."
                    />
                  </div>
                  <ul className="adm-manifest__cards" aria-label="Guests">
                    {checkIns.bookings.map((b) => (
                      <li
                        key={b.reference}
                        className={`adm-manifest__card adm-manifest__card--${b.checkIn}`}
                      >
                        <div className="adm-manifest__card-head">
                          <strong className="adm-manifest__card-name">{b.name}</strong>
                          <span className="adm-manifest__card-guests">
                            {b.tickets} {b.tickets === 1 ? 'guest' : 'guests'}
                          </span>
                        </div>
                        <p className="adm-manifest__card-line">
                          {b.reference} · <PhoneLink phone={b.phone} />
                          {b.extras ? ' · Extras' : ''} · {PAYMENT_LABELS[b.payment]}
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
