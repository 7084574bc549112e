import { createHmac } from 'node:crypto';
import { normalizeIp } from '@nestjs/throttler';

/**
 * What per-client bounds (holds, waitlist entries) are counted under, without storing the client's
 * address: a keyed hash of it. An IPv6 client counts by its /64, as the rate limits count it: one
 * subscriber gets a whole /64, and would otherwise be 2^64 clients.
 */
export function clientKeyOf(secret: string, client: string): string {
  return createHmac('sha256', secret).update(normalizeIp(client)).digest('hex').slice(0, 32);
}
