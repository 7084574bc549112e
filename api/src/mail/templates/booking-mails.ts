import { priceMailLines } from '../../pricing/price-mail-lines';
import { fromMinorUnits } from '../../pricing/pricing';
import { PriceRecord, PromoRecord } from '../../pricing/schemas/price-record.schema';
import { formatMinorUnits, formatMoney } from '../../common/money';
import { UTC, zoneLabel, zonedTimeLabel } from '../../common/time-zones/zoned-time';
import type { Mail } from '../mail.service';
import { durationLabel, type TourContent } from '../../destinations/tour-content';
import { composeMail, MailLine } from './layout';

// What the mails read of a booking; the stored tour and stay bookings have these fields.

interface Booking {
  name: string;
  email: string;
  reference: string;
  /** The card payment, with payments on (minor units). */
  payment?: { amount: number; currency: string; refundAmount?: number };
  /** The IANA zone its dates and times are in; absent (bookings made before zones): UTC. */
  timeZone?: string;
}

export interface TourBookingMailFields extends Booking {
  destinationTitle: string;
  date: string;
  time: string;
  tickets: number;
  extras: boolean;
  cost: number;
  price?: PriceRecord;
  promo?: PromoRecord;
}

export interface StayBookingMailFields extends Booking {
  offerTitle: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalCost: number;
  costPerPerson: number;
  price?: PriceRecord;
  promo?: PromoRecord;
}

/** What the confirmation mail says about the booking's state, around its manage link. */
export interface ManageLinkMail {
  status: 'held' | 'confirmed';
  /** The whole manage link, origin included. */
  link: string;
  holdMinutes: number;
  /** Confirmed by a card payment of this booking's amount. */
  paid?: boolean;
}

const QUOTE_REFERENCE = 'Please quote your reference in any question about this booking.';

/** The lines that tell a held booking to confirm, and every booking where to manage it. */
function manageLines({ status, link, holdMinutes }: ManageLinkMail): MailLine[] {
  return status === 'held'
    ? [
        `Confirm within ${holdMinutes} ${holdMinutes === 1 ? 'minute' : 'minutes'} or it will be released:`,
        link,
        'The same link shows your booking and lets you cancel it.',
      ]
    : ['Your booking is confirmed. To see or cancel it, open:', link];
}

/**
 * Only a booking confirmed at once (a verified account booking under its own address) is greeted by name:
 * every other mail goes to an address nobody has proven, and repeats none of the booker's free text.
 */
function greeting(booking: Booking, status: ManageLinkMail['status']): string {
  return status === 'confirmed' ? `Hello ${booking.name},` : 'Hello,';
}

/** The confirmation a visitor keeps: reference, what, when, the total, and the manage link. */
function confirmationMail(
  booking: Booking,
  subject: string,
  what: MailLine[],
  manage: ManageLinkMail,
): Mail {
  return composeMail(booking.email, subject, [
    greeting(booking, manage.status),
    '',
    `Thank you for your booking. Your reference is ${booking.reference}.`,
    '',
    ...what,
    ...(manage.paid && booking.payment
      ? [`Paid by card: ${formatMinorUnits(booking.payment.amount, booking.payment.currency)}`]
      : []),
    '',
    ...manageLines(manage),
    '',
    QUOTE_REFERENCE,
  ]);
}

/** The notice that a booking was cancelled and its places released. */
function cancellationMail(
  booking: Booking,
  subject: string,
  notice: string,
  what: MailLine[],
): Mail {
  return composeMail(booking.email, subject, [
    greeting(booking, 'held'),
    '',
    notice,
    ...refundLines(booking),
    '',
    ...what,
    '',
    QUOTE_REFERENCE,
  ]);
}

/** How much of a card payment comes back, when one was taken. */
function refundLines({ payment }: Booking): MailLine[] {
  if (payment?.refundAmount === undefined) return [];
  return [
    '',
    `We are refunding ${formatMinorUnits(payment.refundAmount, payment.currency)} to your card; banks usually show it within 5 to 10 days.`,
  ];
}

/**
 * A payment that arrived once the hold it was for had lapsed and its places were given away: the money
 * goes back at once, in full.
 */
