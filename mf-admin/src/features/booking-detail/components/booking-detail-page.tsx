import { useState, type ReactNode } from 'react';
import type {
  ChangeBookingRequest,
  OutboxMail,
  StayBooking,
  TourBooking,
} from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { TextAreaField, TextField } from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Link, useParams } from '@travel/shell/router';
import { DataTable, type Column } from '@travel/shell/tables';
import { zonedTime } from '@travel/shell/time';
import { AsyncView, Button, formatPrice, toast } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';
import { AdminScreen } from '../../../components/admin-screen';
import { RecordHistory } from '../../../components/audit';
import { TimeSelect, useTourChoices } from '../../../components/tour-choices';
import { stateLabel } from '../../../lib/booking-states';
import { formatDateTime, formatDay, mailtoHref } from '../../../lib/format';
import {
  bookingUrl,
  changeBooking,
  moveBooking,
  runAction,
  saveNote,
  type AdminBookingDetail,
  type PlainAction,
} from '../../../api/booking-actions';
import { availableActions, channelLabel, paymentText } from '../../../lib/booking-actions';
import { BookingActionForm } from './booking-action-form';
import '../../../components/admin-screen.css';
import './booking-detail-page.css';
import { t } from '@travel/shell/i18n';

type Detail = AdminBookingDetail &
  ({ kind: 'tour'; booking: TourBooking } | { kind: 'stay'; booking: StayBooking });

const mailColumns = (): Column<OutboxMail>[] => [
  { key: 'subject', header: t('admin.detail.subject'), render: (m) => m.subject },
  {
    key: 'status',
    header: t('admin.filter.state'),
    className: 'adm-nowrap',
    render: (m) => t(`admin.detail.mailState.${m.status}`),
  },
  {
    key: 'created',
    header: t('admin.detail.queued'),
    className: 'adm-nowrap',
    render: (m) => formatDateTime(m.createdAt),
  },
];

/** An action's button, its busy text and its toast: `admin.detail.<action>.label`, `.busy`, `.done`. */
const actionText = (action: PlainAction, part: 'label' | 'busy' | 'done') =>
  t(`admin.detail.${action}.${part}`);

/** One line of the booking's facts. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="adm-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Facts({ detail }: { detail: Detail }) {
  const { booking } = detail;
  return (
    <dl className="adm-facts">
      <Fact term={t('admin.filter.state')}>{stateLabel(booking.status)}</Fact>
      <Fact term={t('admin.filter.payment')}>{paymentText(booking.payment)}</Fact>
      <Fact term={t('admin.detail.channel')}>{channelLabel(booking.channel)}</Fact>
      <Fact term={t('admin.col.booker')}>
        {booking.name} · <a href={mailtoHref(booking.email)}>{booking.email}</a>
      </Fact>
      {detail.kind === 'tour' ? (
        <>
          <Fact term={t('admin.detail.tour')}>{detail.booking.destinationTitle}</Fact>
          <Fact term={t('admin.detail.when')}>
            {formatDay(detail.booking.date)}, {zonedTime(detail.booking.time, booking.timeZone)}
          </Fact>
          <Fact term={t('admin.detail.tickets')}>
            {detail.booking.tickets}
            {detail.booking.extras ? ` + ${t('admin.detail.extras')}` : ''}
          </Fact>
          <Fact term={t('admin.col.total')}>{formatPrice(detail.booking.cost)}</Fact>
        </>
      ) : (
        <>
          <Fact term={t('admin.col.stay')}>{detail.booking.offerTitle}</Fact>
          <Fact term={t('admin.detail.when')}>
            {t('admin.detail.stayWhen', {
              checkIn: formatDay(detail.booking.checkIn),
              checkOut: formatDay(detail.booking.checkOut),
              nights: detail.booking.nights,
            })}
          </Fact>
          <Fact term={t('admin.detail.guests')}>{detail.booking.guests}</Fact>
          <Fact term={t('admin.col.total')}>{formatPrice(detail.booking.totalCost)}</Fact>
        </>
      )}
      <Fact term={t('admin.col.booked')}>{formatDateTime(booking.createdAt)}</Fact>
      <Fact term={t('admin.detail.cancelUntil')}>{formatDateTime(detail.cancelBefore)}</Fact>
    </dl>
  );
}

/** Where a form or action hands the booking as the server now has it. */
type OnDone = (next: AdminBookingDetail) => void;

