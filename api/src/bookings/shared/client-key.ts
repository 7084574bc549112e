import { createHmac } from 'node:crypto';

/**
 * What per-client bounds (holds, waitlist entries) are counted under, without storing the client's
 * address: a keyed hash of it.
 */
export function clientKeyOf(secret: string, client: string): string {
  return createHmac('sha256', secret).update(client).digest('hex').slice(0, 32);
}
