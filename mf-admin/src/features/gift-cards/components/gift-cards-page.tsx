import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, Modal, formatPrice, toast, useConfirm } from '@travel/shell/ui';
import { apiErrorMessage } from '@travel/shell/http';
import { AdminScreen } from '../../../components/admin-screen';
import { actionsColumn } from '../../../components/table-cells';
import { useGiftCards, voidGiftCard, type GiftCard } from '../api/gift-cards-api';
import { statusLabel } from '../lib/gift-card-values';
import { GiftCardLedgerPanel } from './gift-card-ledger';
import { IssueGiftCardForm } from './issue-gift-card-form';
import '../../../components/admin-screen.css';
import './gift-cards-page.css';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** /admin/gift-cards: every card with its balance, one issued by hand, a card's ledger, and a void. */
export function GiftCardsPage() {
  const cards = useGiftCards();
  const [issuing, setIssuing] = useState(false);
  const [showing, setShowing] = useState<GiftCard | null>(null);
  const [voiding, setVoiding] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function voidCard(card: GiftCard) {
    const sure = await confirm(
      `Void ${card.code}? Its ${formatPrice(card.balance)} left can no longer pay; bookings it paid keep it.`,
      { title: 'Void gift card', confirmLabel: 'Void gift card' },
    );
    if (!sure) return;
    setVoiding(card._id);
    try {
      toast.success(await voidGiftCard(card._id));
      cards.reload();
      if (showing?._id === card._id) setShowing({ ...card, status: 'voided', balance: 0 });
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to void the gift card. Please try again.'));
    } finally {
      setVoiding(null);
    }
  }

  const columns: Column<GiftCard>[] = [
    { key: 'code', header: 'Code', render: (c) => <code className="adm-gift-code">{c.code}</code> },
    {
      key: 'balance',
      header: 'Balance',
      render: (c) => `${formatPrice(c.balance)} of ${formatPrice(c.amount)}`,
    },
    {
      key: 'recipient',
      header: 'Recipient',
      className: 'adm-cell--email',
      render: (c) => c.recipientEmail,
    },
    {
      key: 'source',
      header: 'Source',
      render: (c) => (c.source === 'purchase' ? 'Bought' : 'By hand'),
    },
    { key: 'expires', header: 'Expires', render: (c) => day(c.expiresAt) },
    {
      key: 'status',
      header: 'Status',
      render: (c) => (
        <span className={`adm-gift-state adm-gift-state--${c.status}`}>{statusLabel(c)}</span>
      ),
    },
    actionsColumn((c) => (
      <span className="adm-gift-actions">
        <Button
          variant="secondary"
          aria-label={`Ledger of ${c.code}`}
          onClick={() => setShowing(c)}
        >
          Ledger
        </Button>
        {c.status !== 'voided' && (
          <Button
            variant="danger"
            aria-label={`Void ${c.code}`}
            busy={voiding === c._id}
            busyText="Voiding..."
            onClick={() => void voidCard(c)}
          >
            Void
          </Button>
        )}
      </span>
    )),
  ];

  return (
    <AdminScreen
      id="gift-cards"
      title="Gift cards"
      actions={<Button onClick={() => setIssuing(true)}>Issue gift card</Button>}
    >
      <AsyncView
        state={cards}
        loading="Loading gift cards..."
        error="Failed to fetch gift cards. Please try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={<p>No gift cards yet.</p>}
      >
        {(body) => (
          <DataTable
            caption="Gift cards"
            columns={columns}
            rows={body.data}
            rowKey={(c) => c._id}
          />
        )}
      </AsyncView>
      {showing && <GiftCardLedgerPanel key={`${showing._id}-${showing.status}`} card={showing} />}
      <Modal open={issuing} title="Issue a gift card" onClose={() => setIssuing(false)}>
        {issuing && (
          <IssueGiftCardForm
            onCancel={() => setIssuing(false)}
            onIssued={(card) => {
              setIssuing(false);
              toast.success(`Gift card ${card.code} issued and mailed to ${card.recipientEmail}`);
              cards.reload();
              setShowing(card);
            }}
          />
        )}
      </Modal>
      {dialog}
    </AdminScreen>
  );
}
