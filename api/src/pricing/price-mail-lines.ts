import { money } from '../common/i18n/formats';
import { Lang } from '../common/i18n/languages';
import { translator } from '../common/i18n/translate';
import { fromMinorUnits } from './pricing';
import { PriceRecord, PromoRecord } from './schemas/price-record.schema';

/**
 * The lines of a booking's price a mail adds above its total, in the mail's language: each category and
 * extra, the discount and what a gift card paid. None for a price of plain tickets alone without either,
 * whose mail stays the spec's.
 */
export function priceMailLines(
  booking: { price?: PriceRecord; promo?: PromoRecord },
  lang: Lang = 'en',
): string[] {
  const price = booking.price;
  if (!price) return [];
  const detailed =
    price.lines.some((line) => line.kind !== 'ticket') || price.discount > 0 || price.giftCard > 0;
  if (!detailed) return [];
  const t = translator(lang);
  const amount = (minor: number) => money(lang, fromMinorUnits(minor));
  const lines = price.lines.map((line) =>
    t('price.line', { name: line.name, count: line.count, amount: amount(line.amount) }),
  );
  if (price.discount > 0) {
    lines.push(
      booking.promo
        ? t('price.discountCode', { code: booking.promo.code, amount: amount(price.discount) })
        : t('price.discount', { amount: amount(price.discount) }),
    );
  }
  if (price.giftCard > 0) {
    lines.push(t('price.giftCard', { amount: amount(price.giftCard) }));
  }
  return lines;
}
