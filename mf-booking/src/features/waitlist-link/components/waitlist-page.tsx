import { t } from '@travel/shell/i18n';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Button, ErrorPanel, formatPrice, Spinner, usePageMeta, richText } from '@travel/shell/ui';
import type { TourBooking, WaitlistOffer } from '@travel/shell/api-types';
import { BookingConfirmation } from '../../../components/booking-confirmation';
import { PaymentMethodNote } from '../../../components/payment-method-note';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useNoIndex } from '../../../lib/use-no-index';
import {
  claimOffer,
  confirmWaitlistEntry,
  leaveWaitlist,
  useWaitlistOffer,
  type WaitlistLinkParams,
} from '../api/waitlist-link-api';
import '../../../styles/shared.css';
import '../../../styles/link-page.css';
import './waitlist-page.css';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { InvalidLinkCard } from '../../../components/invalid-link';

function InvalidLink({ message }: { message?: string }) {
  return <InvalidLinkCard message={message || t('booking.offer.invalidLink')} kind="waitlist" />;
}

/**
 * Why an offer read from its link cannot be claimed any more, or null while it can: the API's words
 * (waitlist.service.ts), shown before the visitor tries.
 */
function unclaimable(offer: WaitlistOffer, now: number): string | null {
  switch (offer.status) {
    case 'offered':
      return offer.offerExpiresAt && Date.parse(offer.offerExpiresAt) <= now
        ? t('booking.offer.lapsed')
        : null;
    case 'claimed':
      return t('booking.offer.claimed');
    case 'left':
      return t('booking.offer.left');
    default:
      return t('booking.offer.lapsed');
  }
}

function OfferFacts({ offer }: { offer: WaitlistOffer }) {
  return (
    <dl className="bk-waitlist-page__facts">
      <div>
        <dt>{t('booking.facts.when')}</dt>
        <dd>{t('booking.when.dateAt', { date: formatDate(offer.date), time: offer.time })}</dd>
      </div>
      <div>
        <dt>{t('booking.facts.tickets')}</dt>
        <dd data-testid="offer-tickets">{offer.tickets}</dd>
      </div>
    </dl>
  );
}

function Claimed({ booking, link }: { booking: TourBooking; link: WaitlistLinkParams }) {
  const navigate = useNavigate();
  return (
    <BookingConfirmation
      booking={booking}
      places="seats"
      details={[
        { label: t('booking.facts.tour'), value: booking.destinationTitle },
        {
          label: t('booking.facts.date'),
          value: t('booking.when.dateAt', { date: formatDate(booking.date), time: booking.time }),
        },
        { label: t('booking.facts.tickets'), value: booking.tickets },
        { label: t('booking.facts.total'), value: formatPrice(booking.cost) },
      ]}
      doneLabel={t('booking.offer.seeTour')}
      onDone={() => void navigate(paths.tourPage(link.destination))}
    />
  );
}

