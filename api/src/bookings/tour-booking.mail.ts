import { Mail } from '../mail/mail.service';
import { TourBookingDocument } from './schemas/tour-booking.schema';

const money = (amount: number) => `$${amount.toFixed(2)}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The confirmation a visitor keeps: reference, what, when and the total. */
export function tourConfirmationMail(booking: TourBookingDocument): Mail {
  const lines = [
    `Hello ${booking.name},`,
    '',
    `Thank you for your booking. Your reference is ${booking.reference}.`,
    '',
    `Tour: ${booking.destinationTitle}`,
    `When: ${booking.date} at ${booking.time}`,
    `Tickets: ${booking.tickets}${booking.extras ? ' (with extra offers)' : ''}`,
    `Total: ${money(booking.cost)}`,
    '',
    'Please quote your reference in any question about this booking.',
  ];
  return {
    to: booking.email,
    subject: `Your tour booking ${booking.reference}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}
