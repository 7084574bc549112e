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
import { AsyncView, Button, formatPrice, toast, useConfirm } from '@travel/shell/ui';
import { AdminScreen } from '../../../components/admin-screen';
import { RecordHistory } from '../../../components/audit';
import { TimeSelect, useTourChoices } from '../../../components/tour-choices';
import { STATE_LABELS } from '../../../lib/booking-states';
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
import { availableActions, CHANNEL_LABELS, paymentText } from '../../../lib/booking-actions';
import { BookingActionForm } from './booking-action-form';
import '../../../components/admin-screen.css';
import './booking-detail-page.css';

type Detail = AdminBookingDetail &
  ({ kind: 'tour'; booking: TourBooking } | { kind: 'stay'; booking: StayBooking });

const mailColumns: Column<OutboxMail>[] = [
  { key: 'subject', header: 'Subject', render: (m) => m.subject },
  { key: 'status', header: 'State', className: 'adm-nowrap', render: (m) => m.status },
  {
    key: 'created',
    header: 'Queued',
    className: 'adm-nowrap',
    render: (m) => formatDateTime(m.createdAt),
  },
];

const PLAIN_ACTIONS: Record<PlainAction, { label: string; busy: string; done: string }> = {
  confirm: { label: 'Confirm booking', busy: 'Confirming...', done: 'Booking confirmed.' },
  cancel: { label: 'Cancel booking', busy: 'Cancelling...', done: 'Booking cancelled.' },
  'mark-paid': { label: 'Mark paid', busy: 'Saving...', done: 'Marked paid on the day.' },
  resend: { label: 'Resend mail', busy: 'Sending...', done: 'Mail sent again.' },
};

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
      <Fact term="State">{STATE_LABELS[booking.status]}</Fact>
      <Fact term="Payment">{paymentText(booking.payment)}</Fact>
      <Fact term="Channel">{CHANNEL_LABELS[booking.channel]}</Fact>
      <Fact term="Booker">
        {booking.name} · <a href={mailtoHref(booking.email)}>{booking.email}</a>
      </Fact>
      {detail.kind === 'tour' ? (
        <>
          <Fact term="Tour">{detail.booking.destinationTitle}</Fact>
          <Fact term="When">
            {formatDay(detail.booking.date)}, {zonedTime(detail.booking.time, booking.timeZone)}
          </Fact>
          <Fact term="Tickets">
            {detail.booking.tickets}
            {detail.booking.extras ? ' + extras' : ''}
          </Fact>
          <Fact term="Total">{formatPrice(detail.booking.cost)}</Fact>
        </>
      ) : (
        <>
          <Fact term="Stay">{detail.booking.offerTitle}</Fact>
          <Fact term="When">
            {formatDay(detail.booking.checkIn)} to {formatDay(detail.booking.checkOut)} (
            {detail.booking.nights} {detail.booking.nights === 1 ? 'night' : 'nights'})
          </Fact>
          <Fact term="Guests">{detail.booking.guests}</Fact>
          <Fact term="Total">{formatPrice(detail.booking.totalCost)}</Fact>
        </>
      )}
      <Fact term="Booked">{formatDateTime(booking.createdAt)}</Fact>
      <Fact term="Visitor can cancel until">{formatDateTime(detail.cancelBefore)}</Fact>
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
      title="Change"
      send={send}
      failure="Failed to change the booking. Please try again."
      submitLabel="Save changes"
      busyText="Saving..."
      onDone={onDone}
    >
      <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        hint="With the country code (+351 ...); blank removes it."
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <TextField
        label={detail.kind === 'tour' ? 'Tickets' : 'Guests'}
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
      title="Move"
      send={() => moveBooking(booking.reference, { date, time })}
      failure="Failed to move the booking. Please try again."
      submitLabel="Move booking"
      busyText="Moving..."
      onDone={onDone}
    >
      <TextField
        label="Date"
        name="date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <TimeSelect
        label="Time"
        name="time"
        value={time}
        times={tourTimes.length ? tourTimes : [booking.time]}
        none="Choose a time"
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
      title="Internal note"
      send={() => saveNote(detail.booking.reference, note)}
      failure="Failed to save the note. Please try again."
      submitLabel="Save note"
      busyText="Saving..."
      variant="secondary"
      onDone={onDone}
    >
      <TextAreaField
        label="Note (admins only, never shown to the visitor)"
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
        `Cancel booking ${reference}? The visitor is mailed${paid ? ' and the card payment refunded' : ''}.`,
        { title: 'Cancel booking', confirmLabel: 'Cancel booking' },
      );
      if (!sure) return;
    }
    setRunning(action);
    try {
      const answer = await runAction(reference, action);
      toast.success(PLAIN_ACTIONS[action].done);
      onDone(answer.data);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, 'That did not work. Please try again.'));
    } finally {
      setRunning(null);
    }
  }

  const actions = availableActions(detail.booking);
  return (
    <div className="adm-booking-actions" role="group" aria-label="Booking actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'cancel' ? 'danger' : action === 'confirm' ? 'primary' : 'secondary'}
          busy={running === action}
          busyText={PLAIN_ACTIONS[action].busy}
          disabled={running !== null && running !== action}
          onClick={() => void run(action)}
        >
          {PLAIN_ACTIONS[action].label}
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
    <AdminScreen id="booking-detail" title={`Booking ${reference.toUpperCase()}`}>
      <AsyncView
        state={shown}
        loading="Loading the booking..."
        error="Failed to load the booking."
        notFound="No booking has this reference."
        onRetry={shown.reload}
      >
        {({ data }) => {
          const detail = latest ?? data;
          const live = detail.booking.status === 'held' || detail.booking.status === 'confirmed';
          const list = detail.kind === 'tour' ? paths.admin.tourBookings : paths.admin.stayBookings;
          return (
            <div className="adm-booking" key={version}>
              <p>
                <Link to={list}>Back to {detail.kind === 'tour' ? 'tour' : 'stay'} bookings</Link>
              </p>
              {detail.withdrawn ? (
                <p className="adm-screen__note" role="status">
                  The {detail.kind} of this booking was withdrawn (deleted).
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
              <section aria-label="Mails">
                <h2>Mails</h2>
                <div className="adm-list">
                  <DataTable
                    caption="Mails of this booking"
                    columns={mailColumns}
                    rows={detail.mails}
                    rowKey={(m) => m._id}
                    empty="No mails."
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
