import { formatDay, minorUnits } from '../common/i18n/formats';
import { langOf } from '../common/i18n/languages';
import { translator } from '../common/i18n/translate';
import type { Mail } from '../mail/mail.service';
import { composeMail } from '../mail/templates/layout';

interface MailedCard {
  amount: number;
  currency: string;
  expiresAt: Date;
  recipientEmail: string;
  buyerEmail?: string;
  message?: string;
  /** The language the card was bought or issued in (cards from before languages: English). */
  lang?: string;
}

/** The card's code, value and expiry, to its recipient (the buyer, when they named no one else). */
export function giftCardMail(card: MailedCard, groupedCode: string): Mail {
  const lang = langOf(card);
  const t = translator(lang);
  const amount = minorUnits(lang, card.amount, card.currency);
  const from = card.buyerEmail && card.buyerEmail !== card.recipientEmail ? card.buyerEmail : null;
  return composeMail(
    card.recipientEmail,
    t('mail.giftCard.subject', { amount }),
    [
      t('mail.hello'),
      '',
      from ? t('mail.giftCard.from', { from, amount }) : t('mail.giftCard.here', { amount }),
      ...(card.message ? ['', `"${card.message}"`] : []),
      '',
      t('mail.giftCard.code', { code: groupedCode }),
      t('mail.giftCard.validUntil', {
        date: formatDay(lang, card.expiresAt.toISOString().slice(0, 10)),
      }),
      '',
      t('mail.giftCard.use1'),
      t('mail.giftCard.use2'),
      '',
    ],
    lang,
  );
}
