import { t } from '@travel/shell/i18n';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Button, ErrorPanel, Spinner, usePageMeta } from '@travel/shell/ui';
import { StatusBadge, StayFacts, TourFacts } from '../../../components/booking-summary';
import { CancelBookingButton } from '../../../components/cancel-booking-button';
import { RescheduleStep } from '../../../components/reschedule-step';
import type { BookingChanged } from '@travel/shell/api-types';
import {
  cancelByLink,
  confirmByLink,
  fetchManagedBooking,
  payAgainByLink,
  rescheduleByLink,
  useDestinationIf,
  useManagedBooking,
  useOfferIf,
  type ManageLink,
} from '../api/manage-booking-api';
import { statusOf } from '../../../lib/booking-status';
import { goToCheckout, paymentLine, refundNote } from '../../../lib/payment';
import { formatDateTime } from '../../../lib/dates';
import { useNoIndex } from '../../../lib/use-no-index';
import { cutoffMessage, hasStarted } from '../lib/cutoff';
import type { ManagedBooking } from '../types';
import '../../../styles/shared.css';
import '../../../styles/link-page.css';
import './manage-booking-page.css';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { InvalidLinkCard } from '../../../components/invalid-link';

/** The tour or stay offer was withdrawn (deleted): its bookings can no longer be confirmed or paid for. */
export const withdrawnText = (kind: ManagedBooking['kind']) =>
  t('booking.manage.withdrawn', { kind });
/** How often the page back from Stripe reads the booking until the payment's webhook has landed. */
const PAYMENT_POLL_MS = 2000;

/**
 * The name of what was booked: the one stored with the booking, else (older bookings) the catalog's, else
 * a generic one while it loads or when it cannot be read.
 */
function useBookedTitle(managed: ManagedBooking): string {
  const stored =
    managed.kind === 'tour' ? managed.booking.destinationTitle : managed.booking.offerTitle;
  const tour = useDestinationIf(
    !stored && managed.kind === 'tour' ? managed.booking.destinationId : null,
  );
  const stay = useOfferIf(!stored && managed.kind === 'stay' ? managed.booking.offerId : null);
  if (stored) return stored;
  const generic = t(managed.kind === 'tour' ? 'booking.facts.tour' : 'booking.facts.stay');
  if (tour.status === 'success') return tour.data.title || tour.data.destination || generic;
  if (stay.status === 'success') return stay.data.data.title || generic;
  return generic;
}

function StateMessage({ managed }: { managed: ManagedBooking }) {
  const { booking } = managed;
  const places = managed.kind === 'tour' ? 'seats' : 'nights';
  switch (statusOf(booking)) {
    case 'held':
      return (
        <p className="bk-manage__state bk-manage__state--held">
          {booking.holdExpiresAt
            ? t('booking.manage.heldBy', {
                places,
                deadline: formatDateTime(booking.holdExpiresAt, booking.timeZone),
              })
            : t('booking.manage.held', { places })}
        </p>
      );
    case 'confirmed':
      return <p className="bk-manage__state">{t('booking.confirmation.confirmed')}</p>;
    case 'cancelled':
      return (
        <p className="bk-manage__state bk-manage__state--over">
          {booking.cancelledAt
            ? t('booking.manage.cancelledOn', {
                when: formatDateTime(booking.cancelledAt, booking.timeZone),
              })
            : t('booking.manage.cancelled')}{' '}
          <BookAgain managed={managed} />
        </p>
      );
    case 'expired':
      return (
        <p className="bk-manage__state bk-manage__state--over">
          {t('booking.manage.expired')} <BookAgain managed={managed} />
        </p>
      );
  }
}

/**
 * A booking that is over (cancelled, expired) can be made again from its tour or offer page, unless the
 * tour or offer was withdrawn: its page is gone.
 */
function BookAgain({ managed }: { managed: ManagedBooking }) {
  if (managed.withdrawn) return null;
  return (
    <Link
      to={
        managed.kind === 'tour'
          ? paths.tourPage(managed.booking.destinationId)
          : paths.offerDetails(managed.booking.offerId)
      }
    >
      {t('booking.manage.bookAgain')}
    </Link>
  );
}

/** How the booking is paid, in one line; none for a cancelled booking that was to be paid on the day. */
function PaymentLine({ managed }: { managed: ManagedBooking }) {
  const { payment } = managed.booking;
  const paysOnTheDay = (payment?.status ?? 'on_the_day') === 'on_the_day';
  if (paysOnTheDay && statusOf(managed.booking) === 'cancelled') return null;
  return (
    <p className="bk-manage__payment" data-testid="payment-line">
      {paymentLine(payment)}
    </p>
  );
}

