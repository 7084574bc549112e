import { formatMinorUnits } from '../common/money';
import type { Mail } from '../mail/mail.service';
import { composeMail } from '../mail/templates/layout';

interface MailedCard {
  amount: number;
  currency: string;
  expiresAt: Date;
  recipientEmail: string;
  buyerEmail?: string;
  message?: string;
}

/** The card's code, value and expiry, to its recipient (the buyer, when they named no one else). */
export function giftCardMail(card: MailedCard, groupedCode: string): Mail {
  const amount = formatMinorUnits(card.amount, card.currency);
  const from = card.buyerEmail && card.buyerEmail !== card.recipientEmail ? card.buyerEmail : null;
  return composeMail(card.recipientEmail, `Your gift card of ${amount}`, [
    'Hello,',
    '',
    from ? `${from} sent you a gift card of ${amount}.` : `Here is your gift card of ${amount}.`,
    ...(card.message ? ['', `"${card.message}"`] : []),
    '',
    `Code: ${groupedCode}`,
    `Valid until ${card.expiresAt.toISOString().slice(0, 10)}.`,
    '',
    'Enter the code in the booking form of any tour or stay: it pays all of the booking, or part of it',
    'with the rest paid by card. What is left stays on the card for a next booking.',
    '',
  ]);
}
