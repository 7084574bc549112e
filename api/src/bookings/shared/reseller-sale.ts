import { Types } from 'mongoose';
import { RELEASE_MARGIN_MS } from './booking-status';
import { StartedBooking } from './hold-policy.service';
import { newManageToken } from './manage-token';

/**
 * A reseller's reservation through the OCTO API (see octo/): the site's rules, prices and seats, held for the
 * minutes the reseller asked (within OCTO_HOLD_MAX_MINUTES) until it confirms, never sent to card payment
 * (the reseller collects the money) and never mailed (the reseller speaks to its customer).
 */
export interface ResellerSale {
  reseller: { id: Types.ObjectId; name: string };
  holdMinutes: number;
}

/**
 * The state a reservation starts in: held, outside the hold limits of anonymous visitors (a reseller is
 * known, signed by its key, and rate limited per key), its claims lapsing with it as every hold's do.
 */
export function resellerHoldState(sale: ResellerSale, now = new Date()): StartedBooking {
  const { token, hash } = newManageToken();
  const holdExpiresAt = new Date(now.getTime() + sale.holdMinutes * 60_000);
  return {
    status: 'held',
    holdExpiresAt,
    claimsExpireAt: new Date(holdExpiresAt.getTime() + RELEASE_MARGIN_MS),
    manageTokenHash: hash,
    manageToken: token,
    clientKey: '',
    holdMinutes: sale.holdMinutes,
  };
}
