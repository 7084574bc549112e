import { formCheck, type FormCheck } from '@travel/shell/forms';
import type { PromoCode, PromoCodeRequest } from '@travel/shell/api-types';
import { formatPrice } from '@travel/shell/ui';
import { formatNumber, t } from '@travel/shell/i18n';
import { commaItems } from '../../../lib/text-lists';

/** The promo code form as typed; empty optional fields mean "no limit" (and clear one on an edit). */
export interface PromoCodeValues {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerEmail: string;
  minTotal: string;
  /** Tour ids, comma-separated; with offerIds both empty: every tour and stay. */
  destinationIds: string;
  offerIds: string;
  active: boolean;
}

const CODE = /^[A-Za-z0-9_-]{3,40}$/;
const MONEY = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const ID = /^[0-9a-f]{24}$/i;

/** A datetime-local value of a stored instant, in the admin's own clock. */
function localInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesOf(code: PromoCode | null): PromoCodeValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    validFrom: localInput(code?.validFrom),
    validUntil: localInput(code?.validUntil),
    maxUses: code?.maxUses !== undefined ? String(code.maxUses) : '',
    maxUsesPerEmail: code?.maxUsesPerEmail !== undefined ? String(code.maxUsesPerEmail) : '',
    minTotal: code?.minTotal !== undefined ? String(code.minTotal) : '',
    destinationIds: code?.destinationIds.join(', ') ?? '',
    offerIds: code?.offerIds.join(', ') ?? '',
    active: code?.active ?? true,
  };
}

/** The API's rules for a code, in the form's order, with its words. */
export function validatePromoCode(values: PromoCodeValues): FormCheck {
  const value = Number(values.value);
  const whole = (field: 'maxUses' | 'maxUsesPerEmail', max: number) =>
    values[field].trim() !== '' &&
    !(
      WHOLE.test(values[field].trim()) &&
      Number(values[field]) >= 1 &&
      Number(values[field]) <= max
    )
      ? { field, message: t(`admin.promo.check.${field}`, { max }) }
      : null;
  return formCheck(
    CODE.test(values.code.trim()) ? null : { field: 'code', message: t('admin.promo.check.code') },
    MONEY.test(values.value.trim()) && value > 0
      ? values.kind === 'percent' && value > 100
        ? { field: 'value', message: t('admin.promo.check.percent') }
        : null
      : { field: 'value', message: t('admin.promo.check.value') },
    values.validFrom && values.validUntil && values.validUntil <= values.validFrom
      ? { field: 'validUntil', message: t('admin.promo.check.validUntil') }
      : null,
    whole('maxUses', 1000),
    whole('maxUsesPerEmail', 100),
    values.minTotal.trim() !== '' && !MONEY.test(values.minTotal.trim())
      ? { field: 'minTotal', message: t('admin.promo.check.minTotal') }
      : null,
    commaItems(values.destinationIds).every((id) => ID.test(id))
      ? null
      : { field: 'destinationIds', message: t('admin.promo.check.destinationIds') },
    commaItems(values.offerIds).every((id) => ID.test(id))
      ? null
      : { field: 'offerIds', message: t('admin.promo.check.offerIds') },
  );
}

/** What the API takes: empty limits sent as null, so an edit clears them. */
export function requestOf(values: PromoCodeValues): PromoCodeRequest {
  const optional = (text: string) => (text.trim() === '' ? null : Number(text));
  const instant = (text: string) => (text ? new Date(text).toISOString() : null);
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: Number(values.value),
    validFrom: instant(values.validFrom),
    validUntil: instant(values.validUntil),
    maxUses: optional(values.maxUses),
    maxUsesPerEmail: optional(values.maxUsesPerEmail),
    minTotal: optional(values.minTotal),
    destinationIds: commaItems(values.destinationIds),
    offerIds: commaItems(values.offerIds),
    active: values.active,
  };
}

/** "10% off", "$15.00 off". */
export function discountLabel(code: Pick<PromoCode, 'kind' | 'value'>): string {
  return code.kind === 'percent'
    ? t('admin.promo.percentOff', { value: formatNumber(code.value) })
    : t('admin.promo.amountOff', { amount: formatPrice(code.value) });
}

/** "12 of 100", "3 (no limit)". */
export function usesLabel(code: Pick<PromoCode, 'uses' | 'maxUses'>): string {
  return code.maxUses
    ? t('admin.promo.usesOf', { uses: code.uses, max: code.maxUses })
    : t('admin.promo.usesNoLimit', { uses: code.uses });
}

/** Whether it can be used now: active and within its dates (an English key; `promoStateLabel` shows it). */
export function stateOf(
  code: PromoCode,
  now = new Date(),
): 'Active' | 'Inactive' | 'Scheduled' | 'Expired' {
  if (!code.active) return 'Inactive';
  if (code.validFrom && new Date(code.validFrom) > now) return 'Scheduled';
  if (code.validUntil && new Date(code.validUntil) < now) return 'Expired';
  return 'Active';
}

/** A code's state in the page's language. */
export const promoStateLabel = (state: ReturnType<typeof stateOf>): string =>
  t(`admin.promo.state.${state.toLowerCase()}`);