export function latePaymentRefundMail(
  booking: Booking & { payment: { amount: number; currency: string } },
  /** The tour or stay offer was withdrawn (deleted) rather than the hold over. */
  withdrawn = false,
): Mail {
  const amount = formatMinorUnits(booking.payment.amount, booking.payment.currency);
  return composeMail(booking.email, `Your payment for ${booking.reference} is refunded`, [
    `Hello ${booking.name},`,
    '',
    withdrawn
      ? `Your payment for booking ${booking.reference} arrived after what it was for was withdrawn: it is no longer offered.`
      : `Your payment for booking ${booking.reference} arrived after its hold had ended, and its places were no longer free.`,
    `We are refunding ${amount} to your card in full; banks usually show it within 5 to 10 days.`,
    '',
    'Please book again: we are sorry for the trouble.',
    '',
    QUOTE_REFERENCE,
  ]);
}

/** A map centred on the meeting point's pin (OpenStreetMap: no key, no tracking script in a mail). */
export function mapLink(point: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`;
}

/** Where to meet, with the pin's map link when the operator set one. */
function meetingPointLines(content: TourContent | null | undefined): MailLine[] {
  const point = content?.meetingPoint;
  if (!point?.address) return [];
  return [
    `Meeting point: ${point.address}`,
    ...(typeof point.lat === 'number' && typeof point.lng === 'number'
      ? [
          {
            link: mapLink({ lat: point.lat, lng: point.lng }),
            label: 'Open the meeting point on a map',
          },
        ]
      : []),
  ];
}

const listLine = (label: string, items: string[] | undefined): MailLine[] =>
  items?.length ? [`${label}: ${items.join(', ')}`] : [];

const textLine = (label: string, text: string | null | undefined): MailLine[] =>
  text ? [`${label}: ${text}`] : [];

/**
 * What the operator published about a tour, as the confirmation gives it: only what was filled in, after
 * a blank line; nothing at all for a tour without content (its mail reads as before).
 */
export function tourContentLines(content: TourContent | null | undefined): MailLine[] {
  if (!content) return [];
  const lines: MailLine[] = [
    ...meetingPointLines(content),
    ...(content.durationMinutes ? [`Duration: ${durationLabel(content.durationMinutes)}`] : []),
    ...listLine('Languages', content.languages),
    ...listLine('Included', content.included),
    ...listLine('Not included', content.notIncluded),
    ...listLine('What to bring', content.whatToBring),
    ...textLine('Accessibility', content.accessibilityNotes),
    ...textLine('Cancellation policy', content.cancellationPolicy),
  ];
  return lines.length ? ['', ...lines] : [];
}

/** A tour time with its zone named: '09:00 Lisbon time'. */
function at(booking: Booking, time: string): string {
  return zonedTimeLabel(time, booking.timeZone ?? UTC);
}

function tourLines(booking: TourBookingMailFields): MailLine[] {
  return [
    `Tour: ${booking.destinationTitle}`,
    `When: ${booking.date} at ${at(booking, booking.time)}`,
    `Tickets: ${booking.tickets}${booking.extras ? ' (with extra offers)' : ''}`,
    ...priceMailLines(booking),
    `Total: ${formatMoney(booking.cost)}`,
  ];
}

function stayLines(booking: StayBookingMailFields): MailLine[] {
  return [
    `Stay: ${booking.offerTitle}`,
    `When: ${booking.checkIn} to ${booking.checkOut} (${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}, ${zoneLabel(booking.timeZone ?? UTC)})`,
    `Guests: ${booking.guests}`,
    `Total: ${formatMoney(booking.totalCost)} (${formatMoney(booking.costPerPerson)} per person)`,
    ...(booking.price && (booking.price.discount > 0 || booking.price.giftCard > 0)
      ? [...priceMailLines(booking), `To pay: ${formatMoney(fromMinorUnits(booking.price.total))}`]
      : []),
  ];
}

/**
 * A kind of booking's confirmation and cancellation mails: alike for tours and stays but for the kind's
 * name, what a cancellation releases and the lines that describe the booking.
 */
function bookingMails<B extends Booking>(
  kind: 'tour' | 'stay',
  releases: 'seats' | 'nights',
  lines: (booking: B) => MailLine[],
) {
  return {
    /** `more`: lines after the booking's own (a tour's published content). */
    confirmation: (booking: B, manage: ManageLinkMail, more: MailLine[] = []): Mail =>
      confirmationMail(
        booking,
        manage.status === 'held'
          ? `Please confirm your ${kind} booking ${booking.reference}`
          : `Your ${kind} booking ${booking.reference}`,
        [...lines(booking), ...more],
        manage,
      ),
    cancellation: (booking: B): Mail =>
      cancellationMail(
        booking,
        `Your ${kind} booking ${booking.reference} is cancelled`,
        `Your ${kind} booking ${booking.reference} is cancelled and its ${releases} are released.`,
        lines(booking),
      ),
  };
}

const TOUR_MAILS = bookingMails('tour', 'seats', tourLines);
const STAY_MAILS = bookingMails('stay', 'nights', stayLines);

/** A tour's confirmation, with what its operator published about it (meeting point, what to bring, ...). */
export const tourConfirmationMail = (
  booking: TourBookingMailFields,
  manage: ManageLinkMail,
  content?: TourContent | null,
): Mail => TOUR_MAILS.confirmation(booking, manage, tourContentLines(content));
export const tourCancellationMail = TOUR_MAILS.cancellation;
export const stayConfirmationMail = STAY_MAILS.confirmation;
export const stayCancellationMail = STAY_MAILS.cancellation;

/** The admin's own words on why a whole tour time was cancelled or moved, when given. */
export function reasonLines(reason: string | undefined): MailLine[] {
  return reason ? ['', `Reason: ${reason}`] : [];
}

/**
 * We cancelled the whole tour time a booking was for (weather, a broken boat): the booking is cancelled, a
 * card payment refunded in full, and the manage link shows it.
 */
export function tourTimeCancelledMail(
  booking: TourBookingMailFields,
  manageLink: string,
  reason?: string,
): Mail {
  return composeMail(
    booking.email,
    `Your tour on ${booking.date} at ${at(booking, booking.time)} is cancelled`,
    [
      'Hello,',
      '',
      `We are sorry: we had to cancel this tour time, so your booking ${booking.reference} is cancelled.`,
      ...reasonLines(reason),
      ...(booking.payment?.refundAmount === undefined
        ? ['', 'Nothing was charged by card for it, so nothing is due.']
        : refundLines(booking)),
      '',
      ...tourLines(booking),
      '',
      'To see your booking, open:',
      manageLink,
      '',
      QUOTE_REFERENCE,
    ],
  );
}

/**
 * The tour or stay offer a booking was for was withdrawn (deleted by an admin who chose to cancel its
 * bookings): the booking is cancelled, its card payment refunded.
 */
export function withdrawnMail(
  booked:
    | { kind: 'tour'; booking: TourBookingMailFields }
    | { kind: 'stay'; booking: StayBookingMailFields },
  manageLink: string,
  reason?: string,
): Mail {
  const { booking } = booked;
  const what = booked.kind === 'tour' ? tourLines(booked.booking) : stayLines(booked.booking);
  const name = booked.kind === 'tour' ? 'tour' : 'stay';
  return composeMail(booking.email, `Your ${name} booking ${booking.reference} is cancelled`, [
    'Hello,',
    '',
    `We are sorry: this ${name} was withdrawn and is no longer offered, so your booking ${booking.reference} is cancelled.`,
    ...reasonLines(reason),
    ...(booking.payment?.refundAmount === undefined
      ? ['', 'Nothing was charged by card for it, so nothing is due.']
      : refundLines(booking)),
    '',
    ...what,
    '',
    'To see your booking, open:',
    manageLink,
    '',
    QUOTE_REFERENCE,
  ]);
}

/** We moved the whole tour time a booking was for to another date or time: the booking moved with it. */
export function tourTimeMovedMail(
  booking: TourBookingMailFields,
  from: { date: string; time: string },
  manageLink: string,
  reason?: string,
): Mail {
  return composeMail(
    booking.email,
    `Your tour ${booking.reference} now starts on ${booking.date} at ${at(booking, booking.time)}`,
    [
      'Hello,',
      '',
      `We had to move the tour time of your booking ${booking.reference} from ${from.date} at ${at(booking, from.time)} to ${booking.date} at ${at(booking, booking.time)}. Your tickets are kept for the new time.`,
      ...reasonLines(reason),
      '',
      ...tourLines(booking),
      '',
      'Should the new time not suit you, you can cancel the booking from this link (this is your booking link from now on; the one in earlier mails no longer works):',
      manageLink,
      '',
      QUOTE_REFERENCE,
    ],
  );
}

/**
 * The reminder a confirmed tour booking gets `reminderHours` before it starts: when (in the tour's zone),
 * where to meet, what to bring, and the manage link (a link of its own: see BookingReminders).
 */
export function tourReminderMail(
  booking: TourBookingMailFields,
  content: TourContent | null | undefined,
  manageLink: string,
): Mail {
  return composeMail(
    booking.email,
    `Reminder: your tour on ${booking.date} at ${at(booking, booking.time)}`,
    [
      `Hello ${booking.name},`,
      '',
      `A reminder of your tour booking ${booking.reference}: it starts on ${booking.date} at ${at(booking, booking.time)}.`,
      '',
      ...tourLines(booking),
      ...(meetingPointLines(content).length ? ['', ...meetingPointLines(content)] : []),
      ...(content?.whatToBring?.length
        ? ['', ...listLine('What to bring', content.whatToBring)]
        : []),
      '',
      'To see or cancel your booking, open:',
      manageLink,
      '',
      QUOTE_REFERENCE,
    ],
  );
}

/**
 * The visitor moved their own tour booking to another date or time. `newLink` says whether the link is a
 * new one (moved from My bookings, where the old link's token is not known); from the manage page it is
 * the link the visitor used, which keeps working.
 */
export function tourRescheduledMail(
  booking: TourBookingMailFields,
  from: { date: string; time: string },
  manageLink: string,
  newLink: boolean,
): Mail {
  return composeMail(
    booking.email,
    `Your tour ${booking.reference} is moved to ${booking.date} at ${at(booking, booking.time)}`,
    [
      'Hello,',
      '',
      `As you asked, your booking ${booking.reference} is moved from ${from.date} at ${at(booking, from.time)} to ${booking.date} at ${at(booking, booking.time)}. Your tickets and total are unchanged; the seats of the old time were released.`,
      '',
      ...tourLines(booking),
      '',
      newLink
        ? 'To see, move or cancel your booking, open this link (your booking link from now on; the one in earlier mails no longer works):'
        : 'To see, move or cancel your booking, open:',
      manageLink,
      '',
      QUOTE_REFERENCE,
    ],
  );
}

/** An admin changed a booking at the visitor's request (name, tickets, guests): what it now is, its new link. */
export function bookingChangedMail(
  booked:
    | { kind: 'tour'; booking: TourBookingMailFields }
    | { kind: 'stay'; booking: StayBookingMailFields },
  manageLink: string,
): Mail {
  const { booking } = booked;
  const what = booked.kind === 'tour' ? tourLines(booked.booking) : stayLines(booked.booking);
  return composeMail(
    booking.email,
    `Your ${booked.kind} booking ${booking.reference} was changed`,
    [
      'Hello,',
      '',
      `Your ${booked.kind} booking ${booking.reference} was changed as agreed. It now reads:`,
      '',
      ...what,
      '',
      'To see or cancel it, open (this is your booking link from now on; the one in earlier mails no longer works):',
      manageLink,
      '',
      QUOTE_REFERENCE,
    ],
  );
}

/** The reminder a confirmed stay gets before its check-in day (in the offer's zone). */
export function stayReminderMail(booking: StayBookingMailFields, manageLink: string): Mail {
  return composeMail(booking.email, `Reminder: your stay from ${booking.checkIn}`, [
    `Hello ${booking.name},`,
    '',
    `A reminder of your stay booking ${booking.reference}: check-in is on ${booking.checkIn} (${zoneLabel(booking.timeZone ?? UTC)}).`,
    '',
    ...stayLines(booking),
    '',
    'To see or cancel your booking, open:',
    manageLink,
    '',
    QUOTE_REFERENCE,
  ]);
}

/**
 * A hold that lapsed unconfirmed (its link never opened, or its payment never came): its places are given
 * back, and the visitor can book again from the tour's or offer's page. Greets nobody by name: the address
 * was never proven.
 */
export function holdExpiredMail(
  booked:
    | { kind: 'tour'; booking: TourBookingMailFields }
    | { kind: 'stay'; booking: StayBookingMailFields },
  bookAgainLink: string,
): Mail {
  const { booking } = booked;
  const what = booked.kind === 'tour' ? tourLines(booked.booking) : stayLines(booked.booking);
  const released = booked.kind === 'tour' ? 'seats' : 'nights';
  return composeMail(
    booking.email,
    `Your ${booked.kind} booking ${booking.reference} was not confirmed`,
    [
      'Hello,',
      '',
      `Your ${booked.kind} booking ${booking.reference} was not confirmed in time, so it has expired and its ${released} were released. Nothing was charged.`,
      '',
      ...what,
      '',
      'Still want to go? Book again:',
      { link: bookAgainLink, label: 'Book again' },
      '',
      QUOTE_REFERENCE,
    ],
  );
}
