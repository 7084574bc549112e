import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { mailKey, MailService } from '../mail/mail.service';
import { fromMinorUnits } from '../pricing/pricing';
import { GiftCardEntryView, GiftCardLedger, GiftCardView } from './dto/gift-card.dto';
import { giftCardMail } from './gift-card-mail';
import { groupedCode, newGiftCardCode, normalizeGiftCardCode } from './gift-card-code';
import { cardState, CardState, heldBy } from './gift-card-state';
import { GiftCard, GiftCardDocument, GiftCardSource } from './schemas/gift-card.schema';
import { EntryKind, GiftCardEntry } from './schemas/gift-card-entry.schema';
import { GiftCardRecord } from './schemas/gift-card-record.schema';
import { currentLanguage } from '../common/i18n/language-context';
import type { Lang } from '../common/i18n/languages';

export const GIFT_CARD_UNKNOWN = 'This gift card does not exist';
export const GIFT_CARD_EXPIRED = 'This gift card has expired';
export const GIFT_CARD_VOIDED = 'This gift card is no longer valid';
export const GIFT_CARD_EMPTY = 'This gift card has no balance left';
export const GIFT_CARD_CHANGED =
  "This gift card's balance changed while booking. Please review your booking.";
export const GIFT_CARD_NOT_FOUND = 'Gift card not found';
export const GIFT_CARD_ALREADY_VOIDED = 'This gift card is already void';

/** A new card: minor units, and who gets its code. */
export interface NewGiftCard {
  amount: number;
  currency: string;
  recipientEmail: string;
  buyerEmail?: string;
  message?: string;
  source: GiftCardSource;
  orderReference?: string;
  /** The language its mail is written in: the order's, else the issuing request's. */
  lang?: Lang;
  /** A bought card takes its order's id, so that it is issued once however often the paid event comes. */
  _id?: Types.ObjectId;
}

/** A card a booking may redeem, and what it covers of the booking's total (minor units). */
export interface RedeemableCard {
  card: GiftCardDocument;
  amount: number;
}

/** What a redeem is for. */
export interface RedeemFor {
  bookingId: Types.ObjectId;
}

/** Attempts of one redeem or void against concurrent writers of the same card before giving up (409). */
const SEQUENCE_ATTEMPTS = 200;

/**
 * Gift cards and their ledger. Every change of a balance is a new ledger entry (GiftCardEntry); what takes
 * from a balance inserts the next `<cardId>:<seq>`, so two redeems of one card can never both spend the same
 * balance: the second one's insert is a duplicate key, and it reads the ledger again.
 */
