import { Inject, Provider, Type } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { HydratedDocument, Model } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { ChangeFeed } from '../../cache/change-feed.service';
import { Scheduler } from '../../common/scheduling/scheduler';
import { MailService } from '../../mail/mail.service';
import { PaidKind } from '../../payments/payment-events';
import { PaymentsService } from '../../payments/payments.service';
import { RecentlyDeleted } from '../../recently-deleted/recently-deleted.service';
import { BookingCheckout } from './booking-checkout';
import { BookingLedger, LedgerRecord } from './booking-ledger';
import {
  BookingLifecycle,
  BookingPlaces,
  LifecycleKind,
  LEDGER_SWEEP_INTERVAL_MS,
  SWEEP_INTERVAL_MS,
} from './booking-lifecycle.service';
import { ReferencePrefix } from './booking-reference';
import { PricingService } from '../../pricing/pricing.service';
import { GiftCardsService } from '../../gift-cards/gift-cards.service';
import { PlacesReleasingPromo } from './places-releasing-promo';
import { QuotaTokens } from '../../quotas/quota-tokens.service';

/** How one kind of booking (tours, stays) is stored, run and paid for. */
export interface BookingKindSpec<T extends LedgerRecord> extends LifecycleKind<
  HydratedDocument<T>
> {
  /** The model's name, as given to MongooseModule.forFeature. */
  model: string;
  /** The first letters of its references. */
  prefix: ReferencePrefix;
  /** The field holding a booking's total, summed as revenue. */
  amountField: keyof T & string;
  /** What its payments are for. */
  paid: Exclude<PaidKind, 'gift-card'>;
  /** The provider of what its bookings hold (seats, nights). */
  places: Type<BookingPlaces<HydratedDocument<T>>>;
}

/** One kind of booking's ledger, lifecycle and checkout, made once for its whole module. */
export class BookingKind<T extends LedgerRecord> {
  constructor(
    readonly ledger: BookingLedger<T>,
    readonly lifecycle: BookingLifecycle<T>,
    readonly checkout: BookingCheckout<T>,
  ) {}
}

const ledgerToken = (model: string) => `${model}Ledger`;
const kindToken = (model: string) => `${model}Kind`;

/** Injects the BookingLedger of a kind, by its model's name (as @InjectModel). */
export const InjectBookingLedger = (model: string) => Inject(ledgerToken(model));
/** Injects the BookingKind of a kind, by its model's name (as @InjectModel). */
export const InjectBookingKind = (model: string) => Inject(kindToken(model));

/**
 * The providers of one kind of booking: its ledger (which its places need, to tell which claims still
 * hold), and its BookingKind. Its holds are swept for expiry on the scheduler.
 */
export function bookingKindProviders<T extends LedgerRecord>(spec: BookingKindSpec<T>): Provider[] {
  return [
    {
      provide: ledgerToken(spec.model),
      inject: [getModelToken(spec.model)],
      useFactory: (model: Model<T>) => new BookingLedger(model, spec.prefix, spec.amountField),
    },
    {
      provide: kindToken(spec.model),
      inject: [
        ledgerToken(spec.model),
        spec.places,
        MailService,
        ChangeFeed,
        PaymentsService,
        AuditService,
        RecentlyDeleted,
        Scheduler,
        PricingService,
        GiftCardsService,
        QuotaTokens,
      ],
      useFactory: (
        ledger: BookingLedger<T>,
        places: BookingPlaces<HydratedDocument<T>>,
        mail: MailService,
        changes: ChangeFeed,
        payments: PaymentsService,
        audit: AuditService,
        recentlyDeleted: RecentlyDeleted,
        scheduler: Scheduler,
        pricing: PricingService,
        giftCards: GiftCardsService,
        quotas: QuotaTokens,
      ) => {
        const lifecycle = new BookingLifecycle(
          ledger,
          // A booking's promo code uses and gift card amount are given back, and taken again, with its places.
          new PlacesReleasingPromo(places, pricing, spec.paid, giftCards, quotas),
          spec,
          mail,
          changes,
          payments,
          audit,
          recentlyDeleted,
        );
        scheduler.every(`Expiring ${spec.paid} holds`, SWEEP_INTERVAL_MS, () => lifecycle.sweep());
        scheduler.every(
          `Expiring ${spec.paid} holds left without claims`,
          LEDGER_SWEEP_INTERVAL_MS,
          () => lifecycle.sweepLedger(),
        );
        return new BookingKind(
          ledger,
          lifecycle,
          new BookingCheckout(ledger, payments, mail, spec.paid),
        );
      },
    },
  ];
}
