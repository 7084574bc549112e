/** The API rounds money to cents and refuses a client figure more than half a cent off. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
