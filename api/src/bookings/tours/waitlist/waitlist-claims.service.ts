import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CheckoutView } from '../../shared/dto/payment.dto';
import { TourBookingView } from '../dto/tour-booking.dto';
import { OFFER_CLAIMED, OFFER_GONE, TourBookingsService } from '../tour-bookings.service';
import { WaitlistOfferView } from './dto/waitlist.dto';
import { WaitlistEntry, WaitlistEntryDocument } from './schemas/waitlist-entry.schema';
import { entryByToken, slotOf } from './waitlist-links';
import { archivedEntry } from './waitlist-archive';
import { ENTRY_LEFT, OFFER_LAPSED, WAITLIST_LINK_NOT_VALID } from './waitlist-messages';
import { WaitlistOffers } from './waitlist-offers.service';

/** An offer's claim link: what it offers, and claiming it (the seats become a tour booking). */
@Injectable()
export class WaitlistClaims {
  constructor(
    @InjectModel(WaitlistEntry.name) private readonly entries: Model<WaitlistEntry>,
    private readonly tours: TourBookingsService,
    private readonly offers: WaitlistOffers,
  ) {}

  /** The offer a claim link names, as the claim page shows it before the visitor claims; changes nothing. */
  async offerByLink(destinationId: string, token: unknown): Promise<WaitlistOfferView> {
    return WaitlistOfferView.of(
      await entryByToken(this.entries, ['claimTokenHash'], destinationId, token),
    );
  }

  /**
   * Claims an offer by its mailed link: the entry's seats become a booking through the tour booking path
   * (TourBookingsService.bookOffer: confirmed at once, or held for Stripe Checkout with payments on).
   */
  async claim(
    destinationId: string,
    token: unknown,
  ): Promise<{ booking: TourBookingView; payment?: CheckoutView }> {
    const entry = await entryByToken(this.entries, ['claimTokenHash'], destinationId, token);
    const now = new Date();
    // Claimed before the offer's end, never after: the pass waits for the end plus the release margin, so
    // a claim read just before the end has long written `claimed` when the pass reads the entry.
    // In turn with a leave of the offer (see WaitlistService.leave): the booking's lock, under the offer's id.
    const state: { claimed?: WaitlistEntryDocument } = {};
    try {
      return await this.tours.ledger.locks.exclusively(entry._id, async () => {
        const claimed = await this.entries
          .findOneAndUpdate(
            { _id: entry._id, status: 'offered', offerExpiresAt: { $gt: now } },
            { $set: { status: 'claimed', claimedAt: now } },
            { new: true },
          )
          .exec();
        if (!claimed) {
          throw this.unclaimable(
            (await this.entries.findById(entry._id).exec()) ??
              (await archivedEntry(this.entries, { _id: entry._id })),
          );
        }
        state.claimed = claimed;
        const made = await this.tours.bookOffer({
          bookingId: claimed._id,
          ...slotOf(claimed),
          tickets: claimed.tickets,
          name: claimed.name,
          email: claimed.email,
        });
        await this.entries
          .updateOne({ _id: claimed._id }, { $set: { bookingReference: made.booking.reference } })
          .exec();
        return made;
      });
    } catch (error) {
      const claimed = state.claimed;
      if (!claimed) throw error;
      const message = error instanceof HttpException ? error.message : '';
      // The same link sent twice at once: the other request booked it.
      if (message === OFFER_CLAIMED) throw error;
      if (message === OFFER_GONE) {
        await this.offers.end(claimed, { status: 'passed', endedAt: new Date() }, ['claimed']);
        throw error;
      }
      // Nothing was booked (Stripe out of reach, the destination deleted): the offer stands as it was.
      await this.entries
        .updateOne(
          { _id: claimed._id, status: 'claimed' },
          { $set: { status: 'offered' }, $unset: { claimedAt: 1 } },
        )
        .exec();
      throw error;
    }
  }

  /** Why an offer cannot be claimed, read after a refused claim. */
  private unclaimable(entry: WaitlistEntryDocument | null): HttpException {
    switch (entry?.status) {
      case 'claimed':
        return new ConflictException(OFFER_CLAIMED);
      case 'left':
        return new ConflictException(ENTRY_LEFT);
      case undefined:
        return new NotFoundException(WAITLIST_LINK_NOT_VALID);
      default:
        return new ConflictException(OFFER_LAPSED);
    }
  }
}