function OfferView({
  offer,
  link,
  reload,
}: {
  offer: WaitlistOffer;
  link: WaitlistLinkParams;
  reload: () => void;
}) {
  const [claiming, setClaiming] = useState(false);
  const [failure, setFailure] = useState<Outcome | null>(null);
  const [booked, setBooked] = useState<TourBooking | null>(null);
  // Read once per render of a fresh answer: an offer past its end reads as lapsed without a new request.
  const [now] = useState(() => Date.now());

  if (booked) return <Claimed booking={booked} link={link} />;

  async function claim() {
    setClaiming(true);
    setFailure(null);
    try {
      const { booking, paying } = await claimOffer(link);
      // On its way to Stripe's page: busy until the browser leaves.
      if (paying) return;
      setBooked(booking);
      setClaiming(false);
    } catch (error) {
      setFailure({
        text: apiErrorMessage(error, t('booking.offer.claimFailed')),
        failed: true,
      });
      setClaiming(false);
      reload();
    }
  }

  const over = unclaimable(offer, now);
  return (
    <article className="bk-manage__card" aria-labelledby="bk-waitlist-title">
      <h2 id="bk-waitlist-title">{offer.destinationTitle}</h2>
      <OfferFacts offer={offer} />
      <OutcomeMessage outcome={failure} />
      {over ? (
        <>
          <p className="bk-manage__state bk-manage__state--over" data-testid="offer-state">
            {over}
          </p>
          <Link to={paths.tourPage(link.destination)}>{t('booking.offer.otherTimes')}</Link>
        </>
      ) : (
        <>
          <p className="bk-manage__state bk-manage__state--held" data-testid="offer-state">
            {offer.offerExpiresAt
              ? t('booking.offer.heldUntil', {
                  count: offer.tickets,
                  deadline: formatDateTime(offer.offerExpiresAt),
                })
              : t('booking.offer.held', { count: offer.tickets })}
          </p>
          <PaymentMethodNote />
          <Button
            onClick={() => void claim()}
            busy={claiming}
            busyText={t('booking.offer.claiming')}
          >
            {t('booking.offer.claim')}
          </Button>
          <p className="bk-form__note">
            {richText(t('booking.offer.letGo'), {
              0: (text) => (
                <Link
                  to={`${paths.waitlistLeave}?${new URLSearchParams({ destination: link.destination, token: link.token }).toString()}`}
                >
                  {text}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </article>
  );
}

function ClaimByLink({ link }: { link: WaitlistLinkParams }) {
  const state = useWaitlistOffer(link);
  if (state.status === 'loading') return <Spinner visibleLabel />;
  if (state.status === 'error') {
    if (state.notFound) return <InvalidLink message={state.message} />;
    return <ErrorPanel message={t('booking.offer.loadFailed')} onAction={state.reload} />;
  }
  // A fresh read (after a refused claim) starts the view again from what the server has.
  return (
    <OfferView
      key={JSON.stringify(state.data)}
      offer={state.data}
      link={link}
      reload={state.reload}
    />
  );
}

/** A link page's one action, taken on a press: busy while it runs, then what the server said. */
function useLinkAction(run: () => Promise<string>, failure: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function act() {
    setBusy(true);
    try {
      setOutcome({ text: await run(), failed: false });
    } catch (error) {
      setOutcome({ text: apiErrorMessage(error, failure), failed: true });
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, done: outcome !== null && !outcome.failed, act };
}

/**
 * Leaving takes a press of the button, never the opening of the link alone: mail scanners open links
 * to check them, and would take visitors off the list.
 */
function LeaveByLink({ link }: { link: WaitlistLinkParams }) {
  const {
    busy: leaving,
    outcome,
    done: left,
    act: leave,
  } = useLinkAction(() => leaveWaitlist(link), t('booking.offer.leaveFailed'));

  return (
    <article className="bk-manage__card" aria-labelledby="bk-waitlist-title">
      <h2 id="bk-waitlist-title">{t('booking.offer.leaveQuestion')}</h2>
      <OutcomeMessage outcome={outcome} />
      {left ? (
        <Link to={paths.tourPage(link.destination)}>{t('booking.offer.otherTimes')}</Link>
      ) : (
        <>
          <p>{t('booking.offer.leaveText')}</p>
          <Button
            variant="danger"
            onClick={() => void leave()}
            busy={leaving}
            busyText={t('booking.offer.leaving')}
          >
            {t('booking.offer.leave')}
          </Button>
        </>
      )}
    </article>
  );
}

/**
 * Confirming takes a press of the button too, as leaving does: what a mail scanner opens should not
 * change the line.
 */
function ConfirmByLink({ link }: { link: WaitlistLinkParams }) {
  const {
    busy: confirming,
    outcome,
    done: confirmed,
    act: confirm,
  } = useLinkAction(async () => {
    const { message, position } = await confirmWaitlistEntry(link);
    return `${message} ${t('booking.offer.position', { position })}`;
  }, t('booking.offer.confirmFailed'));

  return (
    <article className="bk-manage__card" aria-labelledby="bk-waitlist-title">
      <h2 id="bk-waitlist-title">{t('booking.offer.confirmTitle')}</h2>
      <OutcomeMessage outcome={outcome} />
      {confirmed ? (
        <p>{t('booking.offer.confirmedNext')}</p>
      ) : (
        <>
          <p>{t('booking.offer.confirmText')}</p>
          <Button
            onClick={() => void confirm()}
            busy={confirming}
            busyText={t('booking.offer.confirming')}
          >
            {t('booking.offer.confirm')}
          </Button>
        </>
      )}
    </article>
  );
}

type LinkPage = 'claim' | 'leave' | 'confirm';

/** Each link page's heading and description (message ids). */
const PAGES: Record<LinkPage, { heading: string; description: string }> = {
  claim: { heading: 'booking.offer.claimHeading', description: 'booking.offer.claimDescription' },
  leave: { heading: 'booking.offer.leaveHeading', description: 'booking.offer.leaveDescription' },
  confirm: {
    heading: 'booking.offer.confirmHeading',
    description: 'booking.offer.confirmDescription',
  },
};

function pageOf(pathname: string): LinkPage {
  const match = /\/waitlist\/(leave|confirm)\/?$/i.exec(pathname);
  return (match?.[1]?.toLowerCase() as LinkPage | undefined) ?? 'claim';
}

/**
 * /waitlist/claim, /waitlist/leave and /waitlist/confirm, each `?destination=&token=`: the pages of the
 * links in the waitlist mails (api waitlist.service.ts builds them). The offer mail's claim link books
 * the held seats; the joined mail's leave link, or the offer mail's, takes the visitor off the list; the
 * joined mail's confirm link proves the address, so that seats may be offered to the entry.
 */
export function WaitlistPage() {
  const [params] = useSearchParams();
  const page = pageOf(useLocation().pathname);
  const destination = params.get('destination')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const link = useMemo(() => ({ destination, token }), [destination, token]);
  const heading = t(PAGES[page].heading);
  usePageMeta({ title: heading, description: t(PAGES[page].description) });
  useNoIndex();
  let body = <InvalidLink />;
  if (destination && token) {
    if (page === 'claim') body = <ClaimByLink link={link} />;
    else if (page === 'leave') body = <LeaveByLink link={link} />;
    else body = <ConfirmByLink link={link} />;
  }
  return (
    <section className="bk-page bk-manage" aria-labelledby="bk-waitlist-heading">
      <h1 id="bk-waitlist-heading">{heading}</h1>
      {body}
    </section>
  );
}
