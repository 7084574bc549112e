import { TextAreaField, TextField, useForm } from '@travel/shell/forms';
import { issueGiftCard, type GiftCard } from '../api/gift-cards-api';
import { amountOf, EMPTY_ISSUE, validateIssue, type IssueValues } from '../lib/gift-card-values';
import { t } from '@travel/shell/i18n';
import { InlineForm } from '../../../components/inline-form';

interface IssueGiftCardFormProps {
  onIssued: (card: GiftCard) => void;
  onCancel: () => void;
}

/** Issue a card by hand (a goodwill gesture): no payment; its code is mailed to the recipient. */
export function IssueGiftCardForm({ onIssued, onCancel }: IssueGiftCardFormProps) {
  const form = useForm<IssueValues, GiftCard>({
    initial: EMPTY_ISSUE,
    check: validateIssue,
    send: async (values) =>
      (
        await issueGiftCard({
          amount: amountOf(values),
          recipientEmail: values.recipientEmail.trim(),
          ...(values.message.trim() && { message: values.message.trim() }),
        })
      ).data,
    onSent: onIssued,
  });
  return (
    <InlineForm
      label={t('admin.gift.issueTitle')}
      onSubmit={form.handleSubmit}
      message={form.problem ?? form.refusal}
      submitLabel={t('admin.gift.issue')}
      busy={form.busy}
      busyText={t('admin.gift.issuing')}
      onCancel={onCancel}
    >
      <TextField
        label={t('admin.gift.amount')}
        required
        inputMode="decimal"
        hint={t('admin.gift.amountHint')}
        {...form.field('amount')}
      />
      <TextField
        label={t('admin.gift.recipientEmail')}
        type="email"
        required
        hint={t('admin.gift.recipientHint')}
        {...form.field('recipientEmail')}
      />
      <TextAreaField
        label={t('admin.gift.message')}
        rows={2}
        maxLength={500}
        {...form.field('message')}
      />
    </InlineForm>
  );
}
