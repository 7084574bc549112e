import { SelectField, TextField, useForm } from '@travel/shell/forms';
import { Button, toast } from '@travel/shell/ui';
import { savePromoCode, type PromoCode } from '../api/promo-codes-api';
import {
  requestOf,
  validatePromoCode,
  valuesOf,
  type PromoCodeValues,
} from '../lib/promo-code-values';

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
  const message = form.problem ?? form.refusal;
  return (
    <form
      className="adm-promo-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label="Promo code"
    >
      <TextField
        label="Code"
        required
        maxLength={40}
        hint="Letters, digits, - and _; visitors may type it in any case."
        {...form.field('code')}
      />
      <SelectField label="Kind" {...form.field('kind')}>
        <option value="percent">Percent off</option>
        <option value="amount">Amount off</option>
      </SelectField>
      <TextField
        label={form.values.kind === 'percent' ? 'Percent off' : 'Amount off'}
        required
        inputMode="decimal"
        {...form.field('value')}
      />
      <TextField
        label="Valid from"
        type="datetime-local"
        hint="Optional."
        {...form.field('validFrom')}
      />
      <TextField
        label="Valid until"
        type="datetime-local"
        hint="Optional."
        {...form.field('validUntil')}
      />
      <TextField
        label="Uses in total"
        inputMode="numeric"
        hint="Optional, 1 to 1000; empty: no limit."
        {...form.field('maxUses')}
      />
      <TextField
        label="Uses per email"
        inputMode="numeric"
        hint="Optional, 1 to 100; empty: no limit."
        {...form.field('maxUsesPerEmail')}
      />
      <TextField
        label="Minimum order"
        inputMode="decimal"
        hint="Optional: the least subtotal it applies to."
        {...form.field('minTotal')}
      />
      <TextField
        label="Tours"
        hint="Optional: tour ids, separated by commas. Empty with Offers empty: every tour and stay."
        {...form.field('destinationIds')}
      />
      <TextField
        label="Offers"
        hint="Optional: stay offer ids, separated by commas."
        {...form.field('offerIds')}
      />
      <div className="adm-promo-form__check">
        <input
          id={form.idOf('active')}
          type="checkbox"
          checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <label htmlFor={form.idOf('active')}>Active</label>
      </div>
      {message && (
        <p className="adm-promo-form__error" role="alert">
          {message}
        </p>
      )}
      <div className="adm-promo-form__actions">
        <Button type="submit" busy={form.busy} busyText="Saving...">
          {code ? 'Save promo code' : 'Add promo code'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
