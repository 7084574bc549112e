import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKey } from '../common/writes/duplicate-key';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import {
  effectiveStatus,
  RELEASE_MARGIN_MS,
  statusFilter,
} from '../bookings/shared/booking-status';
import { TourBookingDocument } from '../bookings/tours/schemas/tour-booking.schema';
import { TourBookingsService } from '../bookings/tours/tour-bookings.service';
import { TourSeats } from '../bookings/tours/tour-seats.service';
import { PLAIN_TICKET } from '../pricing/pricing';
import { ResellerDocument } from '../resellers/schemas/reseller.schema';
import type { Capability } from './capabilities';
import { availabilityIdOf, OctoAvailability } from './octo-availability.service';
import { badRequest, invalidBooking, invalidUnit, unprocessable } from './octo-errors';
import { DEFAULT_OPTION, octoPricing, unitsOf } from './octo-products';
import {
  Body,
  contactOf,
  nameOf,
  optionalMinutes,
  optionalString,
  optionalUuid,
  requiredString,
  unitItemsOf,
} from './octo-request';
import { OctoBooking, OctoBookingDocument, OctoContact } from './schemas/octo-booking.schema';

/** A reservation is held this long unless the reseller asks otherwise. */
export const DEFAULT_HOLD_MINUTES = 30;
/** And at most this long, per reserve or extend. */
export const MAX_HOLD_MINUTES = 120;
const LIST_LIMIT = 100;

const STATUS = {
  held: 'ON_HOLD',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
} as const;

/** A reseller's booking: its OCTO side and the tour booking it is. */
interface Sale {
  link: OctoBookingDocument;
  booking: TourBookingDocument;
}

/**
 * The OCTO bookings of resellers, made, confirmed, extended, cancelled and read through the site's own booking
 * path: a reservation is a tour booking (TourBookingsService.reserve) held on the same seat claims as a
 * visitor's, confirmed and cancelled by the booking lifecycle (its lock, its audit entry, its manifest and
 * statistics), channel `octo` with its reseller. Its OCTO side (uuid, unit items, contact) is an
 * `octo_bookings` document under the uuid.
 */
