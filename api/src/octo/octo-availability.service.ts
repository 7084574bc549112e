import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { dayNumber, isoDate } from '../common/calendar';
import { offsetAt, wallClock, zonedInstant } from '../common/time-zones/zoned-time';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BookedDestination, TourSeats } from '../bookings/tours/tour-seats.service';
import { PricingService } from '../pricing/pricing.service';
import type { Capability } from './capabilities';
import { badRequest, invalidAvailability, invalidOption, invalidProduct } from './octo-errors';
import { DEFAULT_OPTION, octoPricing, unitsOf } from './octo-products';

/** The longest range one availability or calendar request may ask for. */
export const MAX_RANGE_DAYS = 92;
/** A tour without a duration is shown as lasting this long. */
const DEFAULT_DURATION_MINUTES = 60;
const AVAILABILITY_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00(?:[+-]\d{2}:\d{2}|Z)$/;

/** One tour time as OCTO names it. */
export interface OctoSlot {
  date: string;
  time: string;
}

/** `+01:00`: the zone's offset at an instant. */
function offsetLabel(at: Date, zone: string): string {
  const minutes = Math.round(offsetAt(at.getTime(), zone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as local time in `zone` with its offset: `2026-12-05T09:30:00+00:00`. */
export function localDateTime(at: Date, zone: string): string {
  const wall = wallClock(at, zone);
  return `${wall.date}T${wall.time}:00${offsetLabel(at, zone)}`;
}

/** A tour time's availability id: its start in the tour's zone, with the offset. */
export function availabilityIdOf(slot: OctoSlot, zone: string): string {
  return localDateTime(zonedInstant(slot.date, slot.time, zone) ?? new Date(0), zone);
}

/** The tour time an availability id names; null when it names none in this form. */
export function slotOf(availabilityId: string): OctoSlot | null {
  const match = AVAILABILITY_ID.exec(availabilityId);
  if (!match || dayNumber(match[1]!) === null) return null;
  return { date: match[1]!, time: match[2]! };
}

/**
 * OCTO availability read from the site's own seats (TourSeats.availability: the schedule, the live claims of
 * every channel, closed times): what a reseller sees is what a visitor sees.
 */
@Injectable()
export class OctoAvailability {
  constructor(
    private readonly seats: TourSeats,
    private readonly pricing: PricingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The tour a product id names, and the option checked: INVALID_PRODUCT_ID / INVALID_OPTION_ID. */
  async tour(productId: string, optionId?: unknown): Promise<BookedDestination> {
    if (!Types.ObjectId.isValid(productId) || !/^[0-9a-f]{24}$/i.test(productId)) {
      throw invalidProduct(productId);
    }
    let tour: BookedDestination;
    try {
      tour = await this.seats.tourDetails(productId);
    } catch (error) {
      if (error instanceof NotFoundException) throw invalidProduct(productId);
      throw error;
    }
    if (optionId !== undefined && optionId !== DEFAULT_OPTION) {
      throw invalidOption(typeof optionId === 'string' ? optionId : '');
    }
    return tour;
  }

  /** The dates a request asks for: `localDate`, or `localDateStart` to `localDateEnd` (inclusive). */
  datesOf(body: Record<string, unknown>): string[] {
    const single = body.localDate;
    const start = typeof single === 'string' ? single : body.localDateStart;
    const end = typeof single === 'string' ? single : body.localDateEnd;
    if (typeof start !== 'string' || typeof end !== 'string') {
      throw badRequest(
        'either localDate, localDateStart/localDateEnd or availabilityIds is required',
      );
    }
    const from = dayNumber(start);
    const to = dayNumber(end);
    if (from === null || to === null) throw badRequest('Dates must be in the form YYYY-MM-DD');
    if (to < from) throw badRequest('localDateEnd must not be before localDateStart');
    if (to - from >= MAX_RANGE_DAYS) {
      throw badRequest(`A request covers at most ${MAX_RANGE_DAYS} days`);
    }
    return Array.from({ length: to - from + 1 }, (_, i) => isoDate(from + i));
  }

  /** Seats asked for by `units` ([{id, quantity}]), 0 when none are named. */
  seatsAsked(body: Record<string, unknown>): number {
    if (!Array.isArray(body.units)) return 0;
    return body.units.reduce(
      (sum: number, unit: unknown) =>
        sum +
        (typeof (unit as { quantity?: unknown })?.quantity === 'number'
          ? (unit as { quantity: number }).quantity
          : 0),
      0,
    );
  }

  /** The availabilities of a tour on these dates (past times and dates left out). */
  async onDates(
    productId: string,
    tour: BookedDestination,
    dates: string[],
    asked: number,
    capabilities: Set<Capability>,
    now = new Date(),
  ) {
    const today = wallClock(now, tour.timeZone).date;
    const days = await Promise.all(
      dates.filter((date) => date >= today).map((date) => this.seats.availability(productId, date)),
    );
    return days.flatMap((day) =>
      day.slots.map((slot) =>
        this.view(
          tour,
          { date: day.date, time: slot.time },
          slot,
          !!day.closedDate,
          asked,
          capabilities,
          now,
        ),
      ),
    );
  }

  /** One tour time's availability, as a booking shows it; null when the tour no longer runs then. */
  async at(
    productId: string,
    tour: BookedDestination,
    at: OctoSlot,
    capabilities: Set<Capability>,
  ) {
    const day = await this.seats.availability(productId, at.date);
    const slot = day.slots.find((s) => s.time === at.time);
    return slot ? this.view(tour, at, slot, !!day.closedDate, 0, capabilities, new Date()) : null;
  }

  /** The tour time an availability id names, checked against the tour's schedule. */
  async slotFor(
    productId: string,
    tour: BookedDestination,
    availabilityId: unknown,
  ): Promise<OctoSlot> {
    const id = typeof availabilityId === 'string' ? availabilityId : '';
    const slot = slotOf(id);
    if (!slot) throw invalidAvailability(id);
    const day = await this.seats.availability(productId, slot.date);
    if (
      !day.slots.some((s) => s.time === slot.time) ||
      availabilityIdOf(slot, tour.timeZone) !== id
    ) {
      throw invalidAvailability(id);
    }
    return slot;
  }

  /** Per date: whether any time can be sold, and the seats of all its times. */
  async calendar(
    productId: string,
    tour: BookedDestination,
    dates: string[],
    asked: number,
    capabilities: Set<Capability>,
  ) {
    const times = await this.onDates(productId, tour, dates, asked, capabilities);
    return dates
      .filter((date) => times.some((t) => t.id.startsWith(date)) || dates.length === 1)
      .map((date) => {
        const ofDay = times.filter((t) => t.id.startsWith(date));
        const vacancies = ofDay.reduce(
          (sum, t) => sum + (t.status === 'CLOSED' ? 0 : (t.vacancies ?? 0)),
          0,
        );
        const capacity = ofDay.reduce((sum, t) => sum + (t.capacity ?? 0), 0);
        const available = ofDay.some((t) => t.available);
        return {
          localDate: date,
          available,
          status: available
            ? ofDay.some((t) => t.status === 'LIMITED') &&
              !ofDay.some((t) => t.status === 'AVAILABLE')
              ? 'LIMITED'
              : 'AVAILABLE'
            : ofDay.some((t) => t.status === 'SOLD_OUT')
              ? 'SOLD_OUT'
              : 'CLOSED',
          vacancies,
          capacity,
          openingHours: [],
          ...(capabilities.has('octo/pricing') && { unitPricingFrom: this.unitPricing(tour) }),
        };
      });
  }

  private unitPricing(tour: BookedDestination) {
    return unitsOf(tour).map((unit) => ({
      ...octoPricing(unit.price, this.pricing.currency),
      unitId: unit.id,
    }));
  }

  private view(
    tour: BookedDestination,
    at: OctoSlot,
    slot: { capacity: number; left: number; closed?: boolean; bookingClosesAt?: Date | string },
    closedDate: boolean,
    asked: number,
    capabilities: Set<Capability>,
    now: Date,
  ) {
    const zone = tour.timeZone;
    const start = zonedInstant(at.date, at.time, zone) ?? now;
    const end = new Date(
      start.getTime() + (tour.content.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000,
    );
    const cutoff = slot.bookingClosesAt ? new Date(slot.bookingClosesAt) : start;
    const closed = closedDate || !!slot.closed || now >= cutoff;
    const status = closed
      ? 'CLOSED'
      : slot.left === 0
        ? 'SOLD_OUT'
        : slot.left * 2 < slot.capacity
          ? 'LIMITED'
          : 'AVAILABLE';
    return {
      id: localDateTime(start, zone),
      localDateTimeStart: localDateTime(start, zone),
      localDateTimeEnd: localDateTime(end, zone),
      utcCutoffAt: cutoff.toISOString(),
      allDay: false,
      available: !closed && slot.left > 0 && slot.left >= asked,
      status,
      vacancies: closed ? 0 : slot.left,
      capacity: slot.capacity,
      maxUnits: this.config.maxTicketsPerBooking,
      openingHours: [],
      ...(capabilities.has('octo/pricing') && { unitPricing: this.unitPricing(tour) }),
    };
  }
}
