import { NotFoundException } from '@nestjs/common';
import { Model } from 'mongoose';
import { MailService } from '../../../mail/mail.service';
import { hashManageToken } from '../../shared/manage-token';
import { TourSlot } from '../tour-slot';
import { WaitlistEntry, WaitlistEntryDocument } from './schemas/waitlist-entry.schema';
import { archivedEntry } from './waitlist-archive';
import { WAITLIST_LINK_NOT_VALID } from './waitlist-messages';

/** The tokens the leave and claim links carry (as the manage links': 32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The line's order: who joined first, the id breaking ties between entries of the same millisecond. */
export const JOIN_ORDER = { joinedAt: 1, _id: 1 } as const;

export function slotOf(entry: WaitlistEntry): TourSlot {
  return { destinationId: entry.destinationId.toString(), date: entry.date, time: entry.time };
}

/** The entry a mailed link's token names, under the destination the link names; 404 otherwise. */
export async function entryByToken(
  entries: Model<WaitlistEntry>,
  fields: ('leaveTokenHash' | 'claimTokenHash')[],
  destinationId: string,
  token: unknown,
): Promise<WaitlistEntryDocument> {
  const hash = typeof token === 'string' && TOKEN.test(token) ? hashManageToken(token) : null;
  const filter = hash ? { $or: fields.map((field) => ({ [field]: hash })) } : null;
  // A past time's entry is archived: its links answer as they did.
  const entry = filter
    ? ((await entries.findOne(filter).exec()) ?? (await archivedEntry(entries, filter)))
    : null;
  if (!entry || entry.destinationId.toString() !== destinationId) {
    throw new NotFoundException(WAITLIST_LINK_NOT_VALID);
  }
  return entry;
}

/** A link of the waitlist mails: the site's page for `action`, with the destination and the token. */
export function waitlistLink(
  mail: MailService,
  action: 'leave' | 'claim' | 'confirm',
  destinationId: string,
  token: string,
): string {
  return mail.siteLink(
    `/waitlist/${action}?destination=${encodeURIComponent(destinationId)}&token=${encodeURIComponent(token)}`,
  );
}
