import { useState, type FormEvent } from 'react';
import type { TourTimeBooking, TourTimeOperationBooking } from '@travel/shell/api-types';
import { TextField } from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { DataTable, type Column } from '@travel/shell/tables';
import { Button, formatMinorUnits, useConfirm } from '@travel/shell/ui';
import {
  TimeSelect,
  TourChoicesFailure,
  TourTimeFields,
  useScheduledTimes,
  useTourChoices,
} from '../../../components/tour-choices';
import { stateColumn } from '../../../components/booking-list/booking-state';
import { paymentLabel } from '../../../lib/booking-states';
import { formatDay } from '../../../lib/format';
import { Booker } from '../../../components/table-cells';
import {
  bookingsAndTickets,
  cancelTourTime,
  contacts,
  moveTourTime,
  previewTourTime,
  type TourTimeOperation,
  type TourTimePreview,
  type TourTimeRequest,
} from '../api/tour-times-api';
import { AdminScreen } from '../../../components/admin-screen';
import '../../../components/admin-screen.css';
import './tour-times-page.css';

const OUTCOME_LABELS: Record<TourTimeOperationBooking['outcome'], string> = {
  pending: 'Not done yet',
  cancelled: 'Cancelled',
  moved: 'Moved',
  skipped: 'Skipped (no longer booked)',
};

function paidText(booking: TourTimeBooking): string {
  return booking.paid > 0
    ? formatMinorUnits(booking.paid, booking.currency)
    : paymentLabel(booking.payment);
}

const bookingColumns: Column<TourTimeBooking>[] = [
  { key: 'reference', header: 'Reference', className: 'adm-nowrap', render: (b) => b.reference },
  { key: 'booker', header: 'Booker', render: (b) => <Booker name={b.name} email={b.email} /> },
  { key: 'tickets', header: 'Tickets', render: (b) => b.tickets },
  stateColumn<TourTimeBooking>(),
  { key: 'paid', header: 'Paid by card', className: 'adm-nowrap', render: paidText },
];

const outcomeColumns: Column<TourTimeOperationBooking>[] = [
  ...(bookingColumns as Column<TourTimeOperationBooking>[]).filter((c) => c.key !== 'state'),
  {
    key: 'outcome',
    header: 'Outcome',
    render: (b) => (
      <span className="adm-stack">
        {OUTCOME_LABELS[b.outcome]}
        {b.refunded ? (
          <span className="adm-muted">
            refunded {formatMinorUnits(b.refunded, b.currency ?? undefined)}
          </span>
        ) : null}
      </span>
    ),
  },
];

const EMPTY: TourTimeRequest = { destinationId: '', date: '', time: '' };

/** "Sat, 1 Dec 2026 at 09:00" style: the day as the other screens write it, then the time. */
const when = (date: string, time: string) => `${formatDay(date)} at ${time}`;

/** What the dialog and the result say about money going back, when any was paid by card. */
const refundPart = (paid: number, currency: string) =>
  paid > 0 ? ` and refund ${formatMinorUnits(paid, currency)}` : '';

function resultSummary(op: TourTimeOperation): string {
  const { totals } = op;
  if (op.kind === 'move') {
    return `Moved ${totals.moved} of ${bookingsAndTickets(totals)} to ${when(op.toDate ?? '', op.toTime ?? '')}. Each visitor was mailed the new date and time.`;
  }
  const refunded =
    totals.refunded > 0 ? `; refunded ${formatMinorUnits(totals.refunded, totals.currency)}` : '';
  return `Cancelled ${totals.cancelled} of ${bookingsAndTickets(totals)}${refunded}. Each visitor was mailed, and the time is closed for booking.`;
}

/**
 * /admin/tour-times: a whole tour time cancelled (weather, a broken boat) or moved to another date or time.
 * The admin picks the time, sees the dry run of who it touches, confirms in a dialog that says what will
 * happen, and sees what was done.
 */