/**
 * The booking's payment. Back from Stripe's page paid (`returned`), the booking is read again until the
 * webhook has confirmed it, since only that, never this page, makes it paid; back unpaid or from the
 * mail's link, a held booking can be paid again while its places are held.
 */
function PaymentSection({
  managed,
  link,
  returned,
}: {
  managed: ManagedBooking;
  link: ManageLink;
  returned: boolean;
}) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { payment, holdExpiresAt } = managed.booking;
  const places = managed.kind === 'tour' ? 'seats' : 'nights';
  if (payment?.status !== 'pending' || statusOf(managed.booking) !== 'held') {
    return <PaymentLine managed={managed} />;
  }
  if (returned) {
    return (
      <div className="bk-manage__state bk-manage__state--held bk-manage__waiting">
        <Spinner label={t('booking.manage.waitingForPayment')} visibleLabel />
      </div>
    );
  }

  async function payAgain() {
    setStarting(true);
    setFailure(null);
    try {
      goToCheckout(await payAgainByLink(link));
    } catch (error) {
      setFailure(apiErrorMessage(error, t('booking.manage.payFailed')));
      setStarting(false);
    }
  }

  return (
    <div className="bk-manage__pay">
      <p className="bk-manage__state bk-manage__state--held">
        {holdExpiresAt
          ? t('booking.manage.notPaidUntil', {
              places,
              deadline: formatDateTime(holdExpiresAt, managed.booking.timeZone),
            })
          : t('booking.manage.notPaid', { places })}
      </p>
      {failure && (
        <p className="bk-form__error" role="alert">
          {failure}
        </p>
      )}
      <Button
        onClick={() => void payAgain()}
        busy={starting}
        busyText={t('booking.manage.opening')}
      >
        {t('booking.manage.payAgain')}
      </Button>
    </div>
  );
}

function CancelSection({
  managed,
  cancel,
}: {
  managed: ManagedBooking;
  cancel: () => Promise<void>;
}) {
  const status = statusOf(managed.booking);
  if (status !== 'held' && status !== 'confirmed') return null;
  if (!managed.cancellable) {
    // A booking whose start has passed needs no word on cancelling.
    if (hasStarted(managed)) return null;
    return <p className="bk-manage__cutoff">{cutoffMessage(managed)}</p>;
  }
  return (
    <div className="bk-manage__cancel">
      <p>
        {t('booking.manage.cancelUntil', {
          deadline: formatDateTime(managed.cancelBefore, managed.booking.timeZone),
        })}
      </p>
      <CancelBookingButton
        question={
          t('booking.cancel.question', {
            reference: managed.booking.reference,
            places: managed.kind === 'tour' ? 'seats' : 'nights',
          }) + refundNote(managed.booking.payment)
        }
        cancel={cancel}
      />
    </div>
  );
}

/**
 * 'Change date or time' of a live tour booking still before its cancellation deadline (the same one
 * allows moving): opens the reschedule step; the move's answer replaces the booking shown.
 */
