import { useState, type FormEvent } from 'react';
import type { TourTimeBooking, TourTimeOperationBooking } from '@travel/shell/api-types';
import { TextField } from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link } from '@travel/shell/router';
import { DataTable, type Column } from '@travel/shell/tables';
import { Button, formatMinorUnits } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';
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
import { t } from '@travel/shell/i18n';

/** What became of a booking, in the page's language. */
const outcomeLabel = (outcome: TourTimeOperationBooking['outcome']) =>
  t(`admin.tourTimes.outcome.${outcome}`);

function paidText(booking: TourTimeBooking): string {
  return booking.paid > 0
    ? formatMinorUnits(booking.paid, booking.currency)
    : paymentLabel(booking.payment);
}

/** The dry run's columns, in the page's language. */
const bookingColumns = (): Column<TourTimeBooking>[] => [
  {
    key: 'reference',
    header: t('admin.col.reference'),
    className: 'adm-nowrap',
    render: (b) => b.reference,
  },
  {
    key: 'booker',
    header: t('admin.col.booker'),
    render: (b) => <Booker name={b.name} email={b.email} />,
  },
  { key: 'tickets', header: t('admin.detail.tickets'), render: (b) => b.tickets },
  stateColumn<TourTimeBooking>(),
  {
    key: 'paid',
    header: t('admin.manifest.payment.paid'),
    className: 'adm-nowrap',
    render: paidText,
  },
];

/** The result's columns: the dry run's without the state, and what became of each booking. */
const outcomeColumns = (): Column<TourTimeOperationBooking>[] => [
  ...(bookingColumns() as Column<TourTimeOperationBooking>[]).filter((c) => c.key !== 'state'),
  {
    key: 'outcome',
    header: t('admin.tourTimes.outcome'),
    render: (b) => (
      <span className="adm-stack">
        {outcomeLabel(b.outcome)}
        {b.refunded ? (
          <span className="adm-muted">
            {t('admin.tourTimes.refunded', {
              amount: formatMinorUnits(b.refunded, b.currency ?? undefined),
            })}
          </span>
        ) : null}
      </span>
    ),
  },
];

const EMPTY: TourTimeRequest = { destinationId: '', date: '', time: '' };

/** "Sat, 1 Dec 2026 at 09:00" style: the day as the other screens write it, then the time. */
const when = (date: string, time: string) =>
  t('admin.tourTimes.when', { date: formatDay(date), time });

