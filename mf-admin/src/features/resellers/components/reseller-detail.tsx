import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, toast } from '@travel/shell/ui';
import { apiErrorMessage } from '@travel/shell/http';
import { stateLabel } from '../../../lib/booking-states';
import {
  revokeKey,
  useResellerBookings,
  type Reseller,
  type ResellerBooking,
} from '../api/resellers-api';

type Key = Reseller['keys'][number];

const BOOKING_COLUMNS: Column<ResellerBooking>[] = [
  { key: 'reference', header: 'Booking', className: 'adm-nowrap', render: (b) => b.reference },
  { key: 'tour', header: 'Tour', render: (b) => b.destinationTitle },
  { key: 'when', header: 'When', className: 'adm-nowrap', render: (b) => `${b.date} ${b.time}` },
  { key: 'guest', header: 'Guest', render: (b) => b.name },
  { key: 'tickets', header: 'Guests', render: (b) => b.tickets },
  { key: 'status', header: 'Status', render: (b) => stateLabel(b.status) },
  { key: 'ref', header: 'Their reference', render: (b) => b.resellerReference ?? '' },
];

/** One reseller's keys (revocable) and the bookings it made through the OCTO API. */
export function ResellerDetail({
  reseller,
  onChanged,
}: {
  reseller: Reseller;
  onChanged: () => void;
}) {
  const bookings = useResellerBookings(reseller.id);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function revoke(key: Key) {
    setRevoking(key.id);
    try {
      await revokeKey(reseller.id, key.id);
      toast.success(`Key ${key.prefix}... revoked`);
      onChanged();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to revoke the key. Please try again.'));
    } finally {
      setRevoking(null);
    }
  }

  const keyColumns: Column<Key>[] = [
    { key: 'prefix', header: 'Key', render: (k) => <code>{k.prefix}...</code> },
    { key: 'created', header: 'Issued', render: (k) => new Date(k.createdAt).toLocaleString() },
    {
      key: 'state',
      header: 'Status',
      render: (k) => (k.revokedAt ? `Revoked ${new Date(k.revokedAt).toLocaleString()}` : 'Live'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (k) =>
        k.revokedAt ? null : (
          <Button
            variant="danger"
            aria-label={`Revoke key ${k.prefix}`}
            busy={revoking === k.id}
            busyText="Revoking..."
            onClick={() => void revoke(k)}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <section className="adm-panel adm-reseller-detail" aria-labelledby="adm-reseller-detail-title">
      <h2 id="adm-reseller-detail-title">{reseller.name}</h2>
      {reseller.keys.length === 0 ? (
        <p>No keys yet: issue one for the reseller to connect.</p>
      ) : (
        <DataTable
          caption={`Keys of ${reseller.name}`}
          columns={keyColumns}
          rows={reseller.keys}
          rowKey={(k) => k.id}
        />
      )}
      <AsyncView
        state={bookings}
        loading="Loading bookings..."
        error="Failed to fetch the bookings. Please try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={<p>No bookings through the OCTO API yet.</p>}
      >
        {(body) => (
          <DataTable
            caption={`Bookings by ${reseller.name}`}
            columns={BOOKING_COLUMNS}
            rows={body.data}
            rowKey={(b) => b.reference}
          />
        )}
      </AsyncView>
    </section>
  );
}