@Injectable()
export class GiftCardsService {
  constructor(
    @InjectModel(GiftCard.name) private readonly cards: Model<GiftCard>,
    @InjectModel(GiftCardEntry.name) private readonly entries: Model<GiftCardEntry>,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues a card: its code, its `issue` entry, the audit entry and the mail with its code and expiry.
   * Idempotent for a given `_id` (a bought card): the second call finds the card and completes what is missing.
   */
  async issue(card: NewGiftCard): Promise<GiftCardDocument> {
    const expiresAt = new Date();
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + this.config.giftCardValidityMonths);
    let issued: GiftCardDocument | null = null;
    for (let attempt = 0; !issued; attempt++) {
      try {
        issued = await this.cards.create({
          ...card,
          recipientEmail: card.recipientEmail.toLowerCase(),
          buyerEmail: card.buyerEmail?.toLowerCase(),
          code: newGiftCardCode(),
          lang: card.lang ?? currentLanguage(),
          expiresAt,
          createdAt: new Date(),
        });
        await this.audit.record({
          action: 'created',
          kind: 'gift-card',
          record: issued._id,
          after: { ...issued.toObject(), code: `...${issued.code.slice(-4)}` },
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (card._id) issued = await this.cards.findById(card._id).exec();
        // Otherwise two codes of 80 random bits met: draw another.
        if (attempt > 3) throw error;
      }
    }
    await this.insertOnce({
      _id: `${String(issued._id)}:0`,
      cardId: issued._id,
      seq: 0,
      kind: 'issue',
      amount: issued.amount,
      at: issued.createdAt,
    });
    await this.mail.send(giftCardMail(issued, groupedCode(issued.code)), {
      key: mailKey('gift-card', String(issued._id)),
      essential: true,
    });
    return issued;
  }

  /** A visitor's code (any case, dashes or not) with its state; 404 when there is none. */
  async lookup(typed: string): Promise<{ card: GiftCardDocument; state: CardState }> {
    const code = normalizeGiftCardCode(typed);
    const card = code ? await this.cards.findOne({ code }).exec() : null;
    if (!card) throw new NotFoundException(GIFT_CARD_UNKNOWN);
    return { card, state: cardState(card, await this.ledgerOf(card._id)) };
  }

  /**
   * The card a booking names and what it pays of `due` (minor units): all of it, or the card's balance.
   * 400 for a code unknown, expired, void or spent. Nothing is taken yet: `redeem` does, as the booking is made.
   */
  async forBooking(typed: string, due: number): Promise<RedeemableCard> {
    let found: { card: GiftCardDocument; state: CardState };
    try {
      found = await this.lookup(typed);
    } catch (error) {
      if (error instanceof NotFoundException) throw new BadRequestException(GIFT_CARD_UNKNOWN);
      throw error;
    }
    assertRedeemable(found.state);
    return { card: found.card, amount: Math.min(found.state.balance, due) };
  }

  /**
   * Takes `amount` (minor units) from the card for a booking about to be written: 409 when the balance no
   * longer covers it (another booking spent it meanwhile), 400 when the card expired or was voided.
   */
  async redeem(card: GiftCardDocument, amount: number, use: RedeemFor): Promise<GiftCardRecord> {
    const entryId = await this.takeInTurn(card, (state) => {
      assertRedeemable(state);
      if (state.balance < amount) throw new ConflictException(GIFT_CARD_CHANGED);
      return { kind: 'redeem', amount: -amount, bookingId: use.bookingId };
    });
    return { cardId: card._id, last4: card.code.slice(-4), amount, entryId };
  }

  /** The booking's reference on its redeem entry, once it is written (what the card's ledger shows). */
  async attach(record: GiftCardRecord | undefined, reference: string): Promise<void> {
    if (!record) return;
    await this.entries.updateOne(
      { _id: record.entryId },
      { $set: { bookingReference: reference } },
    );
  }

  /**
   * Gives back what a booking holds of its card: `refund` when it was cancelled, `release` when its hold
   * lapsed, it was deleted or never written. Once per redeem (the entry's `_id` names the booking and how many
   * times it redeemed), so a second release of the same booking adds nothing.
   */
  async giveBack(
    record: Pick<GiftCardRecord, 'cardId'> | undefined | null,
    bookingId: Types.ObjectId,
    kind: 'release' | 'refund',
    reference?: string,
  ): Promise<void> {
    if (!record) return;
    const mine = await this.entries.find({ cardId: record.cardId, bookingId }).lean().exec();
    const held = heldBy(mine);
    if (held <= 0) return;
    const redeems = mine.filter((entry) => entry.kind === 'redeem').length;
    await this.insertOnce({
      _id: `${String(record.cardId)}:back:${String(bookingId)}:${redeems}`,
      cardId: record.cardId,
      kind,
      amount: held,
      bookingId,
      ...(reference && { bookingReference: reference }),
      at: new Date(),
    });
  }

  /**
   * A booking that gave its card's amount back and now holds its places again (a payment that came after its
   * hold lapsed, a restore): it takes the amount again, or is refused (409) when the card no longer has it.
   */
  async redeemAgain(
    record: GiftCardRecord | undefined | null,
    bookingId: Types.ObjectId,
  ): Promise<void> {
    if (!record) return;
    const mine = await this.entries.find({ cardId: record.cardId, bookingId }).lean().exec();
    if (heldBy(mine) >= record.amount) return;
    const card = await this.cards.findById(record.cardId).exec();
    if (!card) throw new ConflictException(GIFT_CARD_CHANGED);
    await this.takeInTurn(card, (state) => {
      if (state.status === 'voided' || state.balance < record.amount) {
        throw new ConflictException(GIFT_CARD_CHANGED);
      }
      return { kind: 'redeem', amount: -record.amount, bookingId };
    });
  }

  /** An admin's void: what is left on the card is taken off in one entry and the card can no longer pay. */
  async void(id: string): Promise<GiftCardView> {
    const card = await this.byId(id);
    const before = await this.view(card);
    await this.takeInTurn(card, (state) => {
      if (state.status === 'voided') throw new ConflictException(GIFT_CARD_ALREADY_VOIDED);
      return { kind: 'void', amount: -state.balance };
    });
    const after = await this.view(card);
    await this.audit.record({
      action: 'voided',
      kind: 'gift-card',
      record: card._id,
      before,
      after,
    });
    return after;
  }

  /** Every card, newest first, with its balance and status (the ledger read once for all of them). */
  async list(): Promise<GiftCardView[]> {
    const cards = await this.cards.find().sort({ createdAt: -1 }).exec();
    const entries = await this.entries
      .find(
        { cardId: { $in: cards.map((card) => card._id) } },
        { cardId: 1, kind: 1, amount: 1, seq: 1 },
      )
      .lean()
      .exec();
    const byCard = new Map<string, GiftCardEntry[]>();
    for (const entry of entries) {
      const key = String(entry.cardId);
      byCard.set(key, [...(byCard.get(key) ?? []), entry]);
    }
    const now = new Date();
    return cards.map((card) =>
      viewOf(card, cardState(card, byCard.get(String(card._id)) ?? [], now)),
    );
  }

  /** One card and its ledger, oldest entry first. */
  async ledger(id: string): Promise<GiftCardLedger> {
    const card = await this.byId(id);
    const entries = await this.ledgerOf(card._id);
    return {
      ...viewOf(card, cardState(card, entries)),
      entries: entries.map((entry): GiftCardEntryView => ({
        _id: entry._id,
        kind: entry.kind,
        amount: fromMinorUnits(entry.amount),
        ...(entry.bookingReference && { bookingReference: entry.bookingReference }),
        at: entry.at,
      })),
    };
  }

  async view(card: GiftCardDocument): Promise<GiftCardView> {
    return viewOf(card, cardState(card, await this.ledgerOf(card._id)));
  }

  private async byId(id: string): Promise<GiftCardDocument> {
    const card = await this.cards.findById(id).exec();
    if (!card) throw new NotFoundException(GIFT_CARD_NOT_FOUND);
    return card;
  }

  private ledgerOf(cardId: Types.ObjectId): Promise<GiftCardEntry[]> {
    return this.entries.find({ cardId }).sort({ at: 1 }).lean().exec();
  }

  /**
   * Inserts the entry `decide` makes of the card's state at the next place of its sequence; a writer that got
   * there first makes the insert a duplicate, and the ledger is read again. Answers the entry's `_id`.
   */
  private async takeInTurn(
    card: GiftCardDocument,
    decide: (state: CardState) => Pick<GiftCardEntry, 'kind' | 'amount' | 'bookingId'> & {
      kind: EntryKind;
    },
  ): Promise<string> {
    for (let attempt = 0; attempt < SEQUENCE_ATTEMPTS; attempt++) {
      const state = cardState(card, await this.ledgerOf(card._id));
      const entry = decide(state);
      const _id = `${String(card._id)}:${state.nextSeq}`;
      try {
        await this.entries.create({
          _id,
          cardId: card._id,
          seq: state.nextSeq,
          ...entry,
          at: new Date(),
        });
        return _id;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ConflictException(GIFT_CARD_CHANGED);
  }

  /** An entry whose `_id` says it can happen once: a second insert is what was asked, already done. */
  private async insertOnce(entry: GiftCardEntry): Promise<void> {
    try {
      await this.entries.create(entry);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

function assertRedeemable(state: CardState): void {
  if (state.status === 'voided') throw new BadRequestException(GIFT_CARD_VOIDED);
  if (state.status === 'expired') throw new BadRequestException(GIFT_CARD_EXPIRED);
  if (state.balance <= 0) throw new BadRequestException(GIFT_CARD_EMPTY);
}

function viewOf(card: GiftCardDocument, state: CardState): GiftCardView {
  return {
    _id: String(card._id),
    code: groupedCode(card.code),
    amount: fromMinorUnits(card.amount),
    balance: fromMinorUnits(state.balance),
    currency: card.currency,
    status: state.status,
    expiresAt: card.expiresAt,
    recipientEmail: card.recipientEmail,
    ...(card.buyerEmail && { buyerEmail: card.buyerEmail }),
    source: card.source,
    ...(card.orderReference && { orderReference: card.orderReference }),
    createdAt: card.createdAt,
  };
}
