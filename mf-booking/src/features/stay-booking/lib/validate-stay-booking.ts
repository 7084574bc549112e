import { isEmail } from '@travel/shell/forms';
import { formatDate, isBefore } from '../../../lib/dates';
import { nameProblem } from '../../../lib/validation';

export interface StayForm {
  name: string;
  email: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

export function takenNightMessage(night: string): string {
  return `The night of ${formatDate(night)} is already booked. Please choose other dates.`;
}

/** The first problem with the form, in the order the fields appear, or null when it can be sent. */
export function validateStayBooking(
  form: StayForm,
  guests: number,
  today: string,
  takenNight: string | null,
): string | null {
  if (
    !form.name.trim() ||
    !form.email.trim() ||
    !form.checkIn ||
    !form.checkOut ||
    !(guests >= 1)
  ) {
    return 'Please fill in all required fields';
  }
  const badName = nameProblem(form.name);
  if (badName) return badName;
  if (!isEmail(form.email)) return 'Please enter a valid email address';
  if (isBefore(form.checkIn, today)) return 'Please choose a check-in date from today on';
  if (!isBefore(form.checkIn, form.checkOut)) return 'Check-out must be after check-in';
  if (takenNight) return takenNightMessage(takenNight);
  return null;
}
