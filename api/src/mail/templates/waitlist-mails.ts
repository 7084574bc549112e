import { zonedTimeLabel } from '../../common/time-zones/zoned-time';
import type { Mail } from '../mail.service';
import { reasonLines } from './booking-mails';
import { composeMail, MailLine } from './layout';

/** What the waitlist mails read of an entry (the stored entry has these fields). */
export interface WaitlistMailFields {
  email: string;
  destinationTitle: string;
  date: string;
  time: string;
  /** The tour's zone (entries from before zones: UTC). */
  timeZone?: string;
  tickets: number;
}

function what(entry: WaitlistMailFields): MailLine[] {
  return [
    `Tour: ${entry.destinationTitle}`,
    `When: ${entry.date} at ${zonedTimeLabel(entry.time, entry.timeZone ?? 'UTC')}`,
    `Tickets: ${entry.tickets}`,
  ];
}

/**
 * Nobody has proven the address yet: like every booking mail to an unproven address, it greets nobody by
 * name and repeats none of the visitor's free text.
 */
export function waitlistJoinedMail(
  entry: WaitlistMailFields,
  position: number,
  leaveLink: string,
  /** For an entry whose address nobody has proven yet: it is offered seats only once this is opened. */
  confirmLink?: string,
): Mail {
  const confirm: MailLine[] = confirmLink
    ? [
        'Please confirm your place first: until you do, no seats can be offered to you.',
        'To confirm it, open:',
        confirmLink,
        '',
      ]
    : [];
  return composeMail(entry.email, `You are on the waitlist for ${entry.destinationTitle}`, [
    'Hello,',
    '',
    `You are number ${position} on the waitlist for this sold-out tour time.`,
    '',
    ...what(entry),
    '',
    ...confirm,
    'When seats free up, we offer them in the order people joined, and mail you a link to claim them.',
    'To leave the waitlist, open:',
    leaveLink,
  ]);
}

/** Seats held for the entry until `expiresAt`: the claim link books them. */
export function waitlistOfferMail(
  entry: WaitlistMailFields,
  offer: { claimLink: string; leaveLink: string; expiresAt: Date; minutes: number },
): Mail {
  return composeMail(entry.email, `Seats are free for ${entry.destinationTitle}: claim them`, [
    'Hello,',
    '',
    `Seats freed up and we are holding them for you for ${offer.minutes} ${offer.minutes === 1 ? 'minute' : 'minutes'}, until ${offer.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    ...what(entry),
    '',
    'To book them, open:',
    offer.claimLink,
    '',
    'Unclaimed by then, they go to the next person on the waitlist. Not going? Let them go now:',
    offer.leaveLink,
  ]);
}

/** The tour time the entry waited for was cancelled as a whole: the entry is ended, no seats will come. */
export function waitlistTimeCancelledMail(entry: WaitlistMailFields, reason?: string): Mail {
  return composeMail(entry.email, 'The tour time you waited for is cancelled', [
    'Hello,',
    '',
    'We are sorry: we had to cancel the tour time you were on the waitlist for, so no seats will free up for it and you are off its waitlist.',
    ...reasonLines(reason),
    '',
    ...what(entry),
    '',
    'Other dates and times of this tour may still have seats.',
  ]);
}
