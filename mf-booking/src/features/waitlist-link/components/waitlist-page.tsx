import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@travel/shell/router';
import { apiErrorMessage } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { Button, ErrorPanel, formatPrice, Spinner, usePageMeta } from '@travel/shell/ui';
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

export const INVALID_LINK = 'This waitlist link is not valid.';
// The API's words for an offer that cannot be claimed (waitlist.service.ts), shown before the visitor tries.
export const OFFER_CLAIMED = 'This offer was already claimed: see the booking mail we sent.';
export const OFFER_LAPSED =
  'This offer has lapsed and its seats went to the next person on the waitlist.';
export const OFFER_LEFT = 'You left this waitlist, so its offer no longer stands.';

function InvalidLink({ message = INVALID_LINK }: { message?: string }) {
  return <InvalidLinkCard message={message} kind="waitlist" />;
}

/** Why an offer read from its link cannot be claimed any more, or null while it can. */
function unclaimable(offer: WaitlistOffer, now: number): string | null {
  switch (offer.status) {
    case 'offered':
      return offer.offerExpiresAt && Date.parse(offer.offerExpiresAt) <= now ? OFFER_LAPSED : null;
    case 'claimed':
      return OFFER_CLAIMED;
    case 'left':
      return OFFER_LEFT;
    default:
      return OFFER_LAPSED;
  }
}

function OfferFacts({ offer }: { offer: WaitlistOffer }) {
  return (
    <dl className="bk-waitlist-page__facts">
      <div>
        <dt>When</dt>
        <dd>
          {formatDate(offer.date)} at {offer.time}
        </dd>
      </div>
      <div>
        <dt>Tickets</dt>
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
        { label: 'Tour', value: booking.destinationTitle },
        { label: 'Date', value: `${formatDate(booking.date)} at ${booking.time}` },
        { label: 'Tickets', value: booking.tickets },
        { label: 'Total', value: formatPrice(booking.cost) },
      ]}
      doneLabel="See the tour"
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
        text: apiErrorMessage(error, 'The seats could not be claimed. Please try again.'),
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
          <Link to={paths.tourPage(link.destination)}>See the tour&apos;s other times</Link>
        </>
      ) : (
        <>
          <p className="bk-manage__state bk-manage__state--held" data-testid="offer-state">
            Seats freed up: {offer.tickets} {offer.tickets === 1 ? 'seat is' : 'seats are'} held for
            you
            {offer.offerExpiresAt ? ` until ${formatDateTime(offer.offerExpiresAt)}` : ''}.
            Unclaimed by then, they go to the next person on the waitlist.
          </p>
          <PaymentMethodNote />
          <Button onClick={() => void claim()} busy={claiming} busyText="Claiming...">
            Claim and book
          </Button>
          <p className="bk-form__note">
            Not going?{' '}
            <Link
              to={`${paths.waitlistLeave}?${new URLSearchParams({ destination: link.destination, token: link.token }).toString()}`}
            >
              Let the seats go
            </Link>{' '}
            to the next person in line.
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
    if (state.notFound) return <InvalidLink message={state.message || INVALID_LINK} />;
    return (
      <ErrorPanel
        message="The offer could not be loaded. Please try again."
        onAction={state.reload}
      />
    );
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
  } = useLinkAction(() => leaveWaitlist(link), 'Could not leave the waitlist. Please try again.');

  return (
    <article className="bk-manage__card" aria-labelledby="bk-waitlist-title">
      <h2 id="bk-waitlist-title">Leave the waitlist?</h2>
      <OutcomeMessage outcome={outcome} />
      {left ? (
        <Link to={paths.tourPage(link.destination)}>See the tour&apos;s other times</Link>
      ) : (
        <>
          <p>
            You lose your place in line. Seats held for you, if any, go to the next person on the
            waitlist at once. This cannot be undone, but you can join again at the back of the line.
          </p>
          <Button
            variant="danger"
            onClick={() => void leave()}
            busy={leaving}
            busyText="Leaving..."
          >
            Leave the waitlist
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
    return `${message} You are number ${position} in line.`;
  }, 'Could not confirm your place. Please try again.');

  return (
    <article className="bk-manage__card" aria-labelledby="bk-waitlist-title">
      <h2 id="bk-waitlist-title">Confirm your place</h2>
      <OutcomeMessage outcome={outcome} />
      {confirmed ? (
        <p>When seats free up for you, we mail you a link to claim them.</p>
      ) : (
        <>
          <p>
            Seats that free up are offered only to people who confirmed their email address. Confirm
            yours to keep your chance at this tour time.
          </p>
          <Button onClick={() => void confirm()} busy={confirming} busyText="Confirming...">
            Confirm my place
          </Button>
        </>
      )}
    </article>
  );
}

type LinkPage = 'claim' | 'leave' | 'confirm';

const PAGES: Record<LinkPage, { heading: string; description: string }> = {
  claim: {
    heading: 'Your waitlist offer',
    description: 'Claim the tour seats held for you from the waitlist.',
  },
  leave: { heading: 'Leave the waitlist', description: 'Leave a tour waitlist.' },
  confirm: {
    heading: 'Confirm your waitlist place',
    description: 'Confirm your email address for a tour waitlist.',
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
  const { heading, description } = PAGES[page];
  usePageMeta({ title: heading, description });
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
