import { useState } from 'react';
import { DataTable, type Column } from '@travel/shell/tables';
import { AsyncView, Button, formatPrice, toast } from '@travel/shell/ui';
import { Modal, useConfirm } from '@travel/shell/dialogs';
import { apiErrorMessage } from '@travel/shell/http';
import { AdminScreen } from '../../../components/admin-screen';
import { actionsColumn } from '../../../components/table-cells';
import { useGiftCards, voidGiftCard, type GiftCard } from '../api/gift-cards-api';
import { statusLabel } from '../lib/gift-card-values';
import { GiftCardLedgerPanel } from './gift-card-ledger';
import { IssueGiftCardForm } from './issue-gift-card-form';
import '../../../components/admin-screen.css';
import './gift-cards-page.css';
import { t } from '@travel/shell/i18n';
import { formatInstantDay } from '../../../lib/format';

/** /admin/gift-cards: every card with its balance, one issued by hand, a card's ledger, and a void. */
export function GiftCardsPage() {
  const cards = useGiftCards();
  const [issuing, setIssuing] = useState(false);
  const [showing, setShowing] = useState<GiftCard | null>(null);
  const [voiding, setVoiding] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function voidCard(card: GiftCard) {
    const sure = await confirm(
      t('admin.gift.voidQuestion', { code: card.code, balance: formatPrice(card.balance) }),
      { title: t('admin.gift.voidTitle'), confirmLabel: t('admin.gift.voidTitle') },
    );
    if (!sure) return;
    setVoiding(card._id);
    try {
      toast.success(await voidGiftCard(card._id));
      cards.reload();
      if (showing?._id === card._id) setShowing({ ...card, status: 'voided', balance: 0 });
    } catch (error) {
      toast.error(apiErrorMessage(error, t('admin.gift.voidFailed')));
    } finally {
      setVoiding(null);
    }
  }

  const columns: Column<GiftCard>[] = [
    {
      key: 'code',
      header: t('admin.promo.code'),
      render: (c) => <code className="adm-gift-code">{c.code}</code>,
    },
    {
      key: 'balance',
      header: t('admin.gift.balance'),
      render: (c) =>
        t('admin.gift.balanceOf', {
          balance: formatPrice(c.balance),
          amount: formatPrice(c.amount),
        }),
    },
    {
      key: 'recipient',
      header: t('admin.gift.recipient'),
      className: 'adm-cell--email',
      render: (c) => c.recipientEmail,
    },
    {
      key: 'source',
      header: t('admin.gift.source'),
      render: (c) => (c.source === 'purchase' ? t('admin.gift.bought') : t('admin.gift.byHand')),
    },
    {
      key: 'expires',
      header: t('admin.gift.expires'),
      render: (c) => formatInstantDay(c.expiresAt),
    },
    {
      key: 'status',
      header: t('admin.col.status'),
      render: (c) => (
        <span className={`adm-state adm-state--${c.status === 'active' ? 'on' : 'off'}`}>
          {statusLabel(c)}
        </span>
      ),
    },
    actionsColumn((c) => (
      <span className="adm-gift-actions">
        <Button
          variant="secondary"
          aria-label={t('admin.gift.ledgerOf', { code: c.code })}
          onClick={() => setShowing(c)}
        >
          {t('admin.gift.ledger')}
        </Button>
        {c.status !== 'voided' && (
          <Button
            variant="danger"
            aria-label={t('admin.gift.voidCode', { code: c.code })}
            busy={voiding === c._id}
            busyText={t('admin.gift.voiding')}
            onClick={() => void voidCard(c)}
          >
            {t('admin.gift.void')}
          </Button>
        )}
      </span>
    )),
  ];

  return (
    <AdminScreen
      id="gift-cards"
      title={t('admin.menu.giftCards')}
      actions={<Button onClick={() => setIssuing(true)}>{t('admin.gift.issue')}</Button>}
    >
      <AsyncView
        state={cards}
        loading={t('admin.gift.loading')}
        error={t('admin.gift.failed')}
        isEmpty={(body) => body.data.length === 0}
        empty={<p>{t('admin.gift.empty')}</p>}
      >
        {(body) => (
          <DataTable
            caption={t('admin.menu.giftCards')}
            columns={columns}
            rows={body.data}
            rowKey={(c) => c._id}
          />
        )}
      </AsyncView>
      {showing && <GiftCardLedgerPanel key={`${showing._id}-${showing.status}`} card={showing} />}
      <Modal open={issuing} title={t('admin.gift.issueTitle')} onClose={() => setIssuing(false)}>
        {issuing && (
          <IssueGiftCardForm
            onCancel={() => setIssuing(false)}
            onIssued={(card) => {
              setIssuing(false);
              toast.success(
                t('admin.gift.issued', { code: card.code, email: card.recipientEmail }),
              );
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
