import { useState } from 'react';
import type { CheckInStatus, Manifest, ManifestBooking } from '@travel/shell/api-types';
import { apiErrorMessage } from '@travel/shell/http';
import { toast } from '@travel/shell/ui';
import { t } from '@travel/shell/i18n';

type Save = (reference: string, status: CheckInStatus) => Promise<ManifestBooking>;

/**
 * Check-ins shown at once (optimistic) and saved in the background: a refused or failed save puts the mark
 * back as it was and says why. Marks are kept per reference over the loaded manifest (references are unique, so
 * another tour time's manifest is not touched by them).
 */
export function useCheckIns(manifest: Manifest | undefined, save: Save) {
  const [marks, setMarks] = useState<Record<string, CheckInStatus>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});

  const bookings = (manifest?.bookings ?? []).map((booking) =>
    booking.reference in marks ? { ...booking, checkIn: marks[booking.reference]! } : booking,
  );
  const totals = {
    bookings: bookings.length,
    tickets: bookings.reduce((sum, b) => sum + b.tickets, 0),
    checkedIn: bookings.reduce((sum, b) => sum + (b.checkIn === 'arrived' ? b.tickets : 0), 0),
  };

  const mark = async (booking: ManifestBooking, status: CheckInStatus) => {
    const before = booking.checkIn;
    setMarks((all) => ({ ...all, [booking.reference]: status }));
    setSaving((all) => ({ ...all, [booking.reference]: true }));
    try {
      const saved = await save(booking.reference, status);
      setMarks((all) => ({ ...all, [booking.reference]: saved.checkIn }));
    } catch (error) {
      setMarks((all) => ({ ...all, [booking.reference]: before }));
      toast.error(`${booking.name}: ${apiErrorMessage(error, t('admin.manifest.checkInFailed'))}`);
    } finally {
      setSaving((all) => ({ ...all, [booking.reference]: false }));
    }
  };

  return { bookings, totals, mark, saving };
}