function RescheduleSection({
  managed,
  link,
  onMoved,
}: {
  managed: ManagedBooking;
  link: ManageLink;
  onMoved: (result: BookingChanged) => void;
}) {
  const [open, setOpen] = useState(false);
  const status = statusOf(managed.booking);
  if (managed.kind !== 'tour' || managed.withdrawn || !managed.cancellable) return null;
  if (status !== 'held' && status !== 'confirmed') return null;
  const { booking } = managed;
  if (!open) {
    return (
      <div className="bk-manage__move">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('booking.move.title')}
        </Button>
      </div>
    );
  }
  return (
    <RescheduleStep
      booking={booking}
      moveBefore={managed.cancelBefore}
      move={async (target) => {
        onMoved(await rescheduleByLink(link, target));
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
    />
  );
}

function ManagedBookingView({
  initial,
  link,
  returned,
  outcome,
  onOutcome,
}: {
  initial: ManagedBooking;
  link: ManageLink;
  /** Back from Stripe's page after paying. */
  returned: boolean;
  outcome: Outcome | null;
  /** Reports what an action did; a refusal also has the booking read again from the server. */
  onOutcome: (outcome: Outcome) => void;
}) {
  const [managed, setManaged] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const title = useBookedTitle(managed);
  const status = statusOf(managed.booking);
  const awaitingPayment = managed.booking.payment?.status === 'pending' && status === 'held';
  const withdrawn = managed.withdrawn;

  const polling = returned && awaitingPayment;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      fetchManagedBooking(link).then(
        (fresh) => setManaged(fresh),
        () => undefined, // a missed read is retried on the next tick
      );
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, link]);

  async function act(
    request: () => Promise<BookingChanged>,
    after: (result: BookingChanged) => ManagedBooking,
  ) {
    try {
      const result = await request();
      setManaged(after(result));
      onOutcome({ text: result.message, failed: false });
    } catch (error) {
      onOutcome({
        text: apiErrorMessage(error, t('booking.manage.failed')),
        failed: true,
      });
    }
  }

  async function confirm() {
    setConfirming(true);
    await act(
      () => confirmByLink(link),
      (result) => ({ ...managed, booking: result.booking }) as ManagedBooking,
    );
    setConfirming(false);
  }

  const cancel = () =>
    act(
      () => cancelByLink(link),
      (result) => ({ ...managed, booking: result.booking, cancellable: false }) as ManagedBooking,
    );

  return (
    <article className="bk-manage__card" aria-labelledby="bk-manage-title">
      <div className="bk-manage__top">
        <p className="bk-manage__ref" data-testid="manage-reference">
          {managed.booking.reference}
        </p>
        <StatusBadge booking={managed.booking} />
      </div>
      <h2 id="bk-manage-title">{title}</h2>
      {managed.kind === 'tour' ? (
        <TourFacts booking={managed.booking} />
      ) : (
        <StayFacts booking={managed.booking} />
      )}
      <OutcomeMessage outcome={outcome} />
      {withdrawn && (
        <p className="bk-manage__state bk-manage__state--over" data-testid="withdrawn">
          {withdrawnText(managed.kind)}
        </p>
      )}
      {/* Just confirmed: the outcome already says so, in the same words. */}
      {/* A withdrawn hold can no longer be confirmed: its "confirm it by …" would promise what is gone. */}
      {!(status === 'confirmed' && outcome && !outcome.failed) &&
        !awaitingPayment &&
        !(withdrawn && status === 'held') && <StateMessage managed={managed} />}
      {withdrawn ? (
        <PaymentLine managed={managed} />
      ) : (
        <PaymentSection managed={managed} link={link} returned={returned} />
      )}
      {status === 'held' && !awaitingPayment && !withdrawn && (
        <Button
          onClick={() => void confirm()}
          busy={confirming}
          busyText={t('booking.manage.confirming')}
        >
          {t('booking.manage.confirm')}
        </Button>
      )}
      {!awaitingPayment && (
        <RescheduleSection
          managed={managed}
          link={link}
          onMoved={(result) => {
            setManaged({ ...managed, booking: result.booking } as ManagedBooking);
            onOutcome({ text: result.message, failed: false });
            // The deadline moves with the start: read it again.
            fetchManagedBooking(link).then(setManaged, () => undefined);
          }}
        />
      )}
      <CancelSection managed={managed} cancel={cancel} />
    </article>
  );
}

function InvalidLink({ message }: { message?: string }) {
  return <InvalidLinkCard message={message || t('booking.manage.invalidLink')} kind="booking" />;
}

function ManageByLink({ link, returned }: { link: ManageLink; returned: boolean }) {
  const state = useManagedBooking(link);
  // Kept here, so that a refusal stays on screen while the booking is read again after it.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { reload } = state;
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    if (state.notFound) return <InvalidLink message={state.message} />;
    return <ErrorPanel message={t('booking.manage.loadFailed')} onAction={reload} />;
  }
  return (
    <ManagedBookingView
      // A fresh read (after a refusal) starts the view again from what the server has.
      key={JSON.stringify(state.data)}
      initial={state.data}
      link={link}
      returned={returned}
      outcome={outcome}
      onOutcome={(next) => {
        setOutcome(next);
        if (next.failed) reload();
      }}
    />
  );
}

/**
 * /booking/manage?ref=&token=: the booking's page of the link in its mails. Reading it changes nothing.
 * Stripe sends visitors back to the same page under /booking/paid (after paying) and
 * /booking/payment-cancelled (left unpaid), with the same link.
 */
export function ManageBookingPage() {
  const [params] = useSearchParams();
  const returned = useLocation().pathname.endsWith('/booking/paid');
  const ref = params.get('ref')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  // One object per link, so the payment poll's effect does not restart on every render.
  const link = useMemo(() => ({ ref, token }), [ref, token]);
  usePageMeta({
    title: t('booking.manage.title'),
    description: t('booking.manage.description'),
  });
  useNoIndex();
  return (
    <section className="bk-page bk-manage" aria-labelledby="bk-manage-heading">
      <h1 id="bk-manage-heading">{t('booking.manage.title')}</h1>
      {ref && token ? <ManageByLink link={link} returned={returned} /> : <InvalidLink />}
    </section>
  );
}
