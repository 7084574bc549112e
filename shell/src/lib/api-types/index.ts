// Resource shapes of the API, generated from api/openapi.json (`npm run gen:api-types -w shell`), so a change
// to a response shape on the server shows up here as a type error. Types only: nothing here exists at run time.
import type { components } from './schema';

type Schemas = components['schemas'];

export type Id = string;

/** Why the API refused, for the refusals a client acts on (ErrorBody.code). */
export type ApiErrorCode = NonNullable<Schemas['ErrorBody']['code']>;

/** Every error body of the API. */
export interface ApiError {
  statusCode: number;
  message: string;
  errors?: Array<{ field: string; message: string }>;
  code?: ApiErrorCode;
}

export type MessageResponse = Schemas['MessageResponse'];

export interface DataResponse<T> {
  data: T;
  message?: string;
}

export interface Paged<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

export type LoginRequest = Schemas['LoginDto'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];

export type Destination = Schemas['Destination'];
export type Hotel = Schemas['Hotel'];
export type Offer = Schemas['Offer'];
export type BlogPost = Schemas['BlogPost'];
/** Per translated language, the fields of a catalog record with an English text and no translation. */
export type MissingTranslations = Schemas['MissingTranslations'];

export type TourBookingRequest = Schemas['CreateTourBookingDto'];
export type TourBooking = Schemas['TourBooking'];
export type StayBookingRequest = Schemas['CreateStayBookingDto'];
export type StayBooking = Schemas['StayBooking'];
export type MyBookings = Schemas['MyBookings'];
export type MyTourBooking = Schemas['MyTourBooking'];
export type MyStayBooking = Schemas['MyStayBooking'];
export type BookingStatus = Schemas['BookingStatus'];
export type BookingKind = Schemas['BookingKind'];
/** What confirming or cancelling a booking answers. */
export type BookingChanged = Schemas['BookingChanged'];
export type ManagedBooking = Schemas['ManagedBooking'];
export type ManageBookingLink = Schemas['ManageBookingLink'];
export type TourSlot = Schemas['TourSlot'];
/** Who is on one tour time, and their check-in (admins and guides). */
export type Manifest = Schemas['Manifest'];
export type ManifestBooking = Schemas['ManifestBooking'];
export type CheckInStatus = Schemas['CheckInStatus'];
export type CheckInSaved = Schemas['CheckInSaved'];
export type TourAvailability = Schemas['TourAvailability'];
export type StayAvailability = Schemas['StayAvailability'];

export type PaymentStatus = Schemas['PaymentStatus'];
/** A booking's payment as every booking view carries it (amounts in cents). */
export type BookingPayment = Schemas['BookingPayment'];
/** Where to pay for a booking just made, when payments are on. */
export type CheckoutPayment = Schemas['CheckoutPayment'];
export type PaymentSettings = Schemas['PaymentSettings'];

export interface BookingResponse<T> {
  message: string;
  data: T;
  /** Present when payments are on: send the visitor to its checkoutUrl. */
  payment?: CheckoutPayment;
}

export type JoinWaitlistRequest = Schemas['JoinWaitlistDto'];
/** What joining a waitlist answers: the place in line (1 first). */
export type WaitlistJoined = Schemas['WaitlistJoined'];
/** What the leave and claim links carry. */
export type WaitlistLink = Schemas['WaitlistLink'];
export type WaitlistConfirmed = Schemas['WaitlistConfirmed'];
export type WaitlistLeft = Schemas['WaitlistLeft'];
/** What a claim link holds, as the claim page shows it before claiming. */
export type WaitlistOffer = Schemas['WaitlistOfferView'];
export type WaitlistStatus = Schemas['WaitlistStatus'];
/** One waitlist entry as the admin's list shows it. */
export type WaitlistEntry = Schemas['WaitlistEntryView'];
export type WaitlistEntryList = Schemas['WaitlistEntryList'];
/** A tour time to look at, cancel or move (POST /api/admin/tour-times/...). */
export type TourTimeRequest = Schemas['TourTimeRequestDto'];
/** The dry run: the bookings a cancel or move of a tour time would touch, and their sums. */
export type TourTimePreview = Schemas['TourTimePreview'];
export type TourTimeBooking = Schemas['TourTimeBooking'];
/** A whole tour time cancelled or moved: the plan and what became of each booking. */
export type TourTimeOperation = Schemas['TourTimeOperation'];
export type TourTimeOperationBooking = Schemas['TourTimeOperationBooking'];
/** A future tour time holding more tickets than its tour now has seats per time. */
export type OversoldTourTime = Schemas['OversoldTourTime'];

