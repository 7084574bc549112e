import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, formatPrice } from '@travel/shell/ui';
import { useGiftCardLedger, type GiftCard, type GiftCardEntry } from '../api/gift-cards-api';
import { entryLabel, statusLabel } from '../lib/gift-card-values';
import { t } from '@travel/shell/i18n';
import { formatInstant, formatInstantDay } from '../../../lib/format';

/** The ledger's columns, in the page's language. */
const columns = (): Column<GiftCardEntry>[] => [
  { key: 'at', header: t('admin.detail.when'), render: (e) => formatInstant(e.at) },
  { key: 'kind', header: t('admin.gift.transaction'), render: entryLabel },
  {
    key: 'amount',
    header: t('admin.gift.amount'),
    render: (e) => (
      <span className={e.amount < 0 ? 'adm-gift-amount--out' : 'adm-gift-amount--in'}>
        {e.amount < 0 ? `−${formatPrice(-e.amount)}` : `+${formatPrice(e.amount)}`}
      </span>
    ),
  },
  { key: 'booking', header: t('admin.promo.booking'), render: (e) => e.bookingReference ?? '' },
];

/** One card's ledger, oldest first: its balance is their sum. */
export function GiftCardLedgerPanel({ card }: { card: GiftCard }) {
  const ledger = useGiftCardLedger(card._id);
  return (
    <section className="adm-panel adm-gift-ledger" aria-labelledby="adm-gift-ledger-title">
      <header className="adm-screen__head">
        <h2 id="adm-gift-ledger-title">{t('admin.gift.ledgerOf', { code: card.code })}</h2>
      </header>
      <AsyncView
        state={ledger}
        loading={t('admin.gift.ledgerLoading')}
        error={t('admin.gift.ledgerFailed')}
      >
        {(body) => (
          <>
            <p data-testid="gift-card-ledger-summary">
              {t(body.data.orderReference ? 'admin.gift.summaryBought' : 'admin.gift.summary', {
                status: statusLabel(body.data),
                balance: formatPrice(body.data.balance),
                amount: formatPrice(body.data.amount),
                email: body.data.recipientEmail,
                until: formatInstantDay(body.data.expiresAt),
                order: body.data.orderReference ?? '',
              })}
            </p>
            <DataTable
              caption={t('admin.gift.transactionsOf', { code: card.code })}
              columns={columns()}
              rows={body.data.entries}
              rowKey={(e) => e._id}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
