import { formatDay, formatInstantUtc, zonedTime } from '../../common/i18n/formats';
import { langOf } from '../../common/i18n/languages';
import { translator } from '../../common/i18n/translate';
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
  /** The language the entry was made in (entries from before languages: English). */
  lang?: string;
}

function what(entry: WaitlistMailFields): MailLine[] {
  const lang = langOf(entry);
  const t = translator(lang);
  return [
    t('booking.line.tour', { title: entry.destinationTitle }),
    t('booking.line.when', {
      date: formatDay(lang, entry.date),
      time: zonedTime(lang, entry.time, entry.timeZone ?? 'UTC'),
    }),
    t('mail.waitlist.tickets', { tickets: entry.tickets }),
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
  const lang = langOf(entry);
  const t = translator(lang);
  const confirm: MailLine[] = confirmLink
    ? [t('mail.waitlist.confirmFirst'), t('mail.waitlist.toConfirm'), confirmLink, '']
    : [];
  return composeMail(
    entry.email,
    t('mail.waitlist.joinedSubject', { title: entry.destinationTitle }),
    [
      t('mail.hello'),
      '',
      t('mail.waitlist.position', { position }),
      '',
      ...what(entry),
      '',
      ...confirm,
      t('mail.waitlist.inOrder'),
      t('mail.waitlist.toLeave'),
      leaveLink,
    ],
    lang,
  );
}

/** Seats held for the entry until `expiresAt`: the claim link books them. */
export function waitlistOfferMail(
  entry: WaitlistMailFields,
  offer: { claimLink: string; leaveLink: string; expiresAt: Date; minutes: number },
): Mail {
  const lang = langOf(entry);
  const t = translator(lang);
  return composeMail(
    entry.email,
    t('mail.waitlist.offerSubject', { title: entry.destinationTitle }),
    [
      t('mail.hello'),
      '',
      t('mail.waitlist.holding', {
        minutes: t('unit.minutes', { n: offer.minutes }),
        until: formatInstantUtc(lang, offer.expiresAt),
      }),
      '',
      ...what(entry),
      '',
      t('mail.waitlist.toBook'),
      offer.claimLink,
      '',
      t('mail.waitlist.letGo'),
      offer.leaveLink,
    ],
    lang,
  );
}

/** The tour time the entry waited for was cancelled as a whole: the entry is ended, no seats will come. */
export function waitlistTimeCancelledMail(entry: WaitlistMailFields, reason?: string): Mail {
  const lang = langOf(entry);
  const t = translator(lang);
  return composeMail(
    entry.email,
    t('mail.waitlist.cancelledSubject'),
    [
      t('mail.hello'),
      '',
      t('mail.waitlist.cancelled'),
      ...reasonLines(reason, lang),
      '',
      ...what(entry),
      '',
      t('mail.waitlist.otherTimes'),
    ],
    lang,
  );
}
