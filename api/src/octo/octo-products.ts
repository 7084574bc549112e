import { PLAIN_TICKET, PriceCategory } from '../pricing/pricing';
import { toMinorUnits } from '../common/money';
import type { Capability } from './capabilities';

/** The one option of every product: a tour is sold at its times, without variants. */
export const DEFAULT_OPTION = 'DEFAULT';

/** What of a tour its OCTO product shows. */
export interface ProductSource {
  id: string;
  title: string;
  description?: string;
  timeZone: string;
  tourTimes: string[];
  CostPerPerson: number;
  priceCategories: PriceCategory[];
  included?: string[];
  notIncluded?: string[];
  durationMinutes?: number | null;
}

/** What the products read from the site's settings. */
export interface ProductSettings {
  currency: string;
  maxTicketsPerBooking: number;
  cancellationCutoffHours: number;
}

/** A unit of a product: a price category, or the one ticket of a tour priced per person. */
export interface ProductUnit {
  id: string;
  name: string;
  /** Minor units. */
  price: number;
  ageNote?: string;
  maxPerBooking?: number;
}

/** OCTO's price object, in minor units, taxes included in the price (none listed). */
export function octoPricing(amount: number, currency: string) {
  return {
    original: amount,
    retail: amount,
    net: null,
    currency: currency.toUpperCase(),
    currencyPrecision: 2,
    includedTaxes: [],
  };
}

/** The units a tour sells: its price categories, or one per-person ticket. */
export function unitsOf(
  tour: Pick<ProductSource, 'priceCategories' | 'CostPerPerson'>,
): ProductUnit[] {
  if (tour.priceCategories.length === 0) {
    return [{ id: PLAIN_TICKET, name: 'Person', price: toMinorUnits(tour.CostPerPerson) }];
  }
  return tour.priceCategories.map((category) => ({
    id: category.key,
    name: category.name,
    price: toMinorUnits(category.price),
    ...(category.ageNote ? { ageNote: category.ageNote } : {}),
    ...(category.maxPerBooking ? { maxPerBooking: category.maxPerBooking } : {}),
  }));
}

const UNIT_TYPES = ['ADULT', 'YOUTH', 'CHILD', 'INFANT', 'FAMILY', 'SENIOR', 'STUDENT', 'MILITARY'];

/** OCTO's unit type read from the category's key or name (Adult, Child, Infant, ...), else OTHER. */
export function unitType(unit: ProductUnit): string {
  if (unit.id === PLAIN_TICKET) return 'ADULT';
  const words = `${unit.id} ${unit.name}`.toUpperCase();
  return UNIT_TYPES.find((type) => words.includes(type)) ?? 'OTHER';
}

function unitView(unit: ProductUnit, capabilities: Set<Capability>, settings: ProductSettings) {
  return {
    id: unit.id,
    internalName: unit.name,
    reference: null,
    type: unitType(unit),
    restrictions: {
      minAge: 0,
      maxAge: 100,
      idRequired: false,
      minQuantity: null,
      maxQuantity: unit.maxPerBooking ?? settings.maxTicketsPerBooking,
      paxCount: 1,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(capabilities.has('octo/pricing') && {
      pricingFrom: [octoPricing(unit.price, settings.currency)],
    }),
    ...(capabilities.has('octo/content') && {
      title: unit.name,
      shortDescription: unit.ageNote ?? '',
      features: [],
    }),
  };
}

/** The content capability's fields of a tour (the product's and its option's). */
function contentOf(tour: ProductSource) {
  return {
    title: tour.title,
    shortDescription: tour.description ? tour.description.slice(0, 200) : null,
    description: tour.description ?? null,
    features: [
      ...(tour.included ?? []).map((item) => ({ shortDescription: item, type: 'INCLUSION' })),
      ...(tour.notIncluded ?? []).map((item) => ({ shortDescription: item, type: 'EXCLUSION' })),
    ],
    faqs: [],
    media: [],
    locations: [],
    categoryLabels: [],
    ...(tour.durationMinutes ? { durationMinutesFrom: tour.durationMinutes } : {}),
    commentary: [],
  };
}

/** A tour as an OCTO product: one option at its times, a unit per price category. */
export function productView(
  tour: ProductSource,
  capabilities: Set<Capability>,
  settings: ProductSettings,
) {
  const units = unitsOf(tour);
  const pricing = capabilities.has('octo/pricing');
  const content = capabilities.has('octo/content');
  const cheapest = Math.min(...units.map((unit) => unit.price));
  return {
    id: tour.id,
    internalName: tour.title,
    reference: null,
    locale: 'en',
    timeZone: tour.timeZone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: [],
    deliveryMethods: [],
    redemptionMethod: 'MANIFEST',
    options: [
      {
        id: DEFAULT_OPTION,
        default: true,
        internalName: tour.title,
        reference: null,
        availabilityLocalStartTimes: tour.tourTimes,
        cancellationCutoff: `${settings.cancellationCutoffHours} hours`,
        cancellationCutoffAmount: settings.cancellationCutoffHours,
        cancellationCutoffUnit: 'hour',
        requiredContactFields: ['firstName', 'lastName'],
        restrictions: { minUnits: 1, maxUnits: settings.maxTicketsPerBooking },
        units: units.map((unit) => unitView(unit, capabilities, settings)),
        ...(pricing && { pricingFrom: [octoPricing(cheapest, settings.currency)] }),
        ...(content && contentOf(tour)),
      },
    ],
    ...(pricing && {
      defaultCurrency: settings.currency.toUpperCase(),
      availableCurrencies: [settings.currency.toUpperCase()],
      pricingPer: 'UNIT',
    }),
    ...(content && contentOf(tour)),
  };
}
