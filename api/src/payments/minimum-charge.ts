/**
 * Stripe's smallest charge per currency, in minor units (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts):
 * a Checkout Session for less is refused by Stripe, so a booking that would open one is refused first, with
 * a reason the visitor can act on. Currencies not listed here use 50 (the US dollar's).
 */
const USD_MINIMUM = 50;
const MINIMUM_CHARGE: Readonly<Record<string, number | undefined>> = {
  usd: USD_MINIMUM,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

/** The smallest amount a card payment may take in `currency`, in minor units. */
export function minimumCharge(currency: string): number {
  return MINIMUM_CHARGE[currency.toLowerCase()] ?? USD_MINIMUM;
}
