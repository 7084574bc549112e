import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  WAITLIST_STATUSES,
  WaitlistEntryDocument,
  WaitlistStatus,
} from '../schemas/waitlist-entry.schema';
import { mayBeOffered } from '../waitlist-entry-limits';

/** What joining answers (201 a new entry, 200 the address's entry already in line). */
export class WaitlistJoined {
  /** 1 for the first in line: the entries in line (waiting or offered) that joined earlier, plus one */
  position: number;
  /**
   * False until the address is confirmed by the joined mail's link: only then may seats be offered to the
   * entry. True at once when the signed-in owner of a verified address joined under it.
   */
  confirmed: boolean;
}

/**
 * What the leave and claim links carry. Checked by the service, not the validation pipe: a missing,
 * malformed or wrong token all get the same 404.
 */
export class WaitlistLink {
  @ApiProperty({ type: String, description: 'The token from the mailed link' })
  @Allow()
  token: unknown;
}

export class WaitlistConfirmed {
  @ApiProperty({ example: 'Your place on the waitlist is confirmed.' })
  message: string;
  /** The entry's place in line now. */
  position: number;
}

export class WaitlistLeft {
  @ApiProperty({ example: 'You have left the waitlist.' })
  message: string;
}

/**
 * What an offer mail's claim link shows before it is claimed: the tour time, the seats and until when
 * they are held. No name or address: the link may have been forwarded.
 */
export class WaitlistOfferView {
  @ApiProperty({ example: 'Lisbon Old Town' })
  destinationTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  tickets: number;
  @ApiProperty({
    enum: WAITLIST_STATUSES,
    enumName: 'WaitlistStatus',
    description: 'offered: the seats are held until offerExpiresAt and can be claimed',
  })
  status: WaitlistStatus;
  @ApiPropertyOptional({ description: 'Until when the offered seats are held' })
  offerExpiresAt?: Date;

  static of(entry: WaitlistEntryDocument): WaitlistOfferView {
    return {
      destinationTitle: entry.destinationTitle,
      date: entry.date,
      time: entry.time,
      tickets: entry.tickets,
      status: entry.status,
      ...(entry.offerExpiresAt && { offerExpiresAt: entry.offerExpiresAt }),
    };
  }
}

/** One entry as the admin sees it. */
export class WaitlistEntryView {
  _id: string;
  destinationId: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Place in its time's line (1 first); null once out of line (claimed, left, passed)",
  })
  position: number | null;
  name: string;
  email: string;
  tickets: number;
  @ApiProperty({ enum: WAITLIST_STATUSES, enumName: 'WaitlistStatus' })
  status: WaitlistStatus;
  /** False while nobody confirmed the entry's address: it keeps its place but is offered no seats */
  addressConfirmed: boolean;
  joinedAt: Date;
  @ApiPropertyOptional({ description: 'While offered (and after): until when the seats are held' })
  offerExpiresAt?: Date;
  @ApiPropertyOptional({ description: 'Claimed: the booking made', example: 'TB-7K3Q9X' })
  bookingReference?: string;
  /** Left (by its link, or removed by an admin) or passed: when */
  endedAt?: Date;

  static of(entry: WaitlistEntryDocument, position: number | null): WaitlistEntryView {
    return {
      _id: entry._id.toString(),
      destinationId: entry.destinationId.toString(),
      date: entry.date,
      time: entry.time,
      position,
      name: entry.name,
      email: entry.email,
      tickets: entry.tickets,
      status: entry.status,
      addressConfirmed: mayBeOffered(entry),
      joinedAt: entry.joinedAt,
      ...(entry.offerExpiresAt && { offerExpiresAt: entry.offerExpiresAt }),
      ...(entry.bookingReference && { bookingReference: entry.bookingReference }),
      ...(entry.endedAt && { endedAt: entry.endedAt }),
    };
  }
}

export class WaitlistEntryList {
  @ApiProperty({ type: [WaitlistEntryView] })
  data: WaitlistEntryView[];
}

export class WaitlistEntryRemoved {
  @ApiProperty({ example: 'Waitlist entry removed' })
  message: string;
}
