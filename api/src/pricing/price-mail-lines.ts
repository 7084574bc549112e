import { formatMoney } from '../common/money';
import { fromMinorUnits } from './pricing';
import { PriceRecord, PromoRecord } from './schemas/price-record.schema';

/**
 * The lines of a booking's price a mail adds above its total: each category and extra, the discount and
 * what a gift card paid. None for a price of plain tickets alone without either, whose mail stays the spec's.
 */
export function priceMailLines(booking: { price?: PriceRecord; promo?: PromoRecord }): string[] {
  const price = booking.price;
  if (!price) return [];
  const detailed =
    price.lines.some((line) => line.kind !== 'ticket') || price.discount > 0 || price.giftCard > 0;
  if (!detailed) return [];
  const lines = price.lines.map(
    (line) => `  ${line.name} x ${line.count}: ${formatMoney(fromMinorUnits(line.amount))}`,
  );
  if (price.discount > 0) {
    const code = booking.promo ? ` (${booking.promo.code})` : '';
    lines.push(`  Discount${code}: -${formatMoney(fromMinorUnits(price.discount))}`);
  }
  if (price.giftCard > 0) {
    lines.push(`  Gift card: -${formatMoney(fromMinorUnits(price.giftCard))}`);
  }
  return lines;
}
