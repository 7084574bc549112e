import { TextAreaField, TextField, useForm } from '@travel/shell/forms';
import { Button } from '@travel/shell/ui';
import { issueGiftCard, type GiftCard } from '../api/gift-cards-api';
import { amountOf, EMPTY_ISSUE, validateIssue, type IssueValues } from '../lib/gift-card-values';
import { t } from '@travel/shell/i18n';

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
  const message = form.problem ?? form.refusal;
  return (
    <form
      className="adm-gift-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={t('admin.gift.issueTitle')}
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
      {message && (
        <p className="adm-gift-form__error" role="alert">
          {message}
        </p>
      )}
      <div className="adm-gift-form__actions">
        <Button type="submit" busy={form.busy} busyText={t('admin.gift.issuing')}>
          {t('admin.gift.issue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
