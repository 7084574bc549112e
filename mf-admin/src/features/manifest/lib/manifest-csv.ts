import type { Manifest, ManifestBooking } from '@travel/shell/api-types';
import { toCsv, type CsvColumn } from '../../../lib/csv';
import { CHECK_IN_LABELS, PAYMENT_LABELS } from './check-in-labels';

const columns: CsvColumn<ManifestBooking>[] = [
  { header: 'Reference', value: (b) => b.reference },
  { header: 'Name', value: (b) => b.name },
  { header: 'Phone', value: (b) => b.phone },
  { header: 'Email', value: (b) => b.email },
  { header: 'Tickets', value: (b) => b.tickets },
  { header: 'Extras', value: (b) => (b.extras ? 'Yes' : 'No') },
  { header: 'Payment', value: (b) => PAYMENT_LABELS[b.payment] },
  { header: 'Status', value: (b) => b.status },
  { header: 'Check-in', value: (b) => CHECK_IN_LABELS[b.checkIn] },
  // Admins' internal notes (a guide's manifest comes without them: the column stays empty).
  { header: 'Note', value: (b) => b.note },
];

/** The manifest as a spreadsheet: one line per booking, in the manifest's order. */
export function manifestCsv(manifest: Manifest): string {
  return toCsv(columns, manifest.bookings);
}

/** 'manifest-2026-12-01-0900.csv': the tour time's own date and time, so files of a day sort by time. */
export function manifestFileName(manifest: Pick<Manifest, 'date' | 'time'>): string {
  return `manifest-${manifest.date}-${manifest.time.replace(':', '')}.csv`;
}
