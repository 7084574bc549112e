import { SelectField, TextField, useForm } from '@travel/shell/forms';
import { toast } from '@travel/shell/ui';
import { savePromoCode, type PromoCode } from '../api/promo-codes-api';
import {
  requestOf,
  validatePromoCode,
  valuesOf,
  type PromoCodeValues,
} from '../lib/promo-code-values';
import { t } from '@travel/shell/i18n';
import { InlineForm } from '../../../components/inline-form';

interface PromoCodeFormProps {
  /** The code being edited; null: a new one. */
  code: PromoCode | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a promo code: the API checks every rule again and answers with its reason. */
export function PromoCodeForm({ code, onSaved, onCancel }: PromoCodeFormProps) {
  const form = useForm<PromoCodeValues, string>({
    initial: () => valuesOf(code),
    check: validatePromoCode,
    send: (values) => savePromoCode(code?._id ?? null, requestOf(values)),
    onSent: (message) => {
      toast.success(message);
      onSaved();
    },
  });
  return (
    <InlineForm
      label={t('admin.promo.formLabel')}
      onSubmit={form.handleSubmit}
      message={form.problem ?? form.refusal}
      submitLabel={code ? t('admin.promo.save') : t('admin.promo.add')}
      busy={form.busy}
      busyText={t('admin.common.saving')}
      onCancel={onCancel}
    >
      <TextField
        label={t('admin.promo.code')}
        required
        maxLength={40}
        hint={t('admin.promo.codeHint')}
        {...form.field('code')}
      />
      <SelectField label={t('admin.promo.kind')} {...form.field('kind')}>
        <option value="percent">{t('admin.promo.percentField')}</option>
        <option value="amount">{t('admin.promo.amountField')}</option>
      </SelectField>
      <TextField
        label={
          form.values.kind === 'percent'
            ? t('admin.promo.percentField')
            : t('admin.promo.amountField')
        }
        required
        inputMode="decimal"
        {...form.field('value')}
      />
      <TextField
        label={t('admin.promo.validFrom')}
        type="datetime-local"
        hint={t('admin.promo.optional')}
        {...form.field('validFrom')}
      />
      <TextField
        label={t('admin.promo.validUntil')}
        type="datetime-local"
        hint={t('admin.promo.optional')}
        {...form.field('validUntil')}
      />
      <TextField
        label={t('admin.promo.maxUses')}
        inputMode="numeric"
        hint={t('admin.promo.maxUsesHint')}
        {...form.field('maxUses')}
      />
      <TextField
        label={t('admin.promo.maxUsesPerEmail')}
        inputMode="numeric"
        hint={t('admin.promo.maxUsesPerEmailHint')}
        {...form.field('maxUsesPerEmail')}
      />
      <TextField
        label={t('admin.promo.minimum')}
        inputMode="decimal"
        hint={t('admin.promo.minimumHint')}
        {...form.field('minTotal')}
      />
      <TextField
        label={t('admin.promo.toursField')}
        hint={t('admin.promo.toursHint')}
        {...form.field('destinationIds')}
      />
      <TextField
        label={t('admin.promo.offersField')}
        hint={t('admin.promo.offersHint')}
        {...form.field('offerIds')}
      />
      <div className="adm-inline-form__check">
        <input
          id={form.idOf('active')}
          type="checkbox"
          checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <label htmlFor={form.idOf('active')}>{t('admin.promo.state.active')}</label>
      </div>
    </InlineForm>
  );
}
