import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, formatPrice } from '@travel/shell/ui';
import { csvFileName, toCsv, type CsvColumn } from '../../../lib/csv';
import { downloadText } from '../../../lib/download-file';
import { usePromoCodeUses, type PromoCode, type PromoCodeUse } from '../api/promo-codes-api';
import { t } from '@travel/shell/i18n';
import { formatInstant } from '../../../lib/format';

const CSV_COLUMNS: CsvColumn<PromoCodeUse>[] = [
  { header: 'Booking', value: (u) => u.reference ?? u.bookingId },
  { header: 'Kind', value: (u) => u.bookingKind },
  { header: 'Email', value: (u) => u.email },
  { header: 'Discount', value: (u) => u.discount },
  { header: 'Used at', value: (u) => u.at },
];

/** The table's columns, in the page's language (the CSV keeps English ones). */
const columns = (): Column<PromoCodeUse>[] => [
  {
    key: 'booking',
    header: t('admin.promo.booking'),
    className: 'adm-nowrap',
    render: (u) => u.reference ?? u.bookingId,
  },
  {
    key: 'kind',
    header: t('admin.promo.kind'),
    render: (u) => t(`admin.newBooking.kind.${u.bookingKind}`),
  },
  {
    key: 'email',
    header: t('admin.col.email'),
    className: 'adm-cell--email',
    render: (u) => u.email,
  },
  {
    key: 'discount',
    header: t('admin.newBooking.discount'),
    render: (u) => formatPrice(u.discount),
  },
  { key: 'at', header: t('admin.promo.used'), render: (u) => formatInstant(u.at) },
];

/** The uses of one code claimed now, each with its booking, and their CSV. */
export function PromoCodeUses({ code }: { code: PromoCode }) {
  const uses = usePromoCodeUses(code._id);
  return (
    <section className="adm-panel adm-promo-uses" aria-labelledby="adm-promo-uses-title">
      <header className="adm-screen__head">
        <h2 id="adm-promo-uses-title">{t('admin.promo.usesOfCode', { code: code.code })}</h2>
        <Button
          variant="secondary"
          disabled={uses.status !== 'success' || uses.data.data.length === 0}
          onClick={() => {
            if (uses.status !== 'success') return;
            downloadText(csvFileName(`promo-${code.code}`), toCsv(CSV_COLUMNS, uses.data.data));
          }}
        >
          {t('admin.common.exportCsv')}
        </Button>
      </header>
      <AsyncView
        state={uses}
        loading={t('admin.promo.usesLoading')}
        error={t('admin.promo.usesFailed')}
        isEmpty={(body) => body.data.length === 0}
        empty={<p>{t('admin.promo.usesEmpty')}</p>}
      >
        {(body) => (
          <div className="adm-list">
            <DataTable
              caption={t('admin.promo.usesCaption', { code: code.code })}
              columns={columns()}
              rows={body.data}
              rowKey={(u) => u._id}
            />
          </div>
        )}
      </AsyncView>
    </section>
  );
}
