import { Mail } from '../mail/mail.service';
import { StayBookingDocument } from './schemas/stay-booking.schema';

const money = (amount: number) => `$${amount.toFixed(2)}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The confirmation a visitor keeps: reference, what, when and the total. */
export function stayConfirmationMail(booking: StayBookingDocument): Mail {
  const lines = [
    `Hello ${booking.name},`,
    '',
    `Thank you for your booking. Your reference is ${booking.reference}.`,
    '',
    `Stay: ${booking.offerTitle}`,
    `When: ${booking.checkIn} to ${booking.checkOut} (${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'})`,
    `Guests: ${booking.guests}`,
    `Total: ${money(booking.totalCost)} (${money(booking.costPerPerson)} per person)`,
    '',
    'Please quote your reference in any question about this booking.',
  ];
  return {
    to: booking.email,
    subject: `Your stay booking ${booking.reference}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}
