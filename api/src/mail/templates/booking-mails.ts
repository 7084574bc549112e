import { priceMailLines } from '../../pricing/price-mail-lines';
import { fromMinorUnits } from '../../pricing/pricing';
import { PriceRecord, PromoRecord } from '../../pricing/schemas/price-record.schema';
import {
  duration,
  formatDay,
  minorUnits,
  money,
  zonedTime,
  zoneName,
} from '../../common/i18n/formats';
import { Lang, langOf } from '../../common/i18n/languages';
import { MessageKey, translator } from '../../common/i18n/translate';
import { UTC } from '../../common/time-zones/zoned-time';
import type { Mail } from '../mail.service';
import type { TourContent } from '../../destinations/tour-content';
import { composeMail, MailLine } from './layout';

// What the mails read of a booking; the stored tour and stay bookings have these fields. Every mail is
// written in the booking's remembered language (`lang`; bookings from before languages: English).

interface Booking {
  name: string;
  email: string;
  reference: string;
  /** The card payment, with payments on (minor units). */
  payment?: { amount: number; currency: string; refundAmount?: number };
  /** The IANA zone its dates and times are in; absent (bookings made before zones): UTC. */
  timeZone?: string;
  /** The language it was made in. */
  lang?: string;
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

type Translate = ReturnType<typeof translator>;

/** A booking's mail language, and its translator. */
function speaking(booking: Booking): { lang: Lang; t: Translate } {
  const lang = langOf(booking);
  return { lang, t: translator(lang) };
}

/**
 * Every booking mail's frame: its lines, then (when given) where to see the booking, and the reminder to
 * quote the reference, in the booking's language.
 */
function bookingMail(
  booking: Booking,
  subject: string,
  lines: MailLine[],
  see?: { intro: string; link: MailLine },
): Mail {
  const { lang, t } = speaking(booking);
  return composeMail(
    booking.email,
    subject,
    [...lines, ...(see ? ['', see.intro, see.link] : []), '', t('mail.quoteReference')],
    lang,
  );
}

/** The lines that tell a held booking to confirm, and every booking where to manage it. */
function manageLines(t: Translate, { status, link, holdMinutes }: ManageLinkMail): MailLine[] {
  return status === 'held'
    ? [
        t('mail.booking.confirmWithin', { minutes: t('unit.minutes', { n: holdMinutes }) }),
        link,
        t('mail.booking.sameLink'),
      ]
    : [t('mail.booking.confirmed'), link];
}

/**
 * Only a booking confirmed at once (a verified account booking under its own address) is greeted by name:
 * every other mail goes to an address nobody has proven, and repeats none of the booker's free text.
 */
function greeting(t: Translate, booking: Booking, status: ManageLinkMail['status']): string {
  return status === 'confirmed' ? t('mail.helloName', { name: booking.name }) : t('mail.hello');
}

/** The confirmation a visitor keeps: reference, what, when, the total, and the manage link. */
function confirmationMail(
  booking: Booking,
  subject: string,
  what: MailLine[],
  manage: ManageLinkMail,
): Mail {
  const { lang, t } = speaking(booking);
  return bookingMail(booking, subject, [
    greeting(t, booking, manage.status),
    '',
    t('mail.booking.thanks', { reference: booking.reference }),
    '',
    ...what,
    ...(manage.paid && booking.payment
      ? [
          t('booking.line.paidByCard', {
            amount: minorUnits(lang, booking.payment.amount, booking.payment.currency),
          }),
        ]
      : []),
    '',
    ...manageLines(t, manage),
  ]);
}

/** The notice that a booking was cancelled and its places released. */
function cancellationMail(
  booking: Booking,
  subject: string,
  notice: string,
  what: MailLine[],
): Mail {
  const { t } = speaking(booking);
  return bookingMail(booking, subject, [
    greeting(t, booking, 'held'),
    '',
    notice,
    ...refundLines(booking),
    '',
    ...what,
  ]);
}

/** How much of a card payment comes back, when one was taken. */
function refundLines(booking: Booking): MailLine[] {
  const { payment } = booking;
  if (payment?.refundAmount === undefined) return [];
  const { lang, t } = speaking(booking);
  return [
    '',
    t('mail.booking.refunding', {
      amount: minorUnits(lang, payment.refundAmount, payment.currency),
    }),
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
  const { lang, t } = speaking(booking);
  const amount = minorUnits(lang, booking.payment.amount, booking.payment.currency);
  const reference = booking.reference;
  return bookingMail(booking, t('mail.late.subject', { reference }), [
    t('mail.helloName', { name: booking.name }),
    '',
    t(withdrawn ? 'mail.late.withdrawn' : 'mail.late.lapsed', { reference }),
    t('mail.late.refunding', { amount }),
    '',
    t('mail.late.bookAgain'),
  ]);
}

/** A map centred on the meeting point's pin (OpenStreetMap: no key, no tracking script in a mail). */
export function mapLink(point: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`;
}

/** Where to meet, with the pin's map link when the operator set one. */
function meetingPointLines(t: Translate, content: TourContent | null | undefined): MailLine[] {
  const point = content?.meetingPoint;
  if (!point?.address) return [];
  return [
    t('content.meetingPoint', { address: point.address }),
    ...(typeof point.lat === 'number' && typeof point.lng === 'number'
      ? [{ link: mapLink({ lat: point.lat, lng: point.lng }), label: t('content.mapLabel') }]
      : []),
  ];
}

const listLine = (t: Translate, key: MessageKey, items: string[] | undefined): MailLine[] =>
  items?.length ? [t(key, { items: items.join(', ') })] : [];

const textLine = (t: Translate, key: MessageKey, text: string | null | undefined): MailLine[] =>
  text ? [t(key, { text })] : [];

/**
 * What the operator published about a tour, as the confirmation gives it: only what was filled in, after
 * a blank line; nothing at all for a tour without content (its mail reads as before).
 */
export function tourContentLines(
  content: TourContent | null | undefined,
  lang: Lang = 'en',
): MailLine[] {
  if (!content) return [];
  const t = translator(lang);
  const lines: MailLine[] = [
    ...meetingPointLines(t, content),
    ...(content.durationMinutes
      ? [t('content.duration', { duration: duration(lang, content.durationMinutes) })]
      : []),
    ...listLine(t, 'content.languages', content.languages),
    ...listLine(t, 'content.included', content.included),
    ...listLine(t, 'content.notIncluded', content.notIncluded),
    ...listLine(t, 'content.whatToBring', content.whatToBring),
    ...textLine(t, 'content.accessibility', content.accessibilityNotes),
    ...textLine(t, 'content.cancellationPolicy', content.cancellationPolicy),
  ];
  return lines.length ? ['', ...lines] : [];
}

/** A tour's day and time in its language, the time with its zone named: '2026-12-01', '09:00 Lisbon time'. */
function when(booking: Booking, date: string, time: string): { date: string; time: string } {
  const lang = langOf(booking);
  return { date: formatDay(lang, date), time: zonedTime(lang, time, booking.timeZone ?? UTC) };
}

function tourLines(booking: TourBookingMailFields): MailLine[] {
  const { lang, t } = speaking(booking);
  return [
    t('booking.line.tour', { title: booking.destinationTitle }),
    t('booking.line.when', when(booking, booking.date, booking.time)),
    t(booking.extras ? 'booking.line.ticketsWithExtras' : 'booking.line.tickets', {
      tickets: booking.tickets,
    }),
    ...priceMailLines(booking, lang),
    t('booking.line.total', { amount: money(lang, booking.cost) }),
  ];
}

function stayLines(booking: StayBookingMailFields): MailLine[] {
  const { lang, t } = speaking(booking);
  return [
    t('booking.line.stay', { title: booking.offerTitle }),
    t('booking.line.stayWhen', {
      checkIn: formatDay(lang, booking.checkIn),
      checkOut: formatDay(lang, booking.checkOut),
      nights: t('unit.nights', { n: booking.nights }),
      zone: zoneName(lang, booking.timeZone ?? UTC),
    }),
    t('booking.line.guests', { guests: booking.guests }),
    t('booking.line.stayTotal', {
      total: money(lang, booking.totalCost),
      perPerson: money(lang, booking.costPerPerson),
    }),
    ...(booking.price && (booking.price.discount > 0 || booking.price.giftCard > 0)
      ? [
          ...priceMailLines(booking, lang),
          t('booking.line.toPay', { amount: money(lang, fromMinorUnits(booking.price.total)) }),
        ]
      : []),
  ];
}

/**
 * A kind of booking's confirmation and cancellation mails: alike for tours and stays but for the kind's
 * name, what a cancellation releases and the lines that describe the booking.
 */
function bookingMails<B extends Booking>(kind: 'tour' | 'stay', lines: (booking: B) => MailLine[]) {
  return {
    /** `more`: lines after the booking's own (a tour's published content). */
    confirmation: (booking: B, manage: ManageLinkMail, more: MailLine[] = []): Mail => {
      const { t } = speaking(booking);
      const subject =
        manage.status === 'held' ? 'mail.booking.heldSubject' : 'mail.booking.confirmedSubject';
      return confirmationMail(
        booking,
        t(subject, { kind, reference: booking.reference }),
        [...lines(booking), ...more],
        manage,
      );
    },
    cancellation: (booking: B): Mail => {
      const { t } = speaking(booking);
      const reference = booking.reference;
      return cancellationMail(
        booking,
        t('mail.booking.cancelledSubject', { kind, reference }),
        t(kind === 'tour' ? 'mail.booking.cancelledTour' : 'mail.booking.cancelledStay', {
          reference,
        }),
        lines(booking),
      );
    },
  };
}

const TOUR_MAILS = bookingMails('tour', tourLines);
const STAY_MAILS = bookingMails('stay', stayLines);

/** A tour's confirmation, with what its operator published about it (meeting point, what to bring, ...). */
export const tourConfirmationMail = (
  booking: TourBookingMailFields,
  manage: ManageLinkMail,
  content?: TourContent | null,
): Mail => TOUR_MAILS.confirmation(booking, manage, tourContentLines(content, langOf(booking)));
export const tourCancellationMail = TOUR_MAILS.cancellation;
export const stayConfirmationMail = STAY_MAILS.confirmation;
export const stayCancellationMail = STAY_MAILS.cancellation;

/** The admin's own words on why a whole tour time was cancelled or moved, when given. */
export function reasonLines(reason: string | undefined, lang: Lang = 'en'): MailLine[] {
  return reason ? ['', translator(lang)('mail.reason', { reason })] : [];
}

/** Either kind of booking, named, for the mails both kinds get. */
type Booked =
  | { kind: 'tour'; booking: TourBookingMailFields }
  | { kind: 'stay'; booking: StayBookingMailFields };

const linesOf = (booked: Booked): MailLine[] =>
  booked.kind === 'tour' ? tourLines(booked.booking) : stayLines(booked.booking);

/** What a cancellation we made says about the money: refunded, or nothing was charged. */
function moneyLines(booking: Booking, t: Translate): MailLine[] {
  return booking.payment?.refundAmount === undefined
    ? ['', t('mail.nothingCharged')]
    : refundLines(booking);
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
  const { lang, t } = speaking(booking);
  return bookingMail(
    booking,
    t('mail.timeCancelled.subject', when(booking, booking.date, booking.time)),
    [
      t('mail.hello'),
      '',
      t('mail.timeCancelled.body', { reference: booking.reference }),
      ...reasonLines(reason, lang),
      ...moneyLines(booking, t),
      '',
      ...tourLines(booking),
    ],
    { intro: t('mail.seeBooking'), link: manageLink },
  );
}

/**
 * The tour or stay offer a booking was for was withdrawn (deleted by an admin who chose to cancel its
 * bookings): the booking is cancelled, its card payment refunded.
 */
export function withdrawnMail(booked: Booked, manageLink: string, reason?: string): Mail {
  const { booking, kind } = booked;
  const { lang, t } = speaking(booking);
  const reference = booking.reference;
  return bookingMail(
    booking,
    t('mail.booking.cancelledSubject', { kind, reference }),
    [
      t('mail.hello'),
      '',
      t(kind === 'tour' ? 'mail.withdrawn.tour' : 'mail.withdrawn.stay', { reference }),
      ...reasonLines(reason, lang),
      ...moneyLines(booking, t),
      '',
      ...linesOf(booked),
    ],
    { intro: t('mail.seeBooking'), link: manageLink },
  );
}

/** We moved the whole tour time a booking was for to another date or time: the booking moved with it. */
export function tourTimeMovedMail(
  booking: TourBookingMailFields,
  from: { date: string; time: string },
  manageLink: string,
  reason?: string,
): Mail {
  const { lang, t } = speaking(booking);
  const now = when(booking, booking.date, booking.time);
  const before = when(booking, from.date, from.time);
  return bookingMail(
    booking,
    t('mail.moved.subject', { reference: booking.reference, ...now }),
    [
      t('mail.hello'),
      '',
      t('mail.moved.body', {
        reference: booking.reference,
        fromDate: before.date,
        fromTime: before.time,
        ...now,
      }),
      ...reasonLines(reason, lang),
      '',
      ...tourLines(booking),
    ],
    { intro: t('mail.moved.cancel'), link: manageLink },
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
  const { t } = speaking(booking);
  const now = when(booking, booking.date, booking.time);
  const meeting = meetingPointLines(t, content);
  return bookingMail(
    booking,
    t('mail.reminder.subject', now),
    [
      t('mail.helloName', { name: booking.name }),
      '',
      t('mail.reminder.body', { reference: booking.reference, ...now }),
      '',
      ...tourLines(booking),
      ...(meeting.length ? ['', ...meeting] : []),
      ...(content?.whatToBring?.length
        ? ['', ...listLine(t, 'content.whatToBring', content.whatToBring)]
        : []),
    ],
    { intro: t('mail.seeOrCancel'), link: manageLink },
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
  const { t } = speaking(booking);
  const now = when(booking, booking.date, booking.time);
  const before = when(booking, from.date, from.time);
  return bookingMail(
    booking,
    t('mail.rescheduled.subject', { reference: booking.reference, ...now }),
    [
      t('mail.hello'),
      '',
      t('mail.rescheduled.body', {
        reference: booking.reference,
        fromDate: before.date,
        fromTime: before.time,
        ...now,
      }),
      '',
      ...tourLines(booking),
    ],
    { intro: t(newLink ? 'mail.rescheduled.newLink' : 'mail.rescheduled.link'), link: manageLink },
  );
}

/** An admin changed a booking at the visitor's request (name, tickets, guests): what it now is, its new link. */
export function bookingChangedMail(booked: Booked, manageLink: string): Mail {
  const { booking, kind } = booked;
  const { t } = speaking(booking);
  const reference = booking.reference;
  return bookingMail(
    booking,
    t('mail.changed.subject', { kind, reference }),
    [
      t('mail.hello'),
      '',
      t(kind === 'tour' ? 'mail.changed.tour' : 'mail.changed.stay', { reference }),
      '',
      ...linesOf(booked),
    ],
    { intro: t('mail.changed.link'), link: manageLink },
  );
}

/** The reminder a confirmed stay gets before its check-in day (in the offer's zone). */
export function stayReminderMail(booking: StayBookingMailFields, manageLink: string): Mail {
  const { lang, t } = speaking(booking);
  const checkIn = formatDay(lang, booking.checkIn);
  return bookingMail(
    booking,
    t('mail.stayReminder.subject', { checkIn }),
    [
      t('mail.helloName', { name: booking.name }),
      '',
      t('mail.stayReminder.body', {
        reference: booking.reference,
        checkIn,
        zone: zoneName(lang, booking.timeZone ?? UTC),
      }),
      '',
      ...stayLines(booking),
    ],
    { intro: t('mail.seeOrCancel'), link: manageLink },
  );
}

/**
 * A hold that lapsed unconfirmed (its link never opened, or its payment never came): its places are given
 * back, and the visitor can book again from the tour's or offer's page. Greets nobody by name: the address
 * was never proven.
 */
export function holdExpiredMail(booked: Booked, bookAgainLink: string): Mail {
  const { booking, kind } = booked;
  const { t } = speaking(booking);
  const reference = booking.reference;
  return bookingMail(
    booking,
    t('mail.expired.subject', { kind, reference }),
    [
      t('mail.hello'),
      '',
      t(kind === 'tour' ? 'mail.expired.tour' : 'mail.expired.stay', { reference }),
      '',
      ...linesOf(booked),
    ],
    {
      intro: t('mail.expired.again'),
      link: { link: bookAgainLink, label: t('mail.expired.againLabel') },
    },
  );
}
