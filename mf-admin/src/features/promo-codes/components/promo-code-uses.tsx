import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, formatPrice } from '@travel/shell/ui';
import { csvFileName, toCsv, type CsvColumn } from '../../../lib/csv';
import { downloadText } from '../../../lib/download-file';
import { usePromoCodeUses, type PromoCode, type PromoCodeUse } from '../api/promo-codes-api';

const CSV_COLUMNS: CsvColumn<PromoCodeUse>[] = [
  { header: 'Booking', value: (u) => u.reference ?? u.bookingId },
  { header: 'Kind', value: (u) => u.bookingKind },
  { header: 'Email', value: (u) => u.email },
  { header: 'Discount', value: (u) => u.discount },
  { header: 'Used at', value: (u) => u.at },
];

const COLUMNS: Column<PromoCodeUse>[] = [
  {
    key: 'booking',
    header: 'Booking',
    className: 'adm-nowrap',
    render: (u) => u.reference ?? u.bookingId,
  },
  { key: 'kind', header: 'Kind', render: (u) => (u.bookingKind === 'tour' ? 'Tour' : 'Stay') },
  { key: 'email', header: 'Email', className: 'adm-cell--email', render: (u) => u.email },
  { key: 'discount', header: 'Discount', render: (u) => formatPrice(u.discount) },
  { key: 'at', header: 'Used', render: (u) => new Date(u.at).toLocaleString() },
];

/** The uses of one code claimed now, each with its booking, and their CSV. */
export function PromoCodeUses({ code }: { code: PromoCode }) {
  const uses = usePromoCodeUses(code._id);
  return (
    <section className="adm-panel adm-promo-uses" aria-labelledby="adm-promo-uses-title">
      <header className="adm-promo-uses__head">
        <h2 id="adm-promo-uses-title">Uses of {code.code}</h2>
        <Button
          variant="secondary"
          disabled={uses.status !== 'success' || uses.data.data.length === 0}
          onClick={() => {
            if (uses.status !== 'success') return;
            downloadText(csvFileName(`promo-${code.code}`), toCsv(CSV_COLUMNS, uses.data.data));
          }}
        >
          Export CSV
        </Button>
      </header>
      <AsyncView
        state={uses}
        loading="Loading uses..."
        error="Failed to fetch the uses. Please try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={<p>No bookings use this code now.</p>}
      >
        {(body) => (
          <div className="adm-list">
            <DataTable
              caption={`Bookings using ${code.code}`}
              columns={COLUMNS}
              rows={body.data}
              rowKey={(u) => u._id}
            />
          </div>
        )}
      </AsyncView>
    </section>
  );
}