@Injectable()
export class OctoBookings {
  constructor(
    @InjectModel(OctoBooking.name) private readonly links: Model<OctoBooking>,
    private readonly tours: TourBookingsService,
    private readonly seats: TourSeats,
    private readonly availability: OctoAvailability,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reserve(reseller: ResellerDocument, body: Body, capabilities: Set<Capability>) {
    const productId = requiredString(body, 'productId');
    const tour = await this.availability.tour(productId, body.optionId ?? '');
    const items = unitItemsOf(body, true)!;
    const units = unitsOf(tour);
    for (const item of items) {
      if (!units.some((unit) => unit.id === item.unitId)) throw invalidUnit(item.unitId);
    }
    const slot = await this.availability.slotFor(productId, tour, body.availabilityId);
    const holdMinutes =
      optionalMinutes(body, 'expirationMinutes', MAX_HOLD_MINUTES) ?? DEFAULT_HOLD_MINUTES;
    const contact = contactOf(body, false);
    const uuid = optionalUuid(body, 'uuid') ?? randomUUID();
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.unitId, (counts.get(item.unitId) ?? 0) + 1);
    const choice =
      tour.priceCategories.length === 0
        ? { tickets: counts.get(PLAIN_TICKET) ?? 0 }
        : { units: [...counts].map(([category, count]) => ({ category, count })) };
    // The uuid first, by `_id`: the same uuid sent twice (a retry racing itself) books once.
    let link: OctoBookingDocument;
    try {
      link = await this.links.create({
        _id: uuid,
        resellerId: reseller._id,
        productId,
        optionId: DEFAULT_OPTION,
        availabilityId: body.availabilityId as string,
        unitItems: items.map((item) => ({
          uuid: item.uuid ?? randomUUID(),
          unitId: item.unitId,
          ...(item.resellerReference ? { resellerReference: item.resellerReference } : {}),
        })),
        resellerReference: optionalString(body, 'resellerReference'),
        notes: optionalString(body, 'notes'),
        contact,
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw badRequest(`A booking with uuid ${uuid} already exists`);
      throw error;
    }
    try {
      const priced = await this.tours.preview({
        destinationId: productId,
        ...choice,
      } as Parameters<TourBookingsService['preview']>[0]);
      const { booking } = await this.tours.reserve(
        {
          destinationId: productId,
          date: slot.date,
          time: slot.time,
          ...choice,
          tickets: priced.tickets,
          cost: priced.price.total,
          name: nameOf(contact) ?? `Guest of ${reseller.name}`,
          email: contact?.emailAddress ?? reseller.email,
          ...(contact?.phoneNumber && /^\+[1-9]\d{6,14}$/.test(contact.phoneNumber)
            ? { phone: contact.phoneNumber }
            : {}),
        } as Parameters<TourBookingsService['reserve']>[0],
        { reseller: { id: reseller._id, name: reseller.name }, holdMinutes },
      );
      link.bookingId = booking._id;
      await this.links.updateOne({ _id: uuid }, { $set: { bookingId: booking._id } }).exec();
      return this.view({ link, booking }, capabilities);
    } catch (error) {
      await this.links.deleteOne({ _id: uuid }).exec();
      throw error;
    }
  }

  async confirm(
    reseller: ResellerDocument,
    uuid: string,
    body: Body,
    capabilities: Set<Capability>,
  ) {
    const contact = contactOf(body, true)!;
    const resellerReference = optionalString(body, 'resellerReference');
    const sale = await this.sale(reseller, uuid);
    const status = effectiveStatus(sale.booking);
    if (status === 'confirmed') return this.view(sale, capabilities);
    if (status !== 'held')
      throw unprocessable(`This booking is ${STATUS[status]} and cannot be confirmed`);
    // The guest's name on the manifest from now on; written while held, so the confirmation carries it.
    const booking = await this.withContact(sale.booking, contact);
    const confirmed = await this.tours.lifecycle.confirm(booking);
    if (!confirmed) {
      const now = await this.sale(reseller, uuid);
      if (effectiveStatus(now.booking) !== 'confirmed') {
        throw unprocessable('The reservation expired or was cancelled before it was confirmed');
      }
      return this.view(now, capabilities);
    }
    const link = await this.links
      .findByIdAndUpdate(
        uuid,
        {
          $set: {
            confirmedAt: new Date(),
            contact: { ...sale.link.contact, ...contact },
            ...(resellerReference ? { resellerReference } : {}),
          },
        },
        { new: true },
      )
      .exec();
    return this.view({ link: link ?? sale.link, booking: confirmed }, capabilities);
  }

  /** A reservation held longer (from now): its seats' claims lapse with it, as ever. */
  async extend(
    reseller: ResellerDocument,
    uuid: string,
    body: Body,
    capabilities: Set<Capability>,
  ) {
    const minutes =
      optionalMinutes(body, 'expirationMinutes', MAX_HOLD_MINUTES) ?? DEFAULT_HOLD_MINUTES;
    const sale = await this.sale(reseller, uuid);
    const extended = await this.tours.ledger.locks.exclusively(sale.booking._id, async () => {
      const holdExpiresAt = new Date(Date.now() + minutes * 60_000);
      const after = await this.tours.ledger.transition(sale.booking._id, statusFilter('held'), {
        holdExpiresAt,
      });
      if (!after) return null;
      const kept = await this.seats.retime(
        after._id,
        new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS),
      );
      if (kept === 0) return null;
      await this.audit.record({
        action: 'updated',
        kind: 'tour-booking',
        record: after._id,
        before: sale.booking,
        after,
      });
      return after;
    });
    if (!extended) throw unprocessable('Only a reservation on hold can be extended');
    return this.view({ link: sale.link, booking: extended }, capabilities);
  }

  async cancel(
    reseller: ResellerDocument,
    uuid: string,
    body: Body,
    capabilities: Set<Capability>,
  ) {
    const reason = optionalString(body, 'reason');
    const sale = await this.sale(reseller, uuid);
    const status = effectiveStatus(sale.booking);
    if (status === 'cancelled') return this.view(sale, capabilities);
    if (status === 'expired')
      throw unprocessable('This reservation expired and cannot be cancelled');
    if (status === 'confirmed' && new Date() >= this.tours.cancelBefore(sale.booking)) {
      throw unprocessable(
        `Bookings can no longer be cancelled within ${this.config.cancellationCutoffHours} hours of the start`,
      );
    }
    // The reseller tells its customer: no notice from here.
    const cancelled = await this.tours.lifecycle.cancel(sale.booking, new Date(), false);
    const link = reason
      ? await this.links
          .findByIdAndUpdate(uuid, { $set: { cancelReason: reason } }, { new: true })
          .exec()
      : sale.link;
    const after = cancelled ?? (await this.sale(reseller, uuid)).booking;
    if (effectiveStatus(after) !== 'cancelled')
      throw unprocessable('This booking cannot be cancelled');
    return this.view({ link: link ?? sale.link, booking: after }, capabilities);
  }

  /** The reseller's reference, notes and contact changed; units and times are changed by a new booking. */
  async update(
    reseller: ResellerDocument,
    uuid: string,
    body: Body,
    capabilities: Set<Capability>,
  ) {
    for (const field of ['productId', 'optionId', 'availabilityId', 'unitItems'] as const) {
      if (body[field] !== undefined) {
        throw unprocessable(`${field} cannot be changed: cancel the booking and make a new one`);
      }
    }
    const contact = contactOf(body, false);
    const resellerReference = optionalString(body, 'resellerReference');
    const notes = optionalString(body, 'notes');
    const sale = await this.sale(reseller, uuid);
    const status = effectiveStatus(sale.booking);
    if (status !== 'held' && status !== 'confirmed') {
      throw unprocessable(`This booking is ${STATUS[status]} and cannot be changed`);
    }
    const booking = contact ? await this.withContact(sale.booking, contact) : sale.booking;
    const link = await this.links
      .findByIdAndUpdate(
        uuid,
        {
          $set: {
            ...(contact ? { contact: { ...sale.link.contact, ...contact } } : {}),
            ...(resellerReference !== undefined ? { resellerReference } : {}),
            ...(notes !== undefined ? { notes } : {}),
          },
        },
        { new: true },
      )
      .exec();
    const hold = optionalMinutes(body, 'expirationMinutes', MAX_HOLD_MINUTES);
    if (hold !== undefined && status === 'held') {
      return this.extend(reseller, uuid, { expirationMinutes: hold }, capabilities);
    }
    return this.view({ link: link ?? sale.link, booking }, capabilities);
  }

  async get(reseller: ResellerDocument, uuid: string, capabilities: Set<Capability>) {
    return this.view(await this.sale(reseller, uuid), capabilities);
  }

  /** The reseller's bookings by its reference or ours (one of them required). */
  async list(
    reseller: ResellerDocument,
    query: Record<string, unknown>,
    capabilities: Set<Capability>,
  ) {
    const resellerReference = optionalString(query, 'resellerReference');
    const supplierReference = optionalString(query, 'supplierReference');
    if (!resellerReference && !supplierReference) {
      throw badRequest('resellerReference or supplierReference is required');
    }
    let links: OctoBookingDocument[];
    if (supplierReference) {
      const booking = await this.tours.ledger.byReference(supplierReference.trim().toUpperCase());
      const link = booking && (await this.links.findOne({ bookingId: booking._id }).exec());
      links = link ? [link] : [];
    } else {
      links = await this.links
        .find({ resellerId: reseller._id, resellerReference })
        .limit(LIST_LIMIT)
        .exec();
    }
    const sales = await Promise.all(
      links
        .filter((link) => link.resellerId.equals(reseller._id) && link.bookingId)
        .filter((link) => !resellerReference || link.resellerReference === resellerReference)
        .map(async (link) => ({ link, booking: await this.tours.ledger.byId(link.bookingId!) })),
    );
    return Promise.all(
      sales
        .filter((sale): sale is Sale => !!sale.booking)
        .map((sale) => this.view(sale, capabilities)),
    );
  }

  /** A reseller's bookings, newest first, for the admin. */
  async ofReseller(resellerId: Types.ObjectId) {
    const links = await this.links
      .find({ resellerId, bookingId: { $exists: true } })
      .sort({ createdAt: -1 })
      .limit(LIST_LIMIT)
      .exec();
    const rows = await Promise.all(
      links.map(async (link) => ({ link, booking: await this.tours.ledger.byId(link.bookingId!) })),
    );
    return rows
      .filter((row): row is Sale => !!row.booking)
      .map(({ link, booking }) => ({
        reference: booking.reference,
        uuid: link._id,
        ...(link.resellerReference ? { resellerReference: link.resellerReference } : {}),
        destinationTitle: booking.destinationTitle,
        date: booking.date,
        time: booking.time,
        tickets: booking.tickets,
        name: booking.name,
        status: effectiveStatus(booking),
        createdAt: booking.createdAt,
      }));
  }

  /** The reseller's own booking by its uuid: any other's, or none, is INVALID_BOOKING_UUID. */
  private async sale(reseller: ResellerDocument, uuid: string): Promise<Sale> {
    const link = /^[0-9a-f-]{36}$/i.test(uuid)
      ? await this.links.findById(uuid.toLowerCase()).exec()
      : null;
    if (!link || !link.resellerId.equals(reseller._id) || !link.bookingId)
      throw invalidBooking(uuid);
    const booking = await this.tours.ledger.byId(link.bookingId);
    if (!booking) throw invalidBooking(uuid);
    return { link, booking };
  }

  /** The guest's name, email and phone on the tour booking, under its lock and audited. */
  private async withContact(
    booking: TourBookingDocument,
    contact: OctoContact,
  ): Promise<TourBookingDocument> {
    const name = nameOf(contact);
    const email = contact.emailAddress?.toLowerCase();
    const phone =
      contact.phoneNumber && /^\+[1-9]\d{6,14}$/.test(contact.phoneNumber)
        ? contact.phoneNumber
        : undefined;
    if (!name && !email && !phone) return booking;
    try {
      return await this.tours.ledger.locks.exclusively(booking._id, async () => {
        const after = await this.tours.ledger.model
          .findByIdAndUpdate(
            booking._id,
            {
              $set: {
                ...(name && { name: name.slice(0, 100) }),
                ...(email && { email }),
                ...(phone && { phone }),
              },
            },
            { new: true },
          )
          .exec();
        if (!after) throw invalidBooking(String(booking._id));
        await this.audit.record({
          action: 'updated',
          kind: 'tour-booking',
          record: after._id,
          before: booking,
          after,
        });
        return after;
      });
    } catch (error) {
      if (error instanceof ConflictException) throw unprocessable(error.message);
      throw error;
    }
  }

  private async view({ link, booking }: Sale, capabilities: Set<Capability>) {
    const now = new Date();
    const status = effectiveStatus(booking, now);
    const tour = await this.availability.tour(link.productId).catch(() => null);
    const availability =
      tour &&
      (await this.availability.at(
        link.productId,
        tour,
        { date: booking.date, time: booking.time },
        capabilities,
      ));
    const contact = contactView(link.contact, booking);
    const pricing = capabilities.has('octo/pricing');
    const unitPrices = new Map(
      (booking.price?.lines ?? []).map((line) => [line.key, line.unitPrice] as const),
    );
    const currency = booking.price?.currency ?? 'usd';
    const redeemed =
      booking.checkIn === 'arrived' && booking.checkedInAt
        ? booking.checkedInAt.toISOString()
        : null;
    return {
      id: link._id,
      uuid: link._id,
      testMode: false,
      resellerReference: link.resellerReference ?? null,
      supplierReference: booking.reference,
      status: redeemed && status === 'confirmed' ? 'REDEEMED' : STATUS[status],
      utcCreatedAt: booking.createdAt.toISOString(),
      utcUpdatedAt: (booking.updatedAt ?? booking.createdAt).toISOString(),
      utcExpiresAt:
        status === 'held' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
      utcRedeemedAt: redeemed,
      utcConfirmedAt: link.confirmedAt ? link.confirmedAt.toISOString() : null,
      productId: link.productId,
      optionId: link.optionId,
      cancellable:
        status === 'held' || (status === 'confirmed' && now < this.tours.cancelBefore(booking)),
      cancellation:
        status === 'cancelled'
          ? {
              refund: 'FULL',
              reason: link.cancelReason ?? null,
              utcCancelledAt: (booking.cancelledAt ?? booking.updatedAt).toISOString(),
            }
          : null,
      freesale: false,
      // Read from the booking: a tour time moved by the admin moves its bookings, OCTO's included.
      availabilityId: availabilityIdOf(
        { date: booking.date, time: booking.time },
        booking.timeZone ?? 'UTC',
      ),
      availability: availability ?? null,
      contact,
      notes: link.notes ?? null,
      deliveryMethods: [],
      voucher: null,
      unitItems: link.unitItems.map((item, index) => ({
        uuid: item.uuid,
        resellerReference: item.resellerReference ?? null,
        supplierReference: `${booking.reference}-${index + 1}`,
        unitId: item.unitId,
        status: redeemed && status === 'confirmed' ? 'REDEEMED' : STATUS[status],
        utcRedeemedAt: redeemed,
        contact,
        ticket: null,
        ...(pricing && { pricing: octoPricing(unitPrices.get(item.unitId) ?? 0, currency) }),
      })),
      ...(pricing && {
        pricing: octoPricing(booking.price?.total ?? Math.round(booking.cost * 100), currency),
      }),
    };
  }
}

/** OCTO's contact: every field present (null when unknown), the booking's own name and email as fallback. */
function contactView(contact: OctoContact | undefined, booking: TourBookingDocument) {
  return {
    fullName: contact?.fullName ?? nameOf(contact) ?? booking.name,
    firstName: contact?.firstName ?? null,
    lastName: contact?.lastName ?? null,
    emailAddress: contact?.emailAddress ?? null,
    phoneNumber: contact?.phoneNumber ?? null,
    locales: contact?.locales ?? [],
    postalCode: contact?.postalCode ?? null,
    country: contact?.country ?? null,
    notes: contact?.notes ?? null,
  };
}
