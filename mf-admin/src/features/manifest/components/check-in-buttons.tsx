import type { CheckInStatus, ManifestBooking } from '@travel/shell/api-types';
import { checkInLabel, nextCheckIn } from '../lib/check-in-labels';
import { t } from '@travel/shell/i18n';

interface Props {
  booking: ManifestBooking;
  saving: boolean;
  onMark: (booking: ManifestBooking, status: CheckInStatus) => void;
  /** Big buttons, for a thumb on a phone. */
  large?: boolean;
}

/**
 * Arrived and No-show as two toggle buttons: the pressed one is the booking's mark, and tapping it again
 * clears the mark. Never disabled while saving (a second tap corrects the first; the server takes them in
 * order under the booking's lock).
 */
export function CheckInButtons({ booking, saving, onMark, large = false }: Props) {
  const button = (status: 'arrived' | 'no-show', label = checkInLabel(status)) => (
    <button
      type="button"
      className={`adm-checkin__button adm-checkin__button--${status}`}
      aria-pressed={booking.checkIn === status}
      aria-label={t('admin.manifest.markLabel', { mark: label, name: booking.name })}
      onClick={() => onMark(booking, nextCheckIn(booking.checkIn, status))}
    >
      {label}
    </button>
  );
  return (
    <div
      className={`adm-checkin${large ? ' adm-checkin--large' : ''}`}
      role="group"
      aria-label={t('admin.manifest.checkInOf', { name: booking.name })}
      aria-busy={saving || undefined}
    >
      {button('arrived')}
      {button('no-show')}
    </div>
  );
}