function resultSummary(op: TourTimeOperation): string {
  const { totals } = op;
  if (op.kind === 'move') {
    return t('admin.tourTimes.movedSummary', {
      moved: totals.moved,
      of: bookingsAndTickets(totals),
      to: when(op.toDate ?? '', op.toTime ?? ''),
    });
  }
  const values = { cancelled: totals.cancelled, of: bookingsAndTickets(totals) };
  return totals.refunded > 0
    ? t('admin.tourTimes.cancelledRefundedSummary', {
        ...values,
        refunded: formatMinorUnits(totals.refunded, totals.currency),
      })
    : t('admin.tourTimes.cancelledSummary', values);
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
      setError(apiErrorMessage(failure, t('admin.tourTimes.previewFailed')));
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
      const message = apiErrorMessage(failure, t('admin.tourTimes.runFailed'));
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
        ? t('admin.tourTimes.closeQuestion', { when: when(shown.date, shown.time) })
        : totals.paid > 0
          ? t('admin.tourTimes.cancelRefundQuestion', {
              bookings: bookingsAndTickets(totals),
              amount: formatMinorUnits(totals.paid, totals.currency),
            })
          : t('admin.tourTimes.cancelQuestion', { bookings: bookingsAndTickets(totals) });
    const yes = await confirm(question, {
      title: t('admin.tourTimes.cancelTitle', {
        tour: shown.destinationTitle,
        when: when(shown.date, shown.time),
      }),
      confirmLabel: t('admin.tourTimes.cancelConfirm'),
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
      setMoveError(apiErrorMessage(failure, t('admin.tourTimes.checkFailed')));
      return;
    }
    if (room && !room.fits) {
      setMoveError(
        t('admin.tourTimes.noRoom', {
          free: room.free,
          when: when(room.date, room.time),
          needed: shown.totals.tickets,
        }),
      );
      return;
    }
    const yes = await confirm(
      t('admin.tourTimes.moveQuestion', {
        bookings: bookingsAndTickets(shown.totals),
        from: when(shown.date, shown.time),
        to: when(target.toDate, target.toTime),
      }),
      {
        title: t('admin.tourTimes.moveTitle', { tour: shown.destinationTitle }),
        confirmLabel: t('admin.tourTimes.moveConfirm'),
      },
    );
    if (!yes) return;
    await run('move', () => moveTourTime({ ...request, ...(reason.trim() ? { reason } : {}) }));
  }

  const chosen = choice.destinationId && choice.date && choice.time;

  return (
    <AdminScreen id="tour-times" title={t('admin.menu.tourTimes')}>
      <p className="adm-screen__note">{t('admin.tourTimes.intro')}</p>
      <form className="adm-filter" aria-label={t('admin.tourChoice.label')} onSubmit={showPreview}>
        <TourTimeFields
          choices={choices}
          value={choice}
          onChange={choose}
          noTime={t('admin.detail.chooseTime')}
        />
        <Button
          type="submit"
          className="adm-filter__clear"
          disabled={!chosen}
          busy={busy === 'preview'}
          busyText={t('admin.tourTimes.looking')}
        >
          {t('admin.tourTimes.show')}
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
            {t('admin.tourTimes.dryRun', {
              tour: preview.destinationTitle,
              when: when(preview.date, preview.time),
            })}
          </h2>
          <p className="adm-tt__totals" aria-live="polite">
            <strong>{bookingsAndTickets(preview.totals)}</strong>
            <span>{contacts(preview.totals.contacts)}</span>
            <span>
              {t('admin.tourTimes.paidByCard', {
                amount: formatMinorUnits(preview.totals.paid, preview.totals.currency),
              })}
            </span>
          </p>
          <div className="adm-list">
            <DataTable
              caption={t('admin.tourTimes.previewCaption')}
              columns={bookingColumns()}
              rows={preview.bookings}
              rowKey={(b) => b._id}
              empty={t('admin.tourTimes.nobody')}
            />
          </div>
          {preview.closed ? (
            <p className="adm-screen__note">{t('admin.tourTimes.closed')}</p>
          ) : (
            <div className="adm-tt__actions">
              <TextField
                label={t('admin.tourTimes.reason')}
                name="reason"
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="adm-tt__choices">
                <section className="adm-tt__choice" aria-labelledby="tour-times-cancel">
                  <h3 id="tour-times-cancel">{t('admin.tourTimes.cancelHeading')}</h3>
                  <p className="adm-muted">{t('admin.tourTimes.cancelNote')}</p>
                  <Button
                    variant="danger"
                    busy={busy === 'cancel'}
                    busyText={t('admin.detail.cancel.busy')}
                    disabled={busy !== ''}
                    onClick={() => void cancelAll(preview)}
                  >
                    {t('admin.tourTimes.cancelAll')}
                  </Button>
                </section>
                <form
                  className="adm-tt__choice"
                  aria-labelledby="tour-times-move"
                  onSubmit={(event) => void moveAll(preview, event)}
                >
                  <h3 id="tour-times-move">{t('admin.tourTimes.moveHeading')}</h3>
                  <div className="adm-tt__fields">
                    <TextField
                      label={t('admin.tourTimes.newDate')}
                      name="toDate"
                      type="date"
                      required
                      value={target.toDate}
                      onChange={(event) => setTarget({ ...target, toDate: event.target.value })}
                    />
                    <TimeSelect
                      label={t('admin.tourTimes.newTime')}
                      name="toTime"
                      required
                      value={target.toTime}
                      times={targetTimes}
                      none={t('admin.detail.chooseTime')}
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
                    busyText={t('admin.detail.moving')}
                    disabled={busy !== '' || preview.totals.bookings === 0}
                  >
                    {t('admin.tourTimes.moveAll')}
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
            {t('admin.tourTimes.done', {
              tour: result.destinationTitle,
              when: when(result.date, result.time),
            })}
          </h2>
          <p role="status">{resultSummary(result)}</p>
          <div className="adm-list">
            <DataTable
              caption={t('admin.tourTimes.resultCaption')}
              columns={outcomeColumns()}
              rows={result.bookings}
              rowKey={(b) => b._id}
              empty={t('admin.tourTimes.nobodyHeld')}
            />
          </div>
          <p>
            <Link to={paths.admin.tourBookings}>{t('admin.tourTimes.seeBookings')}</Link>
          </p>
        </section>
      )}
      {dialog}
    </AdminScreen>
  );
}
