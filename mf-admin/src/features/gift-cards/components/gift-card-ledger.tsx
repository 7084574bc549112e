import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, formatPrice } from '@travel/shell/ui';
import { useGiftCardLedger, type GiftCard, type GiftCardEntry } from '../api/gift-cards-api';
import { entryLabel, statusLabel } from '../lib/gift-card-values';

const COLUMNS: Column<GiftCardEntry>[] = [
  { key: 'at', header: 'When', render: (e) => new Date(e.at).toLocaleString() },
  { key: 'kind', header: 'Transaction', render: entryLabel },
  {
    key: 'amount',
    header: 'Amount',
    render: (e) => (
      <span className={e.amount < 0 ? 'adm-gift-amount--out' : 'adm-gift-amount--in'}>
        {e.amount < 0 ? `−${formatPrice(-e.amount)}` : `+${formatPrice(e.amount)}`}
      </span>
    ),
  },
  { key: 'booking', header: 'Booking', render: (e) => e.bookingReference ?? '' },
];

/** One card's ledger, oldest first: its balance is their sum. */
export function GiftCardLedgerPanel({ card }: { card: GiftCard }) {
  const ledger = useGiftCardLedger(card._id);
  return (
    <section className="adm-panel adm-gift-ledger" aria-labelledby="adm-gift-ledger-title">
      <header className="adm-gift-ledger__head">
        <h2 id="adm-gift-ledger-title">Ledger of {card.code}</h2>
      </header>
      <AsyncView
        state={ledger}
        loading="Loading the ledger..."
        error="Failed to fetch the ledger. Please try again later."
      >
        {(body) => (
          <>
            <p data-testid="gift-card-ledger-summary">
              {statusLabel(body.data)}: {formatPrice(body.data.balance)} left of{' '}
              {formatPrice(body.data.amount)}, to {body.data.recipientEmail}, valid until{' '}
              {new Date(body.data.expiresAt).toLocaleDateString()}
              {body.data.orderReference ? `; bought with order ${body.data.orderReference}` : ''}.
            </p>
            <DataTable
              caption={`Transactions of ${card.code}`}
              columns={COLUMNS}
              rows={body.data.entries}
              rowKey={(e) => e._id}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