/** A tour's price per kind of person (Adult, Child); none: CostPerPerson for everyone. */
export type PriceCategory = Schemas['PriceCategory'];
/** An extra the operator sells with a tour, per booking or per person. */
export type TourExtra = Schemas['TourExtra'];
/** A price as the visitor pays it: subtotal, discount, gift card and total, in the catalog's unit. */
export type Price = Schemas['Price'];
export type PriceLine = Schemas['PriceLine'];
/** A price before booking (POST /api/booking/price, /api/bookingapartment/price). */
export type PricePreview = Schemas['PricePreview'];
export type TourPriceRequest = Schemas['TourPriceQueryDto'];
export type StayPriceRequest = Schemas['StayPriceQueryDto'];
/** A promo code as the admin's screen lists it, with its uses claimed now. */
export type PromoCode = Schemas['PromoCode'];
export type PromoCodeRequest = Schemas['CreatePromoCodeDto'];
export type Reseller = Schemas['Reseller'];
export type ResellerRequest = Schemas['CreateResellerDto'];
export type ResellerKeyIssued = Schemas['ResellerKeyIssued'];
export type ResellerBooking = Schemas['ResellerBooking'];
export type PromoCodeUpdate = Schemas['UpdatePromoCodeDto'];
/** One use of a promo code, with its booking. */
export type PromoCodeUse = Schemas['PromoCodeUse'];
/** A gift card's balance and expiry, as the booking form reads it (GET /api/gift-cards/{code}). */
export type GiftCardBalance = Schemas['GiftCardBalance'];
/** A visitor buying a gift card (POST /api/gift-cards), and the Checkout Session it opens. */
export type BuyGiftCardRequest = Schemas['BuyGiftCardDto'];
export type GiftCardCheckout = Schemas['GiftCardCheckout'];
/** A gift card as the admin's screen lists it, with its balance (the sum of its ledger). */
export type GiftCard = Schemas['GiftCard'];
export type GiftCardEntry = Schemas['GiftCardEntry'];
export type GiftCardLedger = Schemas['GiftCardLedger'];
export type IssueGiftCardRequest = Schemas['IssueGiftCardDto'];

export type GuestLimit = Schemas['GuestLimit'];
/** The display currencies (GET /api/currencies): the site's own (`base`, rate 1) first. */
export type CurrencyList = Schemas['CurrencyList'];
export type CurrencyRate = Schemas['CurrencyRate'];
export type UpdateCurrenciesRequest = Schemas['UpdateCurrenciesDto'];
/** A language the site speaks; what a booking or an account remembers. */
export type Lang = Schemas['Lang'];
/** One booking as the admin's detail view shows it (GET /api/admin/bookings/{reference}). */
export type AdminBookingDetail = Schemas['AdminBookingDetail'];
export type BookingChannel = Schemas['BookingChannel'];
export type ChangeBookingRequest = Schemas['ChangeBookingDto'];
/** A booking an admin makes for a phone or walk-in customer (POST /api/admin/bookings/tours, .../stays). */
export type BackOfficeTourBookingRequest = Schemas['BackOfficeTourBookingDto'];
export type BackOfficeStayBookingRequest = Schemas['BackOfficeStayBookingDto'];
export type MoveBookingRequest = Schemas['MoveBookingDto'];
export type SearchResult = Schemas['SearchResponse'];
export type ContactRequest = Schemas['CreateContactMessageDto'];
export type ContactMessage = Schemas['ContactMessage'];
/** A mail of the outbox as the admin's Mails screen lists it (never its body). */
export type OutboxMail = Schemas['OutboxMailView'];
export type OutboxStatus = Schemas['OutboxStatus'];
export type AdminStats = Schemas['AdminStats'];
/** An account as the admin's users screens list it. */
export type AdminUser = Schemas['UserView'];
export type Health = Schemas['HealthStatus'];
/** One change of the audit trail (GET /api/admin/audit): who, when, what, and the fields before and after. */
export type AuditEntry = Schemas['AuditEntry'];
export type AuditKind = Schemas['AuditKind'];
export type AuditAction = Schemas['AuditAction'];
export type AuditActorType = Schemas['AuditActorType'];
/** A record in Recently deleted (GET /api/admin/deleted): restorable until its purge. */
export type DeletedItem = Schemas['DeletedItem'];
/** A page of Recently deleted, with how many days it keeps a deleted record (DELETED_RETENTION_DAYS). */
export type DeletedItemPage = Schemas['DeletedItemPage'];
export type DeletableKind = Schemas['DeletableKind'];