/**
 * The form of a new name, phone and tickets (tour) or guests (stay); the server checks the phone, seats and
 * prices.
 */
function ChangeForm({ detail, onDone }: { detail: Detail; onDone: OnDone }) {
  const people = detail.kind === 'tour' ? detail.booking.tickets : detail.booking.guests;
  const [name, setName] = useState(detail.booking.name);
  const [phone, setPhone] = useState(detail.booking.phone ?? '');
  const [count, setCount] = useState(String(people));
  const field = detail.kind === 'tour' ? 'tickets' : 'guests';

  function send() {
    const change: ChangeBookingRequest = {};
    if (name.trim() !== detail.booking.name) change.name = name.trim();
    // Blank removes the number; the server normalizes what is typed (+351 912 345 678).
    if (phone.trim() !== (detail.booking.phone ?? '')) change.phone = phone.trim();
    if (Number(count) !== people) change[field] = Number(count);
    return changeBooking(detail.booking.reference, change);
  }

  return (
    <BookingActionForm
      title={t('admin.detail.change')}
      send={send}
      failure={t('admin.detail.changeFailed')}
      submitLabel={t('admin.detail.saveChanges')}
      busyText={t('admin.common.saving')}
      onDone={onDone}
    >
      <TextField
        label={t('admin.detail.name')}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('admin.detail.phone')}
        name="phone"
        type="tel"
        autoComplete="off"
        hint={t('admin.detail.phoneHint')}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <TextField
        label={detail.kind === 'tour' ? t('admin.detail.tickets') : t('admin.detail.guests')}
        name={field}
        type="number"
        min={1}
        inputMode="numeric"
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
    </BookingActionForm>
  );
}

/** Another date or time of the same tour: the server checks the room there. */
function MoveForm({ booking, onDone }: { booking: TourBooking; onDone: OnDone }) {
  const { tourTimes } = useTourChoices(booking.destinationId);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState(booking.time);

  return (
    <BookingActionForm
      title={t('admin.detail.move')}
      send={() => moveBooking(booking.reference, { date, time })}
      failure={t('admin.detail.moveFailed')}
      submitLabel={t('admin.detail.moveBooking')}
      busyText={t('admin.detail.moving')}
      onDone={onDone}
    >
      <TextField
        label={t('admin.detail.date')}
        name="date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <TimeSelect
        label={t('admin.detail.time')}
        name="time"
        value={time}
        times={tourTimes.length ? tourTimes : [booking.time]}
        none={t('admin.detail.chooseTime')}
        onChange={setTime}
      />
    </BookingActionForm>
  );
}

/** The internal note: admins only, never shown to the visitor. */
function NoteForm({ detail, onDone }: { detail: Detail; onDone: OnDone }) {
  const [note, setNote] = useState(detail.note ?? '');

  return (
    <BookingActionForm
      title={t('admin.detail.note')}
      send={() => saveNote(detail.booking.reference, note)}
      failure={t('admin.detail.noteFailed')}
      submitLabel={t('admin.detail.saveNote')}
      busyText={t('admin.common.saving')}
      variant="secondary"
      onDone={onDone}
    >
      <TextAreaField
        label={t('admin.detail.noteField')}
        name="note"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </BookingActionForm>
  );
}

