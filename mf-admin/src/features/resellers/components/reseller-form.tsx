import { TextField, useForm } from '@travel/shell/forms';
import { toast } from '@travel/shell/ui';
import { createReseller, type Reseller } from '../api/resellers-api';
import { EMPTY_RESELLER, validateReseller, type ResellerValues } from '../lib/reseller-values';
import { t } from '@travel/shell/i18n';
import { InlineForm } from '../../../components/inline-form';

interface ResellerFormProps {
  onSaved: (reseller: Reseller) => void;
  onCancel: () => void;
}

/** Adds a reseller: its name and the address the operator writes to about its sales. */
export function ResellerForm({ onSaved, onCancel }: ResellerFormProps) {
  const form = useForm<ResellerValues, Reseller>({
    initial: () => EMPTY_RESELLER,
    check: validateReseller,
    send: (values) => createReseller({ name: values.name.trim(), email: values.email.trim() }),
    onSent: (reseller) => {
      toast.success(t('admin.resellers.added', { name: reseller.name }));
      onSaved(reseller);
    },
  });
  return (
    <InlineForm
      label={t('admin.resellers.formLabel')}
      onSubmit={form.handleSubmit}
      message={form.problem ?? form.refusal}
      submitLabel={t('admin.resellers.add')}
      busy={form.busy}
      busyText={t('admin.common.saving')}
      onCancel={onCancel}
    >
      <TextField label={t('admin.detail.name')} required maxLength={100} {...form.field('name')} />
      <TextField
        label={t('admin.col.email')}
        type="email"
        required
        maxLength={254}
        {...form.field('email')}
      />
    </InlineForm>
  );
}
