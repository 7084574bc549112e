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
import { t } from '@travel/shell/i18n';
import { formatInstant } from '../../../lib/format';

type Key = Reseller['keys'][number];

/** The bookings' columns, in the page's language. */
const bookingColumns = (): Column<ResellerBooking>[] => [
  {
    key: 'reference',
    header: t('admin.promo.booking'),
    className: 'adm-nowrap',
    render: (b) => b.reference,
  },
  { key: 'tour', header: t('admin.detail.tour'), render: (b) => b.destinationTitle },
  {
    key: 'when',
    header: t('admin.detail.when'),
    className: 'adm-nowrap',
    render: (b) => `${b.date} ${b.time}`,
  },
  { key: 'guest', header: t('admin.resellers.guest'), render: (b) => b.name },
  { key: 'tickets', header: t('admin.detail.guests'), render: (b) => b.tickets },
  { key: 'status', header: t('admin.col.status'), render: (b) => stateLabel(b.status) },
  {
    key: 'ref',
    header: t('admin.resellers.theirReference'),
    render: (b) => b.resellerReference ?? '',
  },
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
      toast.success(t('admin.resellers.revoked', { prefix: key.prefix }));
      onChanged();
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.resellers.revokeFailed')));
    } finally {
      setRevoking(null);
    }
  }

  const keyColumns: Column<Key>[] = [
    { key: 'prefix', header: t('admin.resellers.key'), render: (k) => <code>{k.prefix}...</code> },
    {
      key: 'created',
      header: t('admin.resellers.issued'),
      render: (k) => formatInstant(k.createdAt),
    },
    {
      key: 'state',
      header: t('admin.col.status'),
      render: (k) =>
        k.revokedAt
          ? t('admin.resellers.revokedAt', { at: formatInstant(k.revokedAt) })
          : t('admin.resellers.live'),
    },
    {
      key: 'actions',
      header: t('admin.common.actions'),
      render: (k) =>
        k.revokedAt ? null : (
          <Button
            variant="danger"
            aria-label={t('admin.resellers.revokeKey', { prefix: k.prefix })}
            busy={revoking === k.id}
            busyText={t('admin.resellers.revoking')}
            onClick={() => void revoke(k)}
          >
            {t('admin.resellers.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <section className="adm-panel adm-reseller-detail" aria-labelledby="adm-reseller-detail-title">
      <h2 id="adm-reseller-detail-title">{reseller.name}</h2>
      {reseller.keys.length === 0 ? (
        <p>{t('admin.resellers.noKeys')}</p>
      ) : (
        <DataTable
          caption={t('admin.resellers.keysOf', { name: reseller.name })}
          columns={keyColumns}
          rows={reseller.keys}
          rowKey={(k) => k.id}
        />
      )}
      <AsyncView
        state={bookings}
        loading={t('admin.bookings.loading')}
        error={t('admin.resellers.bookingsFailed')}
        isEmpty={(body) => body.data.length === 0}
        empty={<p>{t('admin.resellers.noBookings')}</p>}
      >
        {(body) => (
          <DataTable
            caption={t('admin.resellers.bookingsBy', { name: reseller.name })}
            columns={bookingColumns()}
            rows={body.data}
            rowKey={(b) => b.reference}
          />
        )}
      </AsyncView>
    </section>
  );
}
