import { t } from '@travel/shell/i18n';
import type { Price, PriceLine } from '@travel/shell/api-types';
import { formatPrice, formatTotal } from '@travel/shell/ui';
import './price-breakdown.css';

export interface BreakdownRow {
  key: string;
  name: string;
  count: number;
  amount: number;
}

interface PriceBreakdownProps {
  lines: BreakdownRow[];
  subtotal: number;
  /** What a promo code takes off (0: none). */
  discount: number;
  code?: string;
  /** What a gift card pays (0 or absent: none). */
  giftCard?: number;
  /** What is left to pay. */
  total: number;
}

/** What the visitor will pay, line by line, before booking: subtotal, discount, gift card and total. */
export function PriceBreakdown({
  lines,
  subtotal,
  discount,
  code,
  giftCard = 0,
  total,
}: PriceBreakdownProps) {
  return (
    <dl
      className="bk-breakdown"
      data-testid="price-breakdown"
      aria-label={t('booking.breakdown.label')}
    >
      {lines.map((line) => (
        <div key={line.key} className="bk-breakdown__line">
          <dt>{t('booking.breakdown.line', { name: line.name, count: line.count })}</dt>
          <dd>{formatPrice(line.amount)}</dd>
        </div>
      ))}
      <div className="bk-breakdown__line bk-breakdown__line--sum">
        <dt>{t('booking.breakdown.subtotal')}</dt>
        <dd data-testid="price-subtotal">{formatPrice(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="bk-breakdown__line bk-breakdown__line--discount">
          <dt>
            {code ? t('booking.breakdown.discountCode', { code }) : t('booking.breakdown.discount')}
          </dt>
          <dd data-testid="price-discount">−{formatPrice(discount)}</dd>
        </div>
      )}
      {giftCard > 0 && (
        <div className="bk-breakdown__line bk-breakdown__line--discount">
          <dt>{t('booking.giftCard.label')}</dt>
          <dd data-testid="price-gift-card">−{formatPrice(giftCard)}</dd>
        </div>
      )}
      <div className="bk-breakdown__line bk-breakdown__line--total">
        <dt>{t('booking.breakdown.total')}</dt>
        <dd data-testid="price-total">{formatTotal(total)}</dd>
      </div>
    </dl>
  );
}

/** A booking as the API answered it: its price as charged, line by line, and the code used. */
interface BookedPriceProps {
  booking: { price?: Price; priceLines?: PriceLine[]; promoCode?: string };
}

/**
 * The breakdown of a booking just made, from the server's answer (what it recorded, not the form's sums):
 * the confirmation repeats what the visitor saw before booking. Nothing for an answer without lines.
 */
export function BookedPrice({ booking }: BookedPriceProps) {
  const { price, priceLines } = booking;
  if (!price || !priceLines?.length) return null;
  return (
    <PriceBreakdown
      lines={priceLines.map((line) => ({
        key: `${line.kind}-${line.key}`,
        name: line.name,
        count: line.count,
        amount: line.amount,
      }))}
      subtotal={price.subtotal}
      discount={price.discount}
      code={booking.promoCode}
      giftCard={price.giftCard}
      total={price.total}
    />
  );
}
