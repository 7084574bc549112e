const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Nights from check-in to check-out (calendar dates), null unless both are dates and check-out is later. */
export function nightsBetween(checkIn: string, checkOut: string): number | null {
  if (!ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) return null;
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
  return Number.isFinite(nights) && nights > 0 ? nights : null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The spec's stay figures the booking must carry and the API checks to the cent (mirrored from its
 * stayQuote): per night = offer price x guests, total = per night x nights, per person = total / guests.
 * What is charged, a promo code applied, is the price preview's total.
 */
export function stayAmounts(price: number, guests: number, nights: number) {
  const total = price * guests * nights;
  return {
    pricePerNight: cents(price * guests),
    totalCost: cents(total),
    costPerPerson: cents(total / guests),
  };
}