export function TourTimesPage() {
  const [choice, setChoice] = useState<TourTimeRequest>(EMPTY);
  const [target, setTarget] = useState({ toDate: '', toTime: '' });
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<TourTimePreview | null>(null);
  const [result, setResult] = useState<TourTimeOperation | null>(null);
  const [error, setError] = useState('');
  const [moveError, setMoveError] = useState('');
  const [busy, setBusy] = useState<'' | 'preview' | 'cancel' | 'move'>('');
  const choices = useTourChoices(choice.destinationId, {
    withBookedTimes: true,
    date: choice.date,
  });
  // Where the bookings can go: the times the schedule runs on the new date.
  const targetTimes = useScheduledTimes(choice.destinationId, target.toDate) ?? choices.tourTimes;
  const { confirm, dialog } = useConfirm();

  const choose = (patch: Partial<TourTimeRequest>) => {
    setChoice({ ...choice, ...patch });
    setPreview(null);
    setError('');
  };

  async function showPreview(event?: FormEvent) {
    event?.preventDefault();
    setBusy('preview');
    setError('');
    setMoveError('');
    setResult(null);
    try {
      const found = await previewTourTime(choice);
      setPreview(found);
      setTarget({ toDate: found.date, toTime: '' });
    } catch (failure) {
      setPreview(null);
      setError(apiErrorMessage(failure, 'The bookings could not be loaded. Please try again.'));
    } finally {
      setBusy('');
    }
  }

  async function run(kind: 'cancel' | 'move', act: () => Promise<TourTimeOperation>) {
    setBusy(kind);
    try {
      setResult(await act());
      setPreview(null);
    } catch (failure) {
      const message = apiErrorMessage(failure, 'It could not be done. Please try again.');
      if (kind === 'move') setMoveError(message);
      else setError(message);
    } finally {
      setBusy('');
    }
  }

  async function cancelAll(shown: TourTimePreview) {
    const { totals } = shown;
    const question =
      totals.bookings === 0
        ? `Nobody holds seats at ${when(shown.date, shown.time)}. Close this time for booking and tell its waitlist? This cannot be undone.`
        : `Cancel ${bookingsAndTickets(totals)}${refundPart(totals.paid, totals.currency)}? Each visitor is mailed their booking link, the waitlist of this time is told, and the time closes for booking. This cannot be undone.`;
    const yes = await confirm(question, {
      title: `Cancel ${shown.destinationTitle}, ${when(shown.date, shown.time)}`,
      confirmLabel: 'Cancel the tour time',
    });
    if (!yes) return;
    await run('cancel', () => cancelTourTime({ ...choice, ...(reason.trim() ? { reason } : {}) }));
  }

  async function moveAll(shown: TourTimePreview, event: FormEvent) {
    event.preventDefault();
    setMoveError('');
    const request = { ...choice, toDate: target.toDate, toTime: target.toTime };
    let room;
    try {
      room = (await previewTourTime(request)).target;
    } catch (failure) {
      setMoveError(
        apiErrorMessage(failure, 'The new time could not be checked. Please try again.'),
      );
      return;
    }
    if (room && !room.fits) {
      setMoveError(
        `Only ${room.free} ${room.free === 1 ? 'seat is' : 'seats are'} free on ${when(room.date, room.time)}; these bookings need ${shown.totals.tickets}. Nothing was moved.`,
      );
      return;
    }
    const yes = await confirm(
      `Move ${bookingsAndTickets(shown.totals)} from ${when(shown.date, shown.time)} to ${when(target.toDate, target.toTime)}? Each visitor is mailed the new date and time with a new booking link.`,
      { title: `Move ${shown.destinationTitle}`, confirmLabel: 'Move the bookings' },
    );
    if (!yes) return;
    await run('move', () => moveTourTime({ ...request, ...(reason.trim() ? { reason } : {}) }));
  }

  const chosen = choice.destinationId && choice.date && choice.time;

  return (
    <AdminScreen id="tour-times" title="Cancel or move a tour time">
      <p className="adm-screen__note">
        For weather, a broken boat or a guide off sick: every booking of one tour time at once,
        refunded or moved, and every visitor mailed.
      </p>
      <form className="adm-filter" aria-label="Choose a tour time" onSubmit={showPreview}>
        <TourTimeFields choices={choices} value={choice} onChange={choose} noTime="Choose a time" />
        <Button
          type="submit"
          className="adm-filter__clear"
          disabled={!chosen}
          busy={busy === 'preview'}
          busyText="Looking..."
        >
          Show who is affected
        </Button>
      </form>
      <TourChoicesFailure choices={choices} />
      {error && (
        <p className="adm-screen__note adm-tt__error" role="alert">
          {error}
        </p>
      )}

      {preview && (
        <section className="adm-panel adm-tt" aria-labelledby="tour-times-dry-run">
          <h2 id="tour-times-dry-run">
            Dry run: {preview.destinationTitle}, {when(preview.date, preview.time)}
          </h2>
          <p className="adm-tt__totals" aria-live="polite">
            <strong>{bookingsAndTickets(preview.totals)}</strong>
            <span>{contacts(preview.totals.contacts)}</span>
            <span>
              {formatMinorUnits(preview.totals.paid, preview.totals.currency)} paid by card
            </span>
          </p>
          <div className="adm-list">
            <DataTable
              caption="Bookings of this tour time"
              columns={bookingColumns}
              rows={preview.bookings}
              rowKey={(b) => b._id}
              empty="Nobody holds seats at this time."
            />
          </div>
          {preview.closed ? (
            <p className="adm-screen__note">This tour time was cancelled already.</p>
          ) : (
            <div className="adm-tt__actions">
              <TextField
                label="Reason (optional, quoted in the visitors' mails)"
                name="reason"
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="adm-tt__choices">
                <section className="adm-tt__choice" aria-labelledby="tour-times-cancel">
                  <h3 id="tour-times-cancel">Cancel this time</h3>
                  <p className="adm-muted">
                    Cancels and refunds every booking, tells the waitlist, and closes the time for
                    booking.
                  </p>
                  <Button
                    variant="danger"
                    busy={busy === 'cancel'}
                    busyText="Cancelling..."
                    disabled={busy !== ''}
                    onClick={() => void cancelAll(preview)}
                  >
                    Cancel all bookings
                  </Button>
                </section>
                <form
                  className="adm-tt__choice"
                  aria-labelledby="tour-times-move"
                  onSubmit={(event) => void moveAll(preview, event)}
                >
                  <h3 id="tour-times-move">Move to another time</h3>
                  <div className="adm-tt__fields">
                    <TextField
                      label="New date"
                      name="toDate"
                      type="date"
                      required
                      value={target.toDate}
                      onChange={(event) => setTarget({ ...target, toDate: event.target.value })}
                    />
                    <TimeSelect
                      label="New time"
                      name="toTime"
                      required
                      value={target.toTime}
                      times={targetTimes}
                      none="Choose a time"
                      onChange={(toTime) => setTarget({ ...target, toTime })}
                    />
                  </div>
                  {moveError && (
                    <p className="adm-tt__error" role="alert">
                      {moveError}
                    </p>
                  )}
                  <Button
                    type="submit"
                    variant="secondary"
                    busy={busy === 'move'}
                    busyText="Moving..."
                    disabled={busy !== '' || preview.totals.bookings === 0}
                  >
                    Move all bookings
                  </Button>
                </form>
              </div>
            </div>
          )}
        </section>
      )}

      {result && (
        <section className="adm-panel adm-tt" aria-labelledby="tour-times-result">
          <h2 id="tour-times-result">
            Done: {result.destinationTitle}, {when(result.date, result.time)}
          </h2>
          <p role="status">{resultSummary(result)}</p>
          <div className="adm-list">
            <DataTable
              caption="What became of each booking"
              columns={outcomeColumns}
              rows={result.bookings}
              rowKey={(b) => b._id}
              empty="Nobody held seats at this time."
            />
          </div>
          <p>
            <Link to={paths.admin.tourBookings}>See them in Tour bookings</Link>
          </p>
        </section>
      )}
      {dialog}
    </AdminScreen>
  );
}
