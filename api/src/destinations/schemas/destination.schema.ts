import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DEFAULT_TOUR_TIMES } from '../tour-times';
import { HydratedDocument } from 'mongoose';
import { NEWEST_FIRST } from '../../common/pagination/paginate';
import { UTC } from '../../common/time-zones/zoned-time';
import { DEFAULT_REMINDER_HOURS, MAX_DURATION_MINUTES, MAX_REMINDER_HOURS } from '../tour-content';

/** Where the guide meets the group (see tour-content.ts). */
@Schema({ _id: false, versionKey: false })
export class MeetingPointRecord {
  @Prop({ type: String, required: true, trim: true })
  address: string;

  @Prop({ type: Number, min: -90, max: 90 })
  lat?: number;

  @Prop({ type: Number, min: -180, max: 180 })
  lng?: number;
}
const MeetingPointSchema = SchemaFactory.createForClass(MeetingPointRecord);
import type { TourSchedule } from '../schedule/tour-schedule';
import { DEFAULT_EXTRA, PriceCategory, TourExtra } from '../../pricing/pricing';
import type { Translations } from '../../catalog/translations';

/** Field names (odd casing included) are the spec's, so clients written against it work unchanged. */
@Schema({ timestamps: true, collection: 'destinations', versionKey: false })
export class Destination {
  @Prop({ required: true, trim: true, maxlength: 100 })
  destination: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  location: string;

  @Prop({ required: true, min: 0 })
  price: number;

  @Prop({ required: true, trim: true, maxlength: 100 })
  title: string;

  @Prop({ required: true, trim: true, maxlength: 500 })
  description: string;

  @Prop({ required: true, min: 0 })
  CostPerPerson: number;

  @Prop({ type: String, trim: true })
  affiliateLink?: string;

  /** `/api/images/{id}` */
  @Prop({ required: true })
  image: string;

  @Prop({ type: [String], default: [] })
  gallary: string[];

  /** Seats per tour date and time (architecture.md "Inventory"). */
  @Prop({ required: true, min: 1, default: 20 })
  capacityPerSlot: number;

  /** 'HH:mm' tour start times, sorted; documents stored before they existed read with the default. */
  @Prop({ type: [String], default: () => [...DEFAULT_TOUR_TIMES] })
  tourTimes: string[];

  /**
   * The IANA zone its tour times are wall-clock times in. Records stored before zones existed meant UTC
   * (the start-up migration writes it; see common/time-zones).
   */
  @Prop({ type: String, required: true, default: UTC })
  timeZone: string;

  // What the operator publishes about the tour (tour-content.ts): optional, null or empty when none.

  @Prop({ type: MeetingPointSchema, default: undefined })
  meetingPoint?: MeetingPointRecord | null;

  /** How long the tour lasts; none: the spec's "1 day". */
  @Prop({ type: Number, min: 1, max: MAX_DURATION_MINUTES })
  durationMinutes?: number | null;

  @Prop({ type: [String], default: [] })
  included: string[];

  @Prop({ type: [String], default: [] })
  notIncluded: string[];

  @Prop({ type: [String], default: [] })
  whatToBring: string[];

  @Prop({ type: String, trim: true })
  accessibilityNotes?: string | null;

  @Prop({ type: [String], default: [] })
  languages: string[];

  @Prop({ type: String, trim: true })
  cancellationPolicy?: string | null;

  /** Hours before each tour time its reminder mail goes out; 0: none. */
  @Prop({ type: Number, min: 0, max: MAX_REMINDER_HOURS, default: DEFAULT_REMINDER_HOURS })
  reminderHours: number;
  /**
   * Weekday times, seasons, closed dates, per-date seats and the booking cutoff (schedule/tour-schedule.ts);
   * absent: `tourTimes` every day with `capacityPerSlot` seats, as before schedules existed.
   */
  @Prop({ type: Object, default: undefined })
  schedule?: TourSchedule | null;
  /**
   * Prices per kind of person (Adult, Child, Infant); none: the spec's one price, CostPerPerson. Plain
   * objects (see PriceCategory in pricing/pricing.ts), checked by the form's DTO.
   */
  @Prop({ type: [Object], default: [] })
  priceCategories: PriceCategory[];

  /**
   * Extras the operator sells with the tour; the first is what the spec's `extras: true` selects. Tours
   * stored before extras get the spec's "Extra offers" (+50 per booking) from the start-up migration.
   */
  @Prop({ type: [Object], default: () => [{ ...DEFAULT_EXTRA }] })
  extras: TourExtra[];

  /** The texts of DESTINATION_TEXTS per language (catalog/translations.ts); absent: English only. */
  @Prop({ type: Object, default: undefined })
  translations?: Translations;

  createdAt: Date;
  updatedAt: Date;
}

export type DestinationDocument = HydratedDocument<Destination>;
export const DestinationSchema = SchemaFactory.createForClass(Destination);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
DestinationSchema.index(NEWEST_FIRST);
// Search's price bounds (a destination's Price: what the search compares).
DestinationSchema.index({ price: 1 });