/** What the admin can do now, as buttons; Cancel asks first. */
function ActionBar({ detail, onDone }: { detail: Detail; onDone: OnDone }) {
  const [running, setRunning] = useState<PlainAction | null>(null);
  const { confirm, dialog } = useConfirm();
  const { reference } = detail.booking;

  async function run(action: PlainAction) {
    if (action === 'cancel') {
      const paid = detail.booking.payment.status === 'paid';
      const sure = await confirm(
        t(paid ? 'admin.detail.cancelPaidQuestion' : 'admin.bookings.cancelQuestion', {
          reference,
        }),
        {
          title: t('admin.bookings.cancelTitle'),
          confirmLabel: t('admin.bookings.cancelTitle'),
        },
      );
      if (!sure) return;
    }
    setRunning(action);
    try {
      const answer = await runAction(reference, action);
      toast.success(actionText(action, 'done'));
      onDone(answer.data);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t('admin.common.actionFailed')));
    } finally {
      setRunning(null);
    }
  }

  const actions = availableActions(detail.booking);
  return (
    <div className="adm-booking-actions" role="group" aria-label={t('admin.detail.actions')}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'danger' : action === 'confirm' ? 'primary' : 'secondary'}
          busy={running === action}
          busyText={actionText(action, 'busy')}
          disabled={running !== null && running !== action}
          onClick={() => void run(action)}
        >
          {actionText(action, 'label')}
        </Button>
      ))}
      {dialog}
    </div>
  );
}

/** /admin/bookings/:reference: one booking, everything about it, and what can be done to it. */
export function BookingDetailPage() {
  const { reference = '' } = useParams();
  const shown = useApiGet<{ data: Detail }>(bookingUrl(reference));
  const [latest, setLatest] = useState<Detail | null>(null);
  // A change re-reads the history and remounts the forms with the booking as it now is.
  const [version, setVersion] = useState(0);
  const done = (next: AdminBookingDetail) => {
    // The API pairs a tour kind with a tour booking and a stay kind with a stay booking; the generated
    // type does not say so.
    setLatest(next as Detail);
    setVersion((v) => v + 1);
  };

  return (
    <AdminScreen
      id="booking-detail"
      title={t('admin.detail.title', { reference: reference.toUpperCase() })}
    >
      <AsyncView
        state={shown}
        loading={t('admin.detail.loading')}
        error={t('admin.detail.failed')}
        notFound={t('admin.detail.notFound')}
        onRetry={shown.reload}
      >
        {({ data }) => {
          const detail = latest ?? data;
          const live = detail.booking.status === 'held' || detail.booking.status === 'confirmed';
          const list = detail.kind === 'tour' ? paths.admin.tourBookings : paths.admin.stayBookings;
          return (
            <div className="adm-booking" key={version}>
              <p>
                <Link to={list}>{t(`admin.detail.back.${detail.kind}`)}</Link>
              </p>
              {detail.withdrawn ? (
                <p className="adm-screen__note" role="status">
                  {t(`admin.detail.withdrawn.${detail.kind}`)}
                </p>
              ) : null}
              <Facts detail={detail} />
              <ActionBar detail={detail} onDone={done} />
              {live ? (
                <div className="adm-booking__forms">
                  <ChangeForm detail={detail} onDone={done} />
                  {detail.kind === 'tour' ? (
                    <MoveForm booking={detail.booking} onDone={done} />
                  ) : null}
                </div>
              ) : null}
              <NoteForm detail={detail} onDone={done} />
              <section aria-label={t('admin.detail.mails')}>
                <h2>{t('admin.detail.mails')}</h2>
                <div className="adm-list">
                  <DataTable
                    caption={t('admin.detail.mailsCaption')}
                    columns={mailColumns()}
                    rows={detail.mails}
                    rowKey={(m) => m._id}
                    empty={t('admin.detail.noMails')}
                  />
                </div>
              </section>
              <RecordHistory record={detail.booking._id} />
            </div>
          );
        }}
      </AsyncView>
    </AdminScreen>
  );
}
